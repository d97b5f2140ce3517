import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endJourney, PATHS, setRuntimeConfig, startJourney } from 'shared-kernel';
import { type BuildInfo, guardPages } from 'shared-kernel/compatibility';
import { holdTheClock, renderInApp, runPendingMicrotasks, testRuntimeConfig, timePasses } from 'shared-kernel/testing';
import { pageNamesRemoteRoutes } from '../app/remote-routes-test-page';
import { RemoteRoute, UnreadRemoteRoute } from './remote-route';
import { warmCurrentRoute } from './warm-current-route';

// The Module Federation runtime is the network boundary here: it is replaced, RemoteRoute is not.
const loadRemote = jest.fn<Promise<unknown>, [string]>();
const registerRemotes = jest.fn<void, [unknown[], { force?: boolean }?]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (remotes: unknown[], options?: { force?: boolean }) => registerRemotes(remotes, options),
}));

function LandingStub() {
  return <h1>หน้าจากรีโมต</h1>;
}
const pagesModule = { pages: { '/register': () => Promise.resolve({ default: LandingStub }) } };

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  setRuntimeConfig(testRuntimeConfig('http://localhost:1'));
  delete (window as { dataLayer?: unknown[] }).dataLayer;
  // The route reports failures on the console on purpose; keep the test output readable.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById('remote-routes')?.remove();
});

