import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, serverError } from '../api/normalised-error';
import { setRuntimeConfig } from '../config/runtime-config';
import { showAlert } from '../state/popups';
import { renderInApp } from '../../testing/render-in-app';
import { testRuntimeConfig } from '../../testing/fake-bank-server';
import { useErrorHandler, type ErrorContext } from './use-error-handler';

const bankError = (code: string, metadata?: Record<string, string>) =>
  new ApiError(serverError({ code, message: `m ${code}`, metadata }, 400));

let handle: ReturnType<typeof useErrorHandler> | null = null;
function Probe() {
  handle = useErrorHandler();
  return null;
}

async function fail(error: unknown, context?: ErrorContext) {
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = handle!(error, context);
  });
  return done;
}

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig('http://bank.invalid'));
  renderInApp(<Probe />, { path: '/otp' });
});

describe('useErrorHandler', () => {
  it('shows the Thai popup for a wrong OTP and stays on the page after OK', async () => {
    const done = fail(bankError('LKS0205'));
    expect(await screen.findByRole('alertdialog', { name: 'รหัส OTP ไม่ถูกต้อง' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await done;
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/otp');
  });

  it('[family:faults] still shows the popup when the tag manager throws', async () => {
    const w = window as Window & { dataLayer?: unknown };
    w.dataLayer = Object.assign([], {
      push() {
        throw new Error('tag manager broke');
      },
    });
    try {
      const done = fail(bankError('LKS0205'));
      expect(await screen.findByRole('alertdialog', { name: 'รหัส OTP ไม่ถูกต้อง' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
      await done;
      expect(location()).toHaveTextContent('/otp');
    } finally {
      delete w.dataLayer;
      localStorage.clear();
    }
  });

  it('sends a suspended customer straight to /suspend-register without a popup', async () => {
    await fail(bankError('LKS0407'));
    expect(location()).toHaveTextContent('/suspend-register');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('locks with the cooldown from metadata.cooldownFinishedAt and the return route', async () => {
    const inTenMinutes = new Date(Date.now() + 600_000).toISOString();
    const done = fail(bankError('LKS0603', { cooldownFinishedAt: inTenMinutes }), { verifyBy: 'request-setting' });
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    await done;
    expect(location()).toHaveTextContent('/locked-register');
    const state = JSON.parse(location().getAttribute('data-state') ?? 'null') as { seconds: number; verifyBy: string };
    expect(state.verifyBy).toBe('request-setting');
    expect(state.seconds).toBeGreaterThan(590);
    expect(state.seconds).toBeLessThanOrEqual(600);
  });

  it('asks before switching to OTP when the bank app is not registered, and runs the page action on confirm', async () => {
    const offerOtp = jest.fn();
    const done = fail(bankError('LKS0302'), { actions: { offerOtp } });
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }));
    await done;
    expect(offerOtp).toHaveBeenCalledTimes(1);
  });

  it('does nothing more when the customer cancels that question', async () => {
    const offerOtp = jest.fn();
    const done = fail(bankError('LKS0302'), { actions: { offerOtp } });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await done;
    expect(offerOtp).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent('/otp');
  });

  it('shows the generic popup for an unmapped code that has a message', async () => {
    const done = fail(bankError('LKS9999'));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await done;
  });

  it('goes to /general-error for a code with no message', async () => {
    await fail(new ApiError({ ...serverError({ code: 'LKS9999' }), message: '' }));
    await waitFor(() => expect(location()).toHaveTextContent('/general-error'));
  });

  it('tells the customer about a lost connection in the words of the copy deck', async () => {
    const done = fail(new ApiError({ ...serverError({}), code: 'NETWORK_ERROR' }));
    expect(await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาดในการเชื่อมต่อ กรุณาตรวจสอบอินเทอร์เน็ตของคุณ' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await done;
  });

  it('reports the failure with its code and flow, and keeps the report while offline', async () => {
    sessionStorage.setItem('flow', 'select-statement');
    localStorage.removeItem('offlineEvents');
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const done = fail(new ApiError({ ...serverError({}), code: 'NETWORK_ERROR' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    await done;
    online.mockRestore();
    expect(JSON.parse(localStorage.getItem('offlineEvents') ?? '[]')).toEqual([
      { event: 'api_error', code: 'NETWORK_ERROR', flow: 'Request Statement', eventTime: expect.any(Number) },
    ]);
  });

  it('sends a customer whose verification expired back to verify: settings flows through /request-setting', async () => {
    sessionStorage.setItem('flow', 'unbinding');
    const done = fail(new ApiError({ ...serverError({}), code: 'VERIFICATION_EXPIRED', message: 'expired' }));
    expect(await screen.findByRole('alertdialog', { name: 'การยืนยันตัวตนหมดเวลา' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await done;
    expect(location()).toHaveTextContent('/request-setting');
  });

  it('sends a registering customer whose verification expired back to /info', async () => {
    sessionStorage.setItem('flow', 'register');
    const done = fail(new ApiError({ ...serverError({}), code: 'VERIFICATION_EXPIRED', message: 'expired' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    await done;
    expect(location()).toHaveTextContent('/info');
  });

  it("[family:faults] a refusal covered by the phone's connection popup before it was read does not take its step on that popup's OK", async () => {
    // The bank's 'suspended' leads to its error page after OK; the phone's signal drops as it
    // arrives, and its popup covers the refusal's before the customer has read it.
    const done = fail(bankError('LKS0604'));
    expect(await screen.findByRole('alertdialog', { name: 'ยืนยันตัวตนไม่สำเร็จ' })).toBeVisible();
    act(() => void showAlert({ title: 'เกิดข้อผิดพลาดในการเชื่อมต่อ', icon: 'alert' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    await done;
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/otp$/);
  });
});
