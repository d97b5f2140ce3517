import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderInApp } from 'shared-kernel/testing';
import { givenVerifiedCustomer, startAccountsBank } from './features/accounts/accounts-test-bank';
import InfoPage from './features/info/info-page';
import SuccessPage from './features/success/success-page';

// The host's kernel serves the remote its storage keys; the host in production has a kernel from
// before the window's registration step and sent code were kept (docs/compatibility-suite.md).
jest.mock('shared-kernel', () => {
  const kernel = jest.requireActual<typeof import('shared-kernel')>('shared-kernel');
  const { registrationOtp: _otp, registrationStep: _step, ...older } = kernel.SESSION_KEYS;
  return { ...kernel, SESSION_KEYS: older };
});

type Bank = Awaited<ReturnType<typeof startAccountsBank>>;
let bank: Bank;
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

beforeEach(() => givenVerifiedCustomer('register'));
afterEach(() => bank.close());

describe('today’s registration remote on a host whose kernel has no key for the step or the sent code', () => {
  it('keeps neither a finished registration’s step nor a sent code under a key that kernel can neither clear for another LINE user nor tell apart', async () => {
    bank = await startAccountsBank([], {
      '/registers/check-customer': () => ok({ isValidateCaptcha: false, isHaveKMA: false }),
      '/registers/otp/pre-register': () => ok({ registerRef: 'REG-2', hashedMobileNumber: 'HASH', mustConfirmRegisterForReplace: false }),
      '/registers/otp/request': () => ok({ otpRef: 'REF-2', expiredAt: '2026-11-22T10:05:00+07:00' }),
    });
    renderInApp(<SuccessPage />, { path: '/success' }).unmount();
    expect(Object.keys(sessionStorage)).not.toContain('undefined');

    renderInApp(<InfoPage />, { path: '/info' });
    await userEvent.type(screen.getByLabelText('เลขบัตรประชาชน'), '1101700001016');
    await userEvent.type(screen.getByLabelText('เบอร์โทรศัพท์มือถือ'), '0812345601');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect(Object.keys(sessionStorage)).not.toContain('undefined');
  });
});
