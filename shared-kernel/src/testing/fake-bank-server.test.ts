import { fetchFeatureFlags, fetchTerms } from '../core/api/calls/app-start';
import { ok, startFakeBank, takeUnhandledRequests } from './fake-bank-server';

// The shared jest setup fails a test on any call its fake bank was not told about; this pins the
// part it relies on, so the guard cannot quietly stop reporting.
describe('the fake bank', () => {
  it('reports a call no handler answered, and the page sees a failed call', async () => {
    const bank = await startFakeBank((request) => (request.path === '/feature-flags' ? ok({}) : undefined));
    try {
      await expect(fetchFeatureFlags()).resolves.toEqual(expect.objectContaining({ enableRegistrationKma: false }));
      await expect(fetchTerms()).rejects.toMatchObject({ code: 'UNHANDLED' });
      expect(takeUnhandledRequests()).toEqual(['GET /term-and-conditions']);
      expect(takeUnhandledRequests()).toEqual([]);
    } finally {
      await bank.close();
    }
  });

  it('is waited for when it answers slowly, as on a loaded test machine, instead of being called unreachable', async () => {
    const bank = await startFakeBank(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return ok({});
    });
    try {
      await expect(fetchFeatureFlags()).resolves.toBeDefined();
    } finally {
      await bank.close();
    }
  });
});
