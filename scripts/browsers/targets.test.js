const { ecmaEditionFor, supportedBrowsers } = require('./targets');
const { syntaxBeyond } = require('./check-shipped-syntax');

describe('build targets from the supported browsers', () => {
  it('names LINE on iPhone from iOS 15 and Android WebView', () => {
    const browsers = supportedBrowsers();
    expect(browsers).toContain('ios_saf 15.0-15.1');
    expect(browsers.some((entry) => entry.startsWith('and_chr '))).toBe(true);
  });

  it('ships no newer edition than the oldest supported engine parses', () => {
    expect(ecmaEditionFor(supportedBrowsers())).toBe(2021);
    // iOS 16.4 parses class static blocks (ES2022); iOS 15 does not.
    expect(ecmaEditionFor(['ios_saf 16.4', 'chrome 120'])).toBe(2022);
    expect(ecmaEditionFor(['ios_saf 15.0-15.1', 'chrome 120'])).toBe(2021);
    expect(ecmaEditionFor(['ie 11'])).toBe(5);
  });
});

describe('the shipped-syntax check', () => {
  it('accepts logical assignment and refuses a class static block for ES2021', () => {
    expect(syntaxBeyond('var a = {}; a.b ||= 1;', 2021)).toBeNull();
    expect(syntaxBeyond('class A { static { this.b = 1; } }', 2021)).toMatch(/Unexpected token/);
  });

  it('refuses a regular expression with a lookbehind, which iOS before 16.4 cannot parse', () => {
    expect(syntaxBeyond('var r = /(?<=0)8/;', 2021)).toMatch(/lookbehind/);
    expect(syntaxBeyond('var r = /(?<!\\d)0/g;', 2021)).toMatch(/lookbehind/);
    // A named group (Safari 11.1) and an escaped parenthesis are fine.
    expect(syntaxBeyond('var r = /(?<year>\\d{4})/;', 2021)).toBeNull();
    expect(syntaxBeyond('var r = /\\(?<=/;', 2021)).toBeNull();
  });
});
