import { isFollowableDeepLink } from './deep-link-target';

const trusted = ['http://localhost:4000'];
const own = 'https://app.example.th';
const follows = (uri: string) => isFollowableDeepLink(uri, trusted, own);

describe('which bank-app links are followed', () => {
  it('follows a page on a trusted origin or our own', () => {
    expect(follows('http://localhost:4000/__sandbox/kma?authRef=KMA-1')).toBe(true);
    expect(follows('https://app.example.th/auth-kma-verification')).toBe(true);
  });

  it('follows a custom app scheme', () => {
    expect(follows('kplus://authenticate?ref=KMA-1')).toBe(true);
    expect(follows('bank-app+x.y://open')).toBe(true);
  });

  it('refuses other web origins, look-alikes and credentials tricks', () => {
    expect(follows('https://evil.example/kma')).toBe(false);
    expect(follows('http://localhost:4001/kma')).toBe(false);
    expect(follows('http://localhost:4000.evil.example/kma')).toBe(false);
    expect(follows('http://localhost:4000@evil.example/kma')).toBe(false);
  });

  it('refuses script, data and file URLs, relative paths and garbage', () => {
    expect(follows('javascript:alert(1)')).toBe(false);
    expect(follows('JavaScript:alert(1)')).toBe(false);
    expect(follows('data:text/html,<script>1</script>')).toBe(false);
    expect(follows('file:///etc/passwd')).toBe(false);
    expect(follows('/auth-kma-verification')).toBe(false);
    expect(follows('')).toBe(false);
  });
});
