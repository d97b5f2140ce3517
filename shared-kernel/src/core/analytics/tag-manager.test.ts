import * as v from 'valibot';
import { RuntimeConfigSchema } from '../config/runtime-config';
import { testRuntimeConfig } from '../../testing/fake-bank-server';
import { track } from './track';
import { CONSENT_DEFAULTS, resetTagManagerForTests, startTagManager } from './tag-manager';

type TestWindow = Window & { dataLayer?: unknown[] };
const dataLayer = (): unknown[] => (window as TestWindow).dataLayer ?? [];
const gtmScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];

afterEach(() => {
  delete (window as TestWindow).dataLayer;
  gtmScripts().forEach((script) => script.remove());
  resetTagManagerForTests();
  jest.restoreAllMocks();
});

describe('Google Tag Manager', () => {
  it('loads nothing without a gtmId (the sandbox)', () => {
    startTagManager({});
    expect(gtmScripts()).toEqual([]);
    expect(dataLayer()).toEqual([]);
  });

  it('sets the consent defaults before the container loads, then loads it once', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    track({ name: 'api_error', params: { code: 'EARLY' } });
    startTagManager({ gtmId: 'GTM-AB12CD' });
    startTagManager({ gtmId: 'GTM-AB12CD' });

    const scripts = gtmScripts();
    expect(scripts.map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
    expect(scripts[0]?.async).toBe(true);
    const [early, consent, start] = dataLayer();
    expect(early).toEqual({ event: 'api_error', code: 'EARLY' });
    // gtag() form: an arguments object, which GTM reads as a command.
    expect(Array.from(consent as ArrayLike<unknown>)).toEqual(['consent', 'default', CONSENT_DEFAULTS]);
    expect(Object.prototype.toString.call(consent)).toBe('[object Arguments]');
    expect(start).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
    expect(CONSENT_DEFAULTS).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied' });
  });
});

describe('the gtmId in the runtime config', () => {
  it('[family:url-lists] is a container id and nothing else', () => {
    const withId = (gtmId: string) => v.safeParse(RuntimeConfigSchema, { ...testRuntimeConfig('http://bank.test'), gtmId }).success;
    expect(withId('GTM-AB12CD')).toBe(true);
    expect(withId('GTM-AB12CD&l=evil')).toBe(false);
    expect(withId('https://evil.example/gtm.js')).toBe(false);
  });
});
