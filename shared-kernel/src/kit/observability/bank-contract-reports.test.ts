import { fetchBankAccounts } from '../api/calls/accounts';
import { fetchFeatureFlags } from '../../core/api/calls/app-start';
import { ApiError } from '../../core/api/normalised-error';
import { SESSION_KEYS } from '../../core/storage/keys';
import { ok, startFakeBank } from '../../testing/fake-bank-server';
import { startClientReports, type ClientReport } from './client-reports';

// A bank answer the kernel refuses (docs/deploying.md, "When the bank fails") gives the customer
// the generic popup; the operators learn of it from one report on the page's error-report channel,
// by the call's path template, the field and what the contract expected there, never the value.

const banks: Array<Awaited<ReturnType<typeof startFakeBank>>> = [];
const beacons: string[] = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => beacons.push(body) > 0 });
  startClientReports({ errorReportUrl: 'https://reports.bank.example/c' }, { release: 'r3' });
});
beforeEach(() => sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1'));
afterEach(async () => {
  await Promise.all(banks.splice(0).map((bank) => bank.close()));
});

const ACCOUNT_NUMBER = '1000000021';
const account = (accountStatus: string) => ({
  accountNumber: ACCOUNT_NUMBER,
  accountType: 'SVNG',
  isNotificationEnabled: true,
  accountStatus,
});

async function refusal(call: () => Promise<unknown>): Promise<string> {
  const error = await call().then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`the answer was not refused: ${String(error)}`);
  return error.code;
}

const sentReports = (): ClientReport[] => beacons.flatMap((body) => (JSON.parse(body) as { reports: ClientReport[] }).reports);

test('a refused bank answer reaches the error-report channel once per call, by where it failed and never by its value', async () => {
  banks.push(
    await startFakeBank((request) => {
      if (request.path === '/bank-accounts') return ok({ accounts: [account('Active'), account('Frozen')] });
      // A proxy's page where the bank's JSON should be.
      return { status: 200, body: '<html>gateway</html>' };
    }),
  );
  expect(await refusal(fetchBankAccounts)).toBe('UNKNOWN');
  expect(await refusal(fetchBankAccounts)).toBe('UNKNOWN');
  expect(await refusal(fetchFeatureFlags)).toBe('UNKNOWN');
  window.dispatchEvent(new Event('pagehide'));

  const reports = sentReports();
  expect(reports).toEqual([
    expect.objectContaining({
      kind: 'bank-contract',
      release: 'r3',
      bankPath: '/bank-accounts',
      field: '$.data.accounts[].accountStatus',
      expected: '("Active" | "Inactive")',
    }),
    expect.objectContaining({ kind: 'bank-contract', bankPath: '/feature-flags', field: '$', expected: 'Object' }),
  ]);
  const sent = JSON.stringify(reports);
  for (const value of ['Frozen', ACCOUNT_NUMBER, 'gateway', 'access-1']) expect(sent).not.toContain(value);
});

test('an answer the contract takes sends no report', async () => {
  beacons.splice(0);
  banks.push(await startFakeBank(() => ok({ accounts: [account('Inactive')] })));
  await fetchBankAccounts();
  window.dispatchEvent(new Event('pagehide'));
  expect(sentReports()).toEqual([]);
});
