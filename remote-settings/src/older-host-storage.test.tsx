import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, renderInApp, startFakeBank } from 'shared-kernel/testing';
import UnbindingPage from './features/unbinding/unbinding-page';

// The host's kernel serves the remote its storage keys; the host in production has a kernel from
// before a cancel sent was marked in the window (docs/compatibility-suite.md).
jest.mock('shared-kernel', () => {
  const kernel = jest.requireActual<typeof import('shared-kernel')>('shared-kernel');
  const { unbindingSent: _sent, ...older } = kernel.SESSION_KEYS;
  return { ...kernel, SESSION_KEYS: older };
});

describe('today’s settings remote on a host whose kernel has no key for a cancel sent', () => {
  it('marks nothing under a key that kernel cannot clear for another LINE user, and answers a second confirm as that release did', async () => {
    const bank = await startFakeBank((request) => (request.path === '/un-registers' ? fail('LKS9999') : undefined));
    sessionStorage.setItem('accessToken', 'at-1');
    sessionStorage.setItem('verifyToken', 'vt-unbinding');
    sessionStorage.setItem('flow', 'unbinding');
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    for (const _ of [1, 2]) {
      await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
      await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    }
    expect(Object.keys(sessionStorage)).not.toContain('undefined');
    expect(bank.requests.map((request) => request.path)).toEqual(['/un-registers', '/un-registers']);
    await bank.close();
  });
});
