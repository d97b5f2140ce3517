import { testRuntimeConfig } from '../../testing/fake-bank-server';
import { captchaPageUrl, isAllowedFrameUrl, originOf } from './allowed-frame';

const config = { ...testRuntimeConfig('http://localhost:4000'), frameOrigins: ['http://localhost:4000/'] };

describe('isAllowedFrameUrl', () => {
  it('allows a page whose origin is on the list, whatever its path and query', () => {
    expect(isAllowedFrameUrl('http://localhost:4000/__sandbox/consent?tx=1', config)).toBe(true);
  });

  it('refuses other origins, other schemes and junk', () => {
    expect(isAllowedFrameUrl('http://localhost:4001/__sandbox/consent', config)).toBe(false);
    expect(isAllowedFrameUrl('https://localhost:4000/', config)).toBe(false);
    expect(isAllowedFrameUrl('javascript:alert(1)', config)).toBe(false);
    expect(isAllowedFrameUrl('/relative/path', config)).toBe(false);
    expect(isAllowedFrameUrl('', config)).toBe(false);
  });

  it('refuses everything when the list is empty', () => {
    expect(isAllowedFrameUrl('http://localhost:4000/', { ...config, frameOrigins: [] })).toBe(false);
  });
});

describe('captchaPageUrl', () => {
  it('defaults to the sandbox stand-in beside the API and names the app origin', () => {
    const url = new URL(captchaPageUrl('http://localhost:3000', config));
    expect(url.origin + url.pathname).toBe('http://localhost:4000/__sandbox/captcha');
    expect(url.searchParams.get('origin')).toBe('http://localhost:3000');
  });

  it('uses the configured captcha page when there is one', () => {
    const url = captchaPageUrl('http://app', { ...config, captchaUrl: 'https://captcha.example/page' });
    expect(originOf(url)).toBe('https://captcha.example');
  });
});
