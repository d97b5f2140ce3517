import { waitFor } from '@testing-library/react';
import { PATHS, startJourney } from 'shared-kernel';
import { pageNamesRemoteRoutes } from '../app/remote-routes-test-page';
import { fetchNextScreens } from './next-screens';

// The Module Federation runtime is the network boundary here: it is replaced, the choice of what to fetch is not.
const loadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
}));

/** A remote's page table whose loaders record which pages were fetched. */
function pageTable(paths: string[], fetched: string[]) {
  return { pages: Object.fromEntries(paths.map((path) => [path, () => Promise.resolve(fetched.push(path))])) };
}

beforeEach(() => {
  loadRemote.mockReset();
  // The page names each remote's routes, as the host's server writes them.
  pageNamesRemoteRoutes({
    routes: {
      [PATHS.register]: 'registration',
      [PATHS.termsAndConditions]: 'registration',
      [PATHS.setting]: 'settings',
      [PATHS.requestStatement]: 'statement',
      [PATHS.selectStatement]: 'statement',
    },
    unread: [],
  });
});
afterEach(() => document.getElementById('remote-routes')?.remove());

describe('the next screens fetched once a screen is idle', () => {
  it('are every other page of the remote on show, those after it in its table first', async () => {
    const fetched: string[] = [];
    loadRemote.mockResolvedValue(pageTable([PATHS.register, PATHS.termsAndConditions, PATHS.info, PATHS.accountInfo], fetched));
    await fetchNextScreens(PATHS.termsAndConditions);
    expect(loadRemote.mock.calls).toEqual([['registration/pages']]);
    expect(fetched).toEqual([PATHS.info, PATHS.accountInfo, PATHS.register]);
  });

  it("ask for the remote's next page alone, and for the one after only once it has arrived", async () => {
    const asked: string[] = [];
    const arrive = new Map<string, () => void>();
    const pages = Object.fromEntries(
      [PATHS.register, PATHS.termsAndConditions, PATHS.info].map((path) => [
        path,
        () =>
          new Promise<void>((resolve) => {
            asked.push(path);
            arrive.set(path, resolve);
          }),
      ]),
    );
    loadRemote.mockResolvedValue({ pages });
    const fetching = fetchNextScreens(PATHS.register);
    await waitFor(() => expect(asked).toEqual([PATHS.termsAndConditions]));
    arrive.get(PATHS.termsAndConditions)?.();
    await waitFor(() => expect(asked).toEqual([PATHS.termsAndConditions, PATHS.info]));
    arrive.get(PATHS.info)?.();
    await fetching;
    expect(asked).toEqual([PATHS.termsAndConditions, PATHS.info]);
  });

  it('on a verification screen, are the pages of the remote the verified journey goes on to', async () => {
    startJourney('select-statement');
    const fetched: string[] = [];
    loadRemote.mockResolvedValue(pageTable([PATHS.requestStatement, PATHS.selectStatement], fetched));
    await fetchNextScreens(PATHS.otp);
    expect(loadRemote.mock.calls).toEqual([['statement/pages']]);
    expect(fetched).toEqual([PATHS.requestStatement, PATHS.selectStatement]);
  });

  it('on a host screen with no journey under way, load no remote', async () => {
    await fetchNextScreens(PATHS.generalError);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('leave a remote that cannot load to the route that needs it', async () => {
    loadRemote.mockResolvedValue({ remoteUnavailable: true, id: 'settings/pages' });
    await expect(fetchNextScreens(PATHS.setting)).resolves.toBeDefined();
    expect(loadRemote.mock.calls).toEqual([['settings/pages']]);
  });
});
