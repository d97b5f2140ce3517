import { render } from '@testing-library/react';
import { ensureFeatureStyles, useFeatureStyles } from './feature-styles';

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

  it("gives its stylesheet the page's CSP nonce, so the policy lets it apply", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'n0nce-of-this-response');
    document.head.appendChild(meta);
    ensureFeatureStyles('nonced', '.a{}');
    expect(document.head.querySelector<HTMLStyleElement>('style#nonced')?.nonce).toBe('n0nce-of-this-response');
  });
});

describe('useFeatureStyles', () => {
  it('adds the stylesheet once, however many screens on the page ask for it', () => {
    function Screen() {
      useFeatureStyles('statement-form-styles', '.st{}');
      return null;
    }
    render(
      <>
        <Screen />
        <Screen />
      </>,
    );
    expect(document.head.querySelectorAll('style#statement-form-styles')).toHaveLength(1);
  });
});
