import { sandboxAppLanguage } from '../liff/start-liff';
import { LOCAL_KEYS } from '../storage/keys';
import { chooseStartLanguage, languageOfTag, startLanguage } from './language';

describe("the screen's language", () => {
  it('is Thai for LINE in Thai and English for LINE in any other language', () => {
    expect(['th', 'th-TH', 'TH'].map(languageOfTag)).toEqual(['th', 'th', 'th']);
    expect(['en', 'en-US', 'ja', 'zh-Hant-TW', 'my', 'thx', ''].map(languageOfTag)).toEqual(['en', 'en', 'en', 'en', 'en', 'en', 'en']);
  });

  it("follows LINE's app language at start, and says so in <html lang>", () => {
    expect(chooseStartLanguage('en-GB')).toBe('en');
    expect(startLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("the customer's own pick on this device wins over LINE's language", () => {
    localStorage.setItem(LOCAL_KEYS.language, 'en');
    expect(chooseStartLanguage('th')).toBe('en');
  });

  it('before LIFF has answered, is the language the server drew the page in', () => {
    document.documentElement.lang = 'en';
    expect(startLanguage()).toBe('en');
  });

  it("in the sandbox, LINE runs in Thai unless ?sandboxLanguage= says another language, for the tab's life", () => {
    expect(sandboxAppLanguage('')).toBe('th');
    expect(sandboxAppLanguage('?sandboxLanguage=en')).toBe('en');
    expect(sandboxAppLanguage('?other=1')).toBe('en');
    expect(sandboxAppLanguage('?sandboxLanguage=th')).toBe('th');
  });
});
