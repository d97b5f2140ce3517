// The build check on the English first screens a remote publishes: an English customer's first
// paint is wholly English (the language switch's ภาษาไทย aside), on every route drawn in Thai.
const { thaiOutsideThai, withEnglishScreens } = require('./english-first-screens');

const screen = (html) => ({ html, styles: [], whole: true, latinText: true });
const THAI = { version: 1, routes: { '/register': { screen: screen('<main><h1>ลงทะเบียน</h1></main>') }, '/verify': {} } };
const SWITCH =
  '<div role="group" aria-label="Language"><button type="button" lang="th" disabled="">ภาษาไทย</button><button type="button" lang="en" disabled="">English</button></div>';
const drawnInEnglish = (html) => ({ version: 1, routes: { '/register': { screen: screen(html) } } });

describe('the English first screens a remote build publishes', () => {
  test('an English drawing whose only Thai is marked lang="th" is published beside the Thai one', () => {
    const english = `<main><h1>Register for the bank on LINE</h1>${SWITCH}</main>`;
    expect(withEnglishScreens(THAI, drawnInEnglish(english))).toEqual({
      version: 1,
      routes: { '/register': { screen: THAI.routes['/register'].screen, screenEn: screen(english) }, '/verify': {} },
    });
  });

  test.each([
    ['in a heading', '<main><h1>ลงทะเบียน</h1></main>', 'ลงทะเบียน'],
    ['in a label read aloud', '<main><h1>Settings</h1><nav aria-label="ตั้งค่า"></nav></main>', 'ตั้งค่า (aria-label)'],
    ['marked English', '<main><h1 lang="en">Register</h1><p lang="en">กรุณารอ</p></main>', 'กรุณารอ'],
  ])('Thai %s fails the build', (_case, html, found) => {
    expect(thaiOutsideThai(html)).toBe(found);
    expect(() => withEnglishScreens(THAI, drawnInEnglish(html))).toThrow(
      `the English first screen of /register shows Thai outside lang="th": ${found}`,
    );
  });

  test('a route drawn in Thai without an English drawing, or with one that has no heading (a suspended fallback), fails the build', () => {
    expect(() => withEnglishScreens(THAI, { version: 1, routes: {} })).toThrow(
      'the first screen of /register has no English drawing with a heading',
    );
    expect(() => withEnglishScreens(THAI, drawnInEnglish('<div class="k-spinner"></div>'))).toThrow('no English drawing with a heading');
  });

  test('a Thai drawing without a heading, or one the host would refuse, fails the build as the English one does', () => {
    const drawnInThai = (html) => ({ version: 1, routes: { '/register': { screen: screen(html) } } });
    const english = drawnInEnglish('<main><h1>Register</h1></main>');
    expect(() => withEnglishScreens(drawnInThai('<div class="k-spinner"></div>'), english)).toThrow(
      'the first screen of /register has no Thai drawing with a heading',
    );
    expect(() => withEnglishScreens(drawnInThai('<main><h1>ลงทะเบียน</h1><img src="x" onerror="alert(1)"></main>'), english)).toThrow(
      "the Thai first screen of /register is refused by the host's markup allow-list",
    );
  });

  test('an English drawing the host would refuse fails the build', () => {
    expect(() => withEnglishScreens(THAI, drawnInEnglish('<main><h1>Register</h1><img src="x" onerror="alert(1)"></main>'))).toThrow(
      "the English first screen of /register is refused by the host's markup allow-list",
    );
  });
});
