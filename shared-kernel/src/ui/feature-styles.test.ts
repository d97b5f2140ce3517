import { ensureFeatureStyles } from './feature-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('ensureFeatureStyles', () => {
  it('adds a feature stylesheet once, however many screens ask for it', () => {
    ensureFeatureStyles('settings-styles', '.a{color:red}');
    ensureFeatureStyles('settings-styles', '.a{color:red}');
    const sheets = document.head.querySelectorAll('style#settings-styles');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toBe('.a{color:red}');
  });

  it('keeps the stylesheets of different features apart', () => {
    ensureFeatureStyles('one', '.a{}');
    ensureFeatureStyles('two', '.b{}');
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });
});
