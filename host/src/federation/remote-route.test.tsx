import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from 'shared-kernel/testing';
import { RemoteRoute } from './remote-route';
import { warmCurrentRoute } from './warm-current-route';

// The Module Federation runtime is the network boundary here: it is replaced, RemoteRoute is not.
const loadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

function LandingStub() {
  return <h1>หน้าจากรีโมต</h1>;
}
const pagesModule = { pages: { '/register': () => Promise.resolve({ default: LandingStub }) } };

beforeEach(() => {
  loadRemote.mockReset();
  // The route reports failures on the console on purpose; keep the test output readable.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a route drawn by a remote', () => {
  it('shows the remote’s page', async () => {
    loadRemote.mockResolvedValue(pagesModule);
    renderInApp(<RemoteRoute remote="registration" path="/register" />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
    expect(loadRemote).toHaveBeenCalledWith('registration/pages');
  });

  it('draws the page warmed at start-up at once, without a loading step that would hold its first bank call back', async () => {
    loadRemote.mockResolvedValue({ pages: { '/verify': () => Promise.resolve({ default: LandingStub }) } });
    await warmCurrentRoute('/verify');
    renderInApp(<RemoteRoute remote="registration" path="/verify" />, { path: '/verify' });
    expect(screen.getByRole('heading', { name: 'หน้าจากรีโมต' })).toBeVisible();
    expect(screen.queryByRole('status', { name: /กำลังโหลด/ })).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
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

  it('contains a remote page that throws while drawing', async () => {
    function Broken(): never {
      throw new Error('remote bug');
    }
    loadRemote.mockResolvedValue({ pages: { '/register': () => Promise.resolve({ default: Broken }) } });
    renderInApp(<RemoteRoute remote="registration" path="/register" />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toBeVisible();
  });
});
