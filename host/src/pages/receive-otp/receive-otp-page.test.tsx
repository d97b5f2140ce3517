import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { registrationAtom, switchLanguage } from 'shared-kernel';
import { aMomentLater, fail, holdAnswer, ok, renderInApp, startFakeBank } from 'shared-kernel/testing';
import ReceiveOtpPage from './receive-otp-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const mobile = () => screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' });
const next = () => screen.getByRole('button', { name: 'ถัดไป' });

beforeEach(() => {
  sessionStorage.setItem('flow', 'confirm-account');
});
afterEach(async () => {
  await bank?.close();
  bank = null;
});

describe('/receive-otp', () => {
  it('checks the number with the bank, sends the OTP and opens /otp', async () => {
    // As the bank writes it (docs/api/openapi.yaml, ThaiDateTime): Bangkok time to the second.
    const expiredAt = `${new Date(Date.now() + 300_000 + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
    bank = await startFakeBank((request) =>
      request.path === '/verification/otp/request' ? ok({ otpRef: 'AB12CD', expiredAt }) : ok({ isAvailable: true }),
    );
    renderInApp(<ReceiveOtpPage />, { path: '/receive-otp' });
    expect(next()).toBeDisabled();
    await userEvent.type(mobile(), '0891234501');
    expect(mobile()).toHaveValue('089-123-4501');
    await userEvent.click(next());
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect(bank.requests.map((r) => [r.path, r.body])).toEqual([
      ['/verification/verify-customer', { mobileNumber: '0891234501' }],
      ['/verification/otp/check-generate-available', {}],
      ['/verification/otp/request', {}],
    ]);
    expect(bank.requests[2]?.headers['x-purpose']).toBe('ACCOUNT_MANAGEMENT');
    expect(getDefaultStore().get(registrationAtom)).toMatchObject({
      mobileNumber: '0891234501',
      otpRef: 'AB12CD',
    });
  });

  it.each(['+66 89 123 4501', '66891234501', '+66 (0) 89-123-4501'])(
    'takes a pasted number in its international form %p as the Thai one',
    async (pasted) => {
      bank = await startFakeBank(() => ok({}));
      renderInApp(<ReceiveOtpPage />, { path: '/receive-otp' });
      await userEvent.click(mobile());
      await userEvent.paste(pasted);
      expect(mobile()).toHaveValue('089-123-4501');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(next()).toBeEnabled();
    },
  );

  it('Enter in the mobile field goes on as Next does, once: a second Enter while the bank checks the number sends nothing more', async () => {
    const check = holdAnswer(() => ok({}));
    bank = await startFakeBank((request) => {
      if (request.path === '/verification/verify-customer') return check.reply();
      if (request.path === '/verification/otp/request') return ok({ otpRef: 'AB12CD', expiredAt: '2026-11-22T10:05:00+07:00' });
      return ok({ isAvailable: true });
    });
    renderInApp(<ReceiveOtpPage />, { path: '/receive-otp' });
    await userEvent.type(mobile(), '089123450{Enter}');
    await aMomentLater();
    // Nine digits are not a number: Enter shows why and sends nothing, as Next is disabled.
    expect(bank.requests).toHaveLength(0);
    await userEvent.type(mobile(), '1{Enter}{Enter}');
    await waitFor(() => expect(bank?.requests).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await check.release();
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect(bank.requests.map((r) => r.path)).toEqual([
      '/verification/verify-customer',
      '/verification/otp/check-generate-available',
      '/verification/otp/request',
    ]);
  });

  it('shows the copy-deck error once the field has been used', async () => {
    bank = await startFakeBank(() => ok({}));
    renderInApp(<ReceiveOtpPage />, { path: '/receive-otp' });
    expect(screen.queryByText('กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง')).not.toBeInTheDocument();
    await userEvent.type(mobile(), '0812');
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง')).toBeVisible();
  });

  it('stays on the page when the number is not the registered one (LKS0605)', async () => {
    bank = await startFakeBank(() => fail('LKS0605'));
    renderInApp(<ReceiveOtpPage />, { path: '/receive-otp' });
    await userEvent.type(mobile(), '0899999999');
    await userEvent.click(next());
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่พบข้อมูลลูกค้า' });
    await userEvent.click(within(popup).getByRole('button', { name: 'ตกลง' }));
    expect(location()).toHaveTextContent('/receive-otp');
    expect(bank.requests).toHaveLength(1);
  });
});

describe('/receive-otp in English', () => {
  beforeEach(() => switchLanguage('en'));

  it('asks for the mobile number, checks it and explains a refusal, all in English', async () => {
    bank = await startFakeBank(() => fail('LKS0605'));
    renderInApp(<ReceiveOtpPage />, { path: '/receive-otp' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify with OTP' })).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(field, '0812');
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    await userEvent.type(field, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Customer not found' });
    expect(within(popup).getByText('The mobile number does not match the one you registered. Please check it again.')).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(location()).toHaveTextContent('/receive-otp');
  });
});
