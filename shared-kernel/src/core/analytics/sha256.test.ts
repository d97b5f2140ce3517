import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { hashEmailForAnalytics, sha256Hex } from './sha256';

const nodeSha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('matches the published test vectors', async () => {
    await expect(sha256Hex('')).resolves.toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    await expect(sha256Hex('abc')).resolves.toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the UTF-8 bytes of any text, Thai included', async () => {
    await expect(sha256Hex('ออมทรัพย์')).resolves.toBe(nodeSha256('ออมทรัพย์'));
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (s) => (await sha256Hex(s)) === nodeSha256(s)));
  });
});

describe('hashEmailForAnalytics', () => {
  it('hashes the trimmed, lower-cased address', async () => {
    const expected = nodeSha256('simple@example.com');
    await expect(hashEmailForAnalytics('  Simple@Example.COM \n')).resolves.toBe(expected);
    await expect(hashEmailForAnalytics('simple@example.com')).resolves.toBe(expected);
  });
});
