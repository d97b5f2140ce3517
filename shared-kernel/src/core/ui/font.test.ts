import { needsLatinFontFile } from './font';

// Which text the Thai font files cannot draw alone: the build preloads the Latin file only for a
// drawn screen that has some (shared-kernel/src/core/prerender, server/host-page.js).
describe('needsLatinFontFile', () => {
  test('Thai text with spaces and no-break spaces is drawn from the Thai files alone', () => {
    expect(needsLatinFontFile('จัดการผลิตภัณฑ์และบัญชี')).toBe(false);
    expect(needsLatinFontFile('เพื่อความปลอดภัย กรุณายืนยันตัวตนก่อนทำรายการ\u00a0')).toBe(false);
    expect(needsLatinFontFile('')).toBe(false);
  });

  test('Latin letters and digits need the Latin file', () => {
    expect(needsLatinFontFile('บริการธนาคารบน LINE')).toBe(true);
    expect(needsLatinFontFile('โทร 1572')).toBe(true);
  });

  test('punctuation only the Latin faces cover needs it too: dashes, ellipsis, curly quotes, euro', () => {
    for (const mark of ['\u2013', '\u2026', '\u201c', '\u20ac']) expect([mark, needsLatinFontFile(`ก${mark}`)]).toEqual([mark, true]);
  });

  test('control characters, which are never drawn, need no file', () => {
    expect(needsLatinFontFile('บัญชี\nของคุณ\t')).toBe(false);
  });
});