describe('a route drawn by a remote', () => {
  it('shows the remote’s page', async () => {
    loadRemote.mockResolvedValue(pagesModule);
    renderInApp(<RemoteRoute remote="registration" path="/register" />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
    expect(loadRemote).toHaveBeenCalledWith('registration/pages');
  });

  it('draws the page warmed at start-up at once, without a loading step that would hold its first bank call back', async () => {
    loadRemote.mockResolvedValue({ pages: { '/verify': () => Promise.resolve({ default: LandingStub }) } });
    pageNamesRemoteRoutes({ routes: { '/verify': 'registration' }, unread: [] });
    await warmCurrentRoute('/verify');
    renderInApp(<RemoteRoute remote="registration" path="/verify" />, { path: '/verify' });
    expect(screen.getByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
    expect(screen.queryByRole('status', { name: /กำลังโหลด/ })).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('on the bank app’s return, draws the accounts screen the approval goes on to at once, its code fetched while the app started', async () => {
    startJourney('register');
    loadRemote.mockResolvedValue({ pages: { [PATHS.confirmAccount]: () => Promise.resolve({ default: LandingStub }) } });
    pageNamesRemoteRoutes({ routes: { [PATHS.confirmAccount]: 'registration' }, unread: [] });
    await warmCurrentRoute(PATHS.authKmaVerification);
    renderInApp(<RemoteRoute remote="registration" path={PATHS.confirmAccount} />, { path: PATHS.confirmAccount });
    expect(screen.getByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
    expect(screen.queryByRole('status', { name: /กำลังโหลด/ })).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    endJourney();
  });

  it('shows the Thai unavailable page when the remote cannot load, and ลองใหม่ loads it afresh', async () => {
    loadRemote.mockResolvedValueOnce({ remoteUnavailable: true, id: 'registration/pages' });
    renderInApp(<RemoteRoute remote="registration" path="/register" />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();

    loadRemote.mockResolvedValueOnce(pagesModule);
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable page when the remote has not arrived after 120 s (docs/behaviour.md, limits and timings)', async () => {
    holdTheClock();
    loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    renderInApp(<RemoteRoute remote="registration" path="/register" />, { path: '/register' });
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('registration/pages'));
    timePasses(119_999);
    // What a timer set off reaches the screen a few promise turns later: those turns pass first.
    await act(runPendingMicrotasks);
    expect(screen.queryByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).not.toBeInTheDocument();
    timePasses(1);
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  });

  it('ลองใหม่ after a chunk lost in a deploy fetches a fresh remote entry in place of the container on the page', async () => {
    const chunkLost = Object.assign(new Error('Loading chunk 72 failed.'), { name: 'ChunkLoadError' });
    loadRemote.mockResolvedValueOnce({ pages: { '/register': () => Promise.reject(chunkLost) } });
    renderInApp(<RemoteRoute remote="registration" path="/register" />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
    expect(registerRemotes).not.toHaveBeenCalled();

    loadRemote.mockResolvedValueOnce(pagesModule);
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    const [[remotes, options] = [[]]] = registerRemotes.mock.calls;
    expect(options).toEqual({ force: true });
    expect(remotes).toEqual([
      {
        name: 'remote_registration',
        alias: 'registration',
        entry: expect.stringMatching(/^http:\/\/localhost:1\/remoteEntry\.js\?fresh=\w+$/) as unknown,
      },
    ]);
    // A lost chunk is a rollout, not skew: no skew event.
    expect(remoteUnavailableEvents()).toEqual([]);
  });

  it('contains a remote page that throws while drawing', async () => {
    function Broken(): never {
      throw new Error('remote bug');
    }
    loadRemote.mockResolvedValue({ pages: { '/register': () => Promise.resolve({ default: Broken }) } });
    renderInApp(<RemoteRoute remote="registration" path="/register" />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  });
});

describe('a path of no route the page knows, while some remotes’ routes could not be read', () => {
  const unread = ['registration', 'settings'] as const;

  it('is drawn by the first unread remote whose pages have it', async () => {
    loadRemote.mockImplementation((id) =>
      Promise.resolve(
        id === 'settings/pages' ? { pages: { '/new-screen/:id': () => Promise.resolve({ default: LandingStub }) } } : pagesModule,
      ),
    );
    renderInApp(<UnreadRemoteRoute remotes={unread} pathname="/new-screen/7" />, { path: '/new-screen/7' });
    expect(await screen.findByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
  });

  it('is blank when every one of them answers without it', async () => {
    loadRemote.mockResolvedValue(pagesModule);
    renderInApp(<UnreadRemoteRoute remotes={unread} pathname="/nothing" />, { path: '/nothing' });
    await waitFor(() => expect(screen.queryByText(/กำลังโหลด/)).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['registration/pages', 'settings/pages']);
  });

  it('shows the unavailable page while one of them is down, and ลองใหม่ finds the page once it is back, without reload', async () => {
    loadRemote.mockImplementation((id) => Promise.resolve(id === 'registration/pages' ? { remoteUnavailable: true, id } : { pages: {} }));
    renderInApp(<UnreadRemoteRoute remotes={unread} pathname="/register" />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();

    loadRemote.mockImplementation((id) => Promise.resolve(id === 'registration/pages' ? pagesModule : { pages: {} }));
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
  });
});

// What the tag manager would receive (the kernel's analytics data layer).
const remoteUnavailableEvents = () =>
  ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'remote_unavailable');

/** A remote of today built against `required`, importing `imports` from the kernel. */
const remoteBuild = (imports: string[], required = '^1.0.0'): BuildInfo => ({
  package: 'remote-x',
  version: '0.1.0',
  commit: 'abcdef0123456789',
  builtAt: '2026-11-24T00:00:00.000Z',
  kernel: { version: required.slice(1), required, imports },
  federation: '2.9.2',
});
/** The kernel a host serves: these names, under this version. */
const servedKernel = (version: string, names: string[]) =>
  Object.fromEntries([['KERNEL_VERSION', version], ...names.map((name) => [name, () => undefined])]);

describe('a remote the page cannot run shows the unavailable page and says why, once', () => {
  it('a statement remote needing a kernel call the host lacks (was: checking the account forever, `setFlow is not a function`)', async () => {
    const page = jest.fn(() => Promise.resolve({ default: LandingStub }));
    loadRemote.mockResolvedValue({
      pages: guardPages('statement', remoteBuild(['PATHS', 'setFlow']), { '/request-statement': page }, servedKernel('1.0.0', ['PATHS'])),
    });
    renderInApp(<RemoteRoute remote="statement" path="/request-statement" />, { path: '/request-statement' });
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
    expect(screen.queryByText('กำลังตรวจสอบข้อมูลบัญชีของคุณ')).not.toBeInTheDocument();
    expect(screen.getByText('คุณสามารถปิดแท็บนี้เพื่อกลับไปยังแชทได้เลย')).toBeVisible();
    expect(page).not.toHaveBeenCalled();
    expect(remoteUnavailableEvents()).toEqual([
      {
        event: 'remote_unavailable',
        remote: 'statement',
        remoteVersion: '0.1.0+abcdef0',
        hostVersion: expect.stringMatching(/^0\.1\.0\+/) as unknown,
        kernelVersion: '1.0.0 served, ^1.0.0 required',
        missing: 'setFlow',
      },
    ]);
    // React logs the caught error itself; the app's own line is one.
    const ours = jest.mocked(console.error).mock.calls.filter(([first]) => first === '[federation] remote_unavailable');
    expect(ours).toEqual([['[federation] remote_unavailable', expect.objectContaining({ remote: 'statement', missing: 'setFlow' })]]);
  });

  it('a settings remote needing a newer kernel than the host serves (was: a silent popup, nothing on the console)', async () => {
    loadRemote.mockResolvedValue({
      pages: guardPages(
        'settings',
        remoteBuild(['PATHS'], '^1.1.0'),
        { '/setting': () => Promise.resolve({ default: LandingStub }) },
        servedKernel('1.0.0', ['PATHS']),
      ),
    });
    renderInApp(<RemoteRoute remote="settings" path="/setting" />, { path: '/setting' });
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remoteUnavailableEvents()).toEqual([
      expect.objectContaining({ remote: 'settings', kernelVersion: '1.0.0 served, ^1.1.0 required', missing: 'shared-kernel ^1.1.0' }),
    ]);
  });

  it('a remote without the check calling a kernel function the host lacks while drawing (was: `formatIdCard is not a function`)', async () => {
    function InfoPage(): never {
      throw new TypeError('(0 , shared_kernel__WEBPACK_IMPORTED_MODULE_0__.formatIdCard) is not a function');
    }
    loadRemote.mockResolvedValue({ pages: { '/info': () => Promise.resolve({ default: InfoPage }) } });
    renderInApp(<RemoteRoute remote="registration" path="/info" />, { path: '/info' });
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
    const events = remoteUnavailableEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual(
      expect.objectContaining({
        remote: 'registration',
        remoteVersion: 'unknown',
        missing: expect.stringContaining('formatIdCard') as unknown,
      }),
    );
  });

  it.each(['Failed to load script resource', '[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001'])(
    'a remote that is only down is not skew: no event (%s)',
    async (reason) => {
      loadRemote.mockResolvedValue({ remoteUnavailable: true, id: 'registration/pages', reason });
      renderInApp(<RemoteRoute remote="registration" path="/register" />, { path: '/register' });
      expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
      expect(remoteUnavailableEvents()).toEqual([]);
    },
  );
});
