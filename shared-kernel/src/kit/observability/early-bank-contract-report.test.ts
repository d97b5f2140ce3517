import { fetchFeatureFlags } from '../../core/api/calls/app-start';
import { ApiError } from '../../core/api/normalised-error';
import { SESSION_KEYS } from '../../core/storage/keys';
import { startFakeBank } from '../../testing/fake-bank-server';
import { startClientReports, type ClientReport } from './client-reports';

// The host starts its error reporter with its bootstrap chunk, while the start-up's exchange and a
// route's first calls are already out (host/src/app/start-up.ts): on a slow link their answers come
// first. A refused one is reported all the same once the reporter starts.

test('a bank answer refused before the error reporter started is reported once it starts', async () => {
  sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
  const bank = await startFakeBank(() => ({ status: 200, body: '<html>gateway</html>' }));
  try {
    await expect(fetchFeatureFlags()).rejects.toBeInstanceOf(ApiError);
  } finally {
    await bank.close();
  }
  const beacons: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => beacons.push(body) > 0 });
  startClientReports({ errorReportUrl: 'https://reports.bank.example/c' }, { release: 'r4' });
  window.dispatchEvent(new Event('pagehide'));
  const reports = beacons.flatMap((body) => (JSON.parse(body) as { reports: ClientReport[] }).reports);
  expect(reports).toEqual([expect.objectContaining({ kind: 'bank-contract', bankPath: '/feature-flags', field: '$', expected: 'Object' })]);
});
