const { shippedFeatures } = require('./check-shipped-apis');

const IOS_15_0 = ['ios_saf 15.0-15.1', 'chrome 109', 'firefox 115'];
const IOS_15_4 = ['ios_saf 15.4', 'chrome 109', 'firefox 115'];

/** The check over one shipped file holding `source`, for the browsers given. */
function check(source, browsers) {
  return shippedFeatures({ files: ['/dist/a.js'], browsers, read: () => source });
}

describe('the shipped-features check', () => {
  it('refuses crypto.randomUUID() while iOS 15.0 is supported, and lets it be once the oldest iPhone has it', () => {
    const source = 'function y(){const e=globalThis.crypto.randomUUID();return e}';
    const { refused } = check(source, IOS_15_0);
    expect(refused).toEqual([expect.objectContaining({ feature: 'crypto.randomUUID()', lacking: ['ios_saf 15.0-15.1'] })]);
    expect(check(source, IOS_15_4).refused).toEqual([]);
  });

  it('accepts a feature the same file tests for before using it', () => {
    const source = 'o=()=>{"requestIdleCallback"in window?window.requestIdleCallback(r,{timeout:2e3}):r()}';
    const { refused, accepted } = check(source, IOS_15_0);
    expect(refused).toEqual([]);
    expect(accepted).toEqual([expect.objectContaining({ feature: 'requestIdleCallback()', reason: 'tested for before use' })]);
    expect(check('window.requestIdleCallback(r)', IOS_15_0).refused).toEqual([
      expect.objectContaining({ feature: 'requestIdleCallback()' }),
    ]);
  });

  it('refuses an API Chrome 109 lacks, read from the supported list rather than named', () => {
    const source = 'const s=list.toSorted((a,b)=>a-b)';
    expect(check(source, IOS_15_0).refused).toEqual([
      expect.objectContaining({ feature: 'Array.prototype.toSorted() and its kin', lacking: ['ios_saf 15.0-15.1', 'chrome 109'] }),
    ]);
    expect(check(source, ['chrome 110', 'ios_saf 16.0', 'firefox 115']).refused).toEqual([]);
  });

  it('refuses overflow-wrap: anywhere, which iOS before 15.4 drops (a long word spills out of its card), and takes word-break: break-word', () => {
    expect(check('".k-choice{display:flex;overflow-wrap:anywhere}"', IOS_15_0).refused).toEqual([
      expect.objectContaining({ feature: 'CSS overflow-wrap: anywhere', lacking: ['ios_saf 15.0-15.1'] }),
    ]);
    expect(check('".k-choice{display:flex;word-break:break-word}"', IOS_15_0).refused).toEqual([]);
  });

  it('accepts CSS whose absence only changes a colour, saying so', () => {
    const { refused, accepted } = check('".k-choice input{accent-color:var(--yellow-dark)}"', IOS_15_0);
    expect(refused).toEqual([]);
    expect(accepted[0]?.reason).toMatch(/browser's own colour/);
  });

  it('accepts :focus-visible in a rule of its own, and refuses it in a list, which iOS before 15.4 drops whole', () => {
    const alone = check('"[tabindex=\\"-1\\"]:focus{outline:none}:focus-visible{outline:3px solid var(--focus)}"', IOS_15_0);
    expect(alone.refused).toEqual([]);
    expect(check('"a:focus,button:focus-visible{outline:3px solid var(--focus)}"', IOS_15_0).refused).toEqual([
      expect.objectContaining({ feature: 'CSS :focus-visible in a selector list' }),
    ]);
  });
});
