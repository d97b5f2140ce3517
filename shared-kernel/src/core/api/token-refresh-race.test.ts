import { fetchFeatureFlags } from './calls/app-start';
import { ApiError } from './normalised-error';
import { fail, ok, startFakeBank, type RecordedRequest } from '../../testing/fake-bank-server';
import { SESSION_KEYS } from '../storage/keys';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;

afterEach(async () => {
  await bank?.close();
  bank = null;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A bank where 'old' has expired. Each exchange issues a new token and (like the real bank)
 * revokes the one it replaces, which then answers `revokedCode`. Answers to the first five
 * calls come back staggered, so most of them arrive after the first exchange finished.
 */
function staggeredBank(revokedCode: 'LKS0107' | 'LKS0106') {
  const valid = new Set<string>();
  const revoked = new Set<string>();
  let issued = 0;
  let callsSeen = 0;
  return async (request: RecordedRequest) => {
    if (request.path === '/verify-token') {
      await sleep(30);
      const { oldAccessToken } = request.body as { oldAccessToken?: string };
      if (oldAccessToken) {
        valid.delete(oldAccessToken);
        revoked.add(oldAccessToken);
      }
      issued += 1;
      const token = `fresh-${issued}`;
      valid.add(token);
      return ok({ accessToken: token });
    }
    const sent = String(request.headers.authorization ?? '').replace('Bearer ', '');
    const index = callsSeen++;
    if (index < 5) await sleep(index * 40);
    if (valid.has(sent)) return ok({});
    return fail(revoked.has(sent) ? revokedCode : 'LKS0106', 401);
  };
}

describe('[family:faults] the access token expires under several calls at once', () => {
  it.each(['LKS0107', 'LKS0106'] as const)(
    'five calls with staggered LKS0106 share one exchange and all succeed (replaced token answers %s)',
    async (revokedCode) => {
      bank = await startFakeBank(staggeredBank(revokedCode));
      sessionStorage.setItem(SESSION_KEYS.accessToken, 'old');
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => fetchFeatureFlags()));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as ApiError).code] : []));
      expect(failures).toEqual([]);
      expect(bank.requests.filter((r) => r.path === '/verify-token')).toHaveLength(1);
      expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('fresh-1');
    },
  );

  it('still refuses a token the bank calls invalid when nothing newer is stored', async () => {
    bank = await startFakeBank(() => fail('LKS0107', 401));
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'forged');
    await expect(fetchFeatureFlags()).rejects.toMatchObject({ code: 'LKS0107' });
    expect(bank.requests.filter((r) => r.path === '/verify-token')).toHaveLength(0);
    expect(bank.requests.filter((r) => r.path === '/feature-flags')).toHaveLength(1);
  });
});
