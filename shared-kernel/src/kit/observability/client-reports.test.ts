import { track } from 'shared-kernel';
import { createClientReporter, reportRenderError, startClientReports, type ClientReport } from './client-reports';

const PERSONAL = {
  idCard: '1103700012345',
  mobile: '0812345678',
  email: 'somchai.j@example.co.th',
  token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJVMTIzIn0.c2lnbmF0dXJl',
  account: '100-0-00002-1',
};

function collector() {
  const batches: ClientReport[][] = [];
  const send = (_url: string, body: string) => {
    batches.push((JSON.parse(body) as { reports: ClientReport[] }).reports);
    return true;
  };
  return { batches, send };
}

describe('error reports', () => {
  test('no ID card, mobile number, e-mail, token or account number leaves the page, whatever the error says', () => {
    const { batches, send } = collector();
    const reporter = createClientReporter({
      url: 'https://reports.bank.example/c',
      release: 'r1',
      route: () => `/add-account/${PERSONAL.account}`,
      send,
    });
    const error = new Error(
      `customer ${PERSONAL.idCard} ${PERSONAL.mobile} ${PERSONAL.email} token=${PERSONAL.token} account ${PERSONAL.account}`,
    );
    reporter.report({
      kind: 'window-error',
      message: error.message,
      stack: `${error.stack ?? ''}\n at https://x.example/a.js?t=${PERSONAL.token}`,
    });
    reporter.flush();
    const sent = JSON.stringify(batches);
    for (const value of [...Object.values(PERSONAL), '1000000021', 'somchai']) expect(sent).not.toContain(value);
    expect(batches[0]?.[0]).toMatchObject({ kind: 'window-error', release: 'r1', route: '/add-account/[number]' });
  });

  // The host's collector refuses a whole batch for one text over 8 KiB (docs/serving.md#client-reports), and a
  // browser sends no beacon over 64 KiB: an error with a long message or stack would take its batch with it.
  test('a long message or stack is cut, so its batch of ten stays one the collector takes and a beacon carries', () => {
    const { batches, send } = collector();
    const reporter = createClientReporter({ url: 'u', release: 'r1', route: () => '/info', send });
    const long = `Error: ${'x'.repeat(20_000)}`;
    for (let i = 0; i < 10; i += 1) reporter.report({ kind: 'window-error', message: `${i} ${long}`, stack: long, missing: long });
    const sent = JSON.stringify({ reports: batches[0] });
    expect(batches[0]).toHaveLength(10);
    expect(new TextEncoder().encode(sent).length).toBeLessThan(64 * 1024);
    for (const report of batches[0] ?? []) {
      expect(report.message?.startsWith(`${batches[0]?.indexOf(report)} Error: xxx`)).toBe(true);
      for (const text of [report.message, report.stack, report.missing]) expect(text?.length).toBeLessThanOrEqual(8 * 1024);
    }
  });

  test('an e-mail the cut lands in leaves nothing of itself', () => {
    const { batches, send } = collector();
    const reporter = createClientReporter({ url: 'u', release: 'r1', route: () => '/info', send });
    reporter.report({ kind: 'window-error', message: `Error: ${'a '.repeat(2_000)}${PERSONAL.email} ${'b '.repeat(2_000)}` });
    reporter.report({ kind: 'window-error', message: `Error: ${'a '.repeat(20_000)}` });
    for (let at = 0; at < 40; at += 1)
      reporter.report({ kind: 'window-error', message: `${'c'.repeat(at)} ${'a '.repeat(742)}${PERSONAL.email}` });
    reporter.flush();
    expect(JSON.stringify(batches)).not.toMatch(/somchai|@example/);
  });

  test('a mobile or ID card written with spaces that the cut lands in leaves none of its digits', () => {
    const { batches, send } = collector();
    const reporter = createClientReporter({ url: 'u', release: 'r1', route: () => '/info', send });
    // As people write them: 081 234 5678, 1 1037 00012 34 5. Whole, each is scrubbed; cut, its first groups alone would not be.
    for (const written of ['081 234 5678', '1 1037 00012 34 5'])
      for (let at = 0; at < written.length; at += 1)
        reporter.report({ kind: 'window-error', message: `${' '.padStart(1_500 - at, 'a ')}${written} at line 12` });
    reporter.flush();
    expect(JSON.stringify(batches)).not.toMatch(/081|1037/);
  });

  test('reports wait and leave together in one beacon, and the same error on the same route is sent once', () => {
    jest.useFakeTimers();
    const { batches, send } = collector();
    const reporter = createClientReporter({
      url: 'u',
      release: 'r1',
      route: () => '/info',
      remoteOfRoute: () => 'registration',
      send,
      batchDelayMs: 1000,
    });
    reporter.report({ kind: 'error-boundary', message: 'Error: boom' });
    reporter.report({ kind: 'error-boundary', message: 'Error: boom' });
    reporter.report({ kind: 'unhandled-rejection', message: 'Error: late' });
    expect(batches).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map(({ kind, remote }) => [kind, remote])).toEqual([
      ['error-boundary', 'registration'],
      ['unhandled-rejection', 'registration'],
    ]);
    jest.useRealTimers();
  });

  test('a report names the published version of its route’s remote the page got, never scrubbed, and no made-up one', () => {
    const { batches, send } = collector();
    const versions: Record<string, string> = { registration: '0.1.0-1234567890', settings: '../elsewhere' };
    const reporter = createClientReporter({
      url: 'u',
      release: 'r1',
      route: () => '/register',
      remoteOfRoute: () => 'registration',
      releaseOfRemote: (remote) => versions[remote],
      send,
    });
    reporter.report({ kind: 'error-boundary', message: 'Error: boom' });
    reporter.report({ kind: 'remote-unavailable', remote: 'settings', message: 'settings down' });
    reporter.report({ kind: 'remote-unavailable', remote: 'statement', message: 'statement down' });
    reporter.flush();
    expect(batches[0]?.map(({ remote, remoteRelease }) => [remote, remoteRelease])).toEqual([
      ['registration', '0.1.0-1234567890'],
      ['settings', undefined],
      ['statement', undefined],
    ]);
  });

  test('a render error, the data layer’s remote_unavailable and a window error reach the endpoint once the page is hidden', () => {
    const beacons: Array<[string, string]> = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => beacons.push([url, body]) > 0,
    });
    reportRenderError(new Error('drawn before start'));
    startClientReports({ errorReportUrl: 'https://reports.bank.example/c' }, { release: 'r2' });
    track({
      name: 'remote_unavailable',
      params: {
        remote: 'statement',
        remoteVersion: '1.4.0',
        hostVersion: '1.5.0',
        kernelVersion: '2.0.0',
        missing: 'shared-kernel ^2.1.0',
      },
    });
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    const [url, body] = beacons[0]!;
    expect(url).toBe('https://reports.bank.example/c');
    const { reports } = JSON.parse(body) as { reports: ClientReport[] };
    expect(reports.map(({ kind }) => kind).sort()).toEqual(['error-boundary', 'remote-unavailable', 'window-error']);
    expect(reports.find(({ kind }) => kind === 'remote-unavailable')).toMatchObject({
      remote: 'statement',
      remoteVersion: '1.4.0',
      missing: 'shared-kernel ^2.1.0',
      release: 'r2',
    });
  });
});
