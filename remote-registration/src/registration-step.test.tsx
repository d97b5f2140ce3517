import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { bankAccount, ok, renderInApp } from 'shared-kernel/testing';
import AccountInfoPage from './features/accounts/account-info-page';
import { givenVerifiedCustomer, startAccountsBank } from './features/accounts/accounts-test-bank';
import InfoPage from './features/info/info-page';
import SuccessPage from './features/success/success-page';

// The step a submitted registration stands at belongs to that registration only
// (docs/behaviour.md#registration-journey).
type Bank = Awaited<ReturnType<typeof startAccountsBank>>;
let bank: Bank;
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

/** The terms' Next, which takes the customer forward to /info. */
function TermsNext() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/info')}>
      ถัดไป
    </button>
  );
}

beforeEach(() => givenVerifiedCustomer('register'));
afterEach(() => bank.close());

describe('a registration after one finished in this window', () => {
  it('offers a registration begun after one finished in this window its own accounts, not the finished one’s /success', async () => {
    bank = await startAccountsBank([bankAccount('1000000011')], {
      '/registers/check-customer': () => ok({ isValidateCaptcha: false, isHaveKMA: false }),
      '/registers/otp/pre-register': () => ok({ registerRef: 'REG-2', hashedMobileNumber: 'HASH', mustConfirmRegisterForReplace: false }),
      '/registers/otp/request': () => ok({ otpRef: 'REF-2', expiredAt: '2026-11-22T10:05:00+07:00' }),
    });
    renderInApp(<SuccessPage />, { path: '/success' }).unmount();

    // A new registration comes forward from the terms (/info brought back by the phone's history
    // would send the registered customer to the settings menu instead).
    const again = renderInApp(<TermsNext />, { path: '/terms-and-conditions', otherPages: { '/info': <InfoPage /> } });
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await userEvent.type(screen.getByLabelText('เลขบัตรประชาชน'), '1101700001016');
    await userEvent.type(screen.getByLabelText('เบอร์โทรศัพท์มือถือ'), '0812345601');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    again.unmount();
    // The host's /otp earns the new registration its verify token.
    sessionStorage.setItem('verifyToken', 'VT-2');

    renderInApp(<AccountInfoPage />, { path: '/account-info' });
    expect(await screen.findByRole('listitem', { name: 'บัญชีออมทรัพย์ 100-0-00001-1' })).toBeVisible();
    expect(location()).toHaveTextContent(/^\/account-info$/);
  });
});
