import { isFollowableDeepLink, type KmaLinkRules } from './deep-link-target';

const rules: KmaLinkRules = { kmaAppSchemes: ['kplus'], kmaWebOrigins: ['https://kma.bank.example', 'http://localhost:4000'] };
const follows = (uri: string) => isFollowableDeepLink(uri, rules);

const FOLLOWED = [
  'kplus://authenticate?ref=KMA-1',
  'KPLUS://authenticate?ref=KMA-1',
  'https://kma.bank.example/authenticate?ref=KMA-1',
  'http://localhost:4000/__sandbox/kma?authRef=KMA-1',
];

const REFUSED = [
  // Android intents can carry a fallback page the browser opens instead of the app.
  'intent://authenticate#Intent;scheme=kplus;package=com.bank;S.browser_fallback_url=https%3A%2F%2Fevil.example;end',
  'intent://evil.example#Intent;scheme=https;end',
  'googlechrome://navigate?url=https://evil.example',
  'googlechromes://evil.example',
  'itms-services://?action=download-manifest&url=https://evil.example/app.plist',
  'itms-apps://apps.apple.com/app/id1',
  'market://details?id=com.evil',
  'sms:+66800000000?body=hello',
  'tel:+66800000000',
  'mailto:a@evil.example',
  'line://msg/text/hello',
  'kplus-evil://authenticate',
  'xkplus://authenticate',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>1</script>',
  'file:///etc/passwd',
  'blob:https://kma.bank.example/123',
  'about:blank',
  // Web pages not on the bank's origins, look-alikes and credential tricks.
  'https://evil.example/kma',
  'http://kma.bank.example/authenticate',
  'https://kma.bank.example:8443/authenticate',
  'https://kma.bank.example.evil.example/authenticate',
  'https://kma.bank.example@evil.example/authenticate',
  'https://user:pass@kma.bank.example/authenticate',
  'http://localhost:4001/kma',
  '/auth-kma-verification',
  '//kma.bank.example/authenticate',
  '',
  'kplus',
];

describe('which bank-app links are followed', () => {
  it.each(FOLLOWED)('[family:url-lists] follows the bank app or its pages: %s', (uri) => {
    expect(follows(uri)).toBe(true);
  });

  it.each(REFUSED)('[family:url-lists] refuses %s', (uri) => {
    expect(follows(uri)).toBe(false);
  });

  it('[family:url-lists] refuses everything when the runtime config names no scheme or origin', () => {
    for (const uri of FOLLOWED) expect(isFollowableDeepLink(uri, { kmaAppSchemes: [], kmaWebOrigins: [] })).toBe(false);
  });
});
