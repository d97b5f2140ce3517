import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURE_FLAG_DEFAULTS } from 'shared-kernel';
import { fail, ok, type RecordedRequest, renderInApp, type Reply, startFakeBank } from 'shared-kernel/testing';
import RequestSettingPage from './request-setting-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const flagsOn = (patch: Record<string, boolean>) => ok({ ...FEATURE_FLAG_DEFAULTS, ...patch });

async function open(flow: string, answer: (request: RecordedRequest) => Reply | undefined) {
  bank = await startFakeBank(answer);
  sessionStorage.setItem('flow', flow);
  renderInApp(<RequestSettingPage />, { path: '/request-setting' });
}

afterEach(async () => {
  await bank?.close();
  bank = null;
});

describe('/request-setting', () => {
  it('offers the bank app when enableSettingKma is on and the customer has it', async () => {
    await open('unbinding', (request) =>
      request.path === '/feature-flags' ? flagsOn({ enableSettingKma: true }) : ok({ isHaveKMA: true, maskedMobileNumber: 'XXX-XXX-4501' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' }));
    expect(location()).toHaveTextContent('/redirect-kma');
    expect(sessionStorage.getItem('isHaveKMA')).toBe('true');
  });

  it("sends 'no bank app' to phone entry for the service OTP", async () => {
    await open('manage-consent', (request) =>
      request.path === '/feature-flags' ? flagsOn({ enableSettingKma: true }) : ok({ isHaveKMA: true }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'ไม่มีแอปพลิเคชันของธนาคาร' }));
    expect(location()).toHaveTextContent('/receive-otp');
  });

  it('offers only OTP when enableSettingKma is off', async () => {
    await open('confirm-account', (request) =>
      request.path === '/feature-flags' ? flagsOn({ enableRegistrationKma: true }) : ok({ isHaveKMA: true }),
    );
    expect(await screen.findByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' })).not.toBeInTheDocument();
  });

  it('offers only OTP to a customer without the bank app', async () => {
    await open('select-statement', (request) =>
      request.path === '/feature-flags' ? flagsOn({ enableSettingKma: true }) : ok({ isHaveKMA: false }),
    );
    expect(await screen.findByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' })).not.toBeInTheDocument();
  });

  it('in registration follows enableRegistrationKma and the customer check, and goes straight to /otp', async () => {
    sessionStorage.setItem('isHaveKMA', 'true');
    await open('register', (request) => (request.path === '/feature-flags' ? flagsOn({ enableRegistrationKma: true }) : undefined));
    expect(await screen.findByRole('button', { name: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ไม่มีแอปพลิเคชันของธนาคาร' }));
    expect(location()).toHaveTextContent('/otp');
    expect(bank?.requests.map((r) => r.path)).toEqual(['/feature-flags']);
  });

  it('sends a suspended customer to the verification error page after the popup', async () => {
    await open('unbinding', (request) => (request.path === '/feature-flags' ? flagsOn({}) : fail('LKS0604')));
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(location()).toHaveTextContent('/auth-common-verification-error'));
  });
});
