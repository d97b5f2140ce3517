import { render, screen } from '@testing-library/react';

// The served kernel is the boundary here: a host still serving kernel 1.0, whose main entry has
// the Thai wording but no language, stands in for the shared module.
jest.mock('shared-kernel', () => ({
  BUTTONS: { next: 'ถัดไป' },
  POPUP_TEXTS: {},
  PAGE_TEXTS: {},
}));

const THAI = { title: 'ลงทะเบียน' };

describe('the screen language on a host serving a kernel without one', () => {
  it('is Thai: catalogues give their Thai, the kernel its Thai buttons, and no switch is drawn', async () => {
    const { defineCatalogue, kernelTextsNow, LanguageSwitch, languageNow, switchLanguage, useKernelTexts, useLanguage } =
      await import('./served-language');
    const loadEnglish = jest.fn(() => Promise.resolve({ title: 'Register' }));
    const catalogue = defineCatalogue(THAI, loadEnglish);
    function Screen() {
      const texts = catalogue.useTexts();
      const { BUTTONS } = useKernelTexts();
      return (
        <main lang={useLanguage()}>
          <h1>{texts.title}</h1>
          <button type="button">{BUTTONS.next}</button>
          <LanguageSwitch />
        </main>
      );
    }
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'ลงทะเบียน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'th');
    await switchLanguage('en');
    expect(languageNow()).toBe('th');
    expect(catalogue.textsNow()).toBe(THAI);
    expect(kernelTextsNow().BUTTONS.next).toBe('ถัดไป');
    expect(loadEnglish).not.toHaveBeenCalled();
  });
});
