import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { FEATURE_FLAG_DEFAULTS, featureFlagsAtom, settingAtom } from 'shared-kernel';
import { fail, ok, renderInApp, startFakeBank } from 'shared-kernel/testing';
import SettingMenuPage from './setting-menu-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank;
let preSetting: () => ReturnType<typeof ok> = () => ok({ isFillConsentAllowed: true });

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
/** A menu item once it can be used: the items are drawn before the bank's check answers. */
async function menuItem(name: string): Promise<HTMLElement> {
  const item = await screen.findByRole('button', { name });
  await waitFor(() => expect(item).toBeEnabled());
  return item;
}

beforeEach(async () => {
  preSetting = () => ok({ isFillConsentAllowed: true });
  getDefaultStore().set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, enableSettingConsentManagement: true });
  bank = await startFakeBank((request) => (request.path === '/settings/check-pre-setting' ? preSetting() : undefined));
});
afterEach(() => bank.close());

describe('/setting', () => {
  it('draws the items at once but inert, and enables all four once the pre-setting check has answered, on the access token', async () => {
    sessionStorage.setItem('accessToken', 'at-1');
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    expect(screen.getByRole('heading', { name: 'ตั้งค่า' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'ตั้งค่า' });
    expect(menu).toHaveAttribute('aria-busy', 'true');
    // Before the bank's answer: no personal-data item (it needs the answer), nothing can be opened.
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => [item.textContent, (item as HTMLButtonElement).disabled]),
    ).toEqual([
      ['จัดการผลิตภัณฑ์และบัญชี', true],
      ['จัดการความสนใจ', true],
      ['ยกเลิกบริการ', true],
    ]);
    await waitFor(() => expect(menu).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['จัดการผลิตภัณฑ์และบัญชี', 'จัดการข้อมูลส่วนบุคคล', 'จัดการความสนใจ', 'ยกเลิกบริการ']);
    expect(bank.requests).toHaveLength(1);
    expect(bank.requests[0]?.headers.authorization).toBe('Bearer at-1');
    expect(getDefaultStore().get(settingAtom)).toMatchObject({ isFillConsentAllowed: true, isLoadingSuccess: true });
    expect(screen.queryByText('กำลังโหลด')).not.toBeInTheDocument();
  });

  it('hides personal data when enableSettingConsentManagement is off', async () => {
    getDefaultStore().set(featureFlagsAtom, FEATURE_FLAG_DEFAULTS);
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    expect(await menuItem('ยกเลิกบริการ')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' })).not.toBeInTheDocument();
  });

  it('hides personal data when the bank says consent filling is not allowed', async () => {
    preSetting = () => ok({ isFillConsentAllowed: false });
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    expect(await menuItem('ยกเลิกบริการ')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'จัดการข้อมูลส่วนบุคคล' })).not.toBeInTheDocument();
    expect(getDefaultStore().get(settingAtom).isFillConsentAllowed).toBe(false);
  });

  it('ends any earlier verified journey, so a protected item is verified afresh', async () => {
    sessionStorage.setItem('verifyToken', 'vt-from-an-earlier-flow');
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(await menuItem('ยกเลิกบริการ')).toBeVisible();
  });

  it('cancel service sets its flow and asks how to verify (/request-setting)', async () => {
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    await userEvent.click(await menuItem('ยกเลิกบริการ'));
    expect(location()).toHaveTextContent('/request-setting');
    expect(sessionStorage.getItem('flow')).toBe('unbinding');
  });

  it.each([
    ['จัดการผลิตภัณฑ์และบัญชี', 'confirm-account'],
    ['จัดการข้อมูลส่วนบุคคล', 'manage-consent'],
  ])('%s sets the flow %s', async (label, flow) => {
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    await userEvent.click(await menuItem(label));
    expect(sessionStorage.getItem('flow')).toBe(flow);
    expect(location()).toHaveTextContent('/request-setting');
  });

  it('opens interests straight away, without verification or a flow', async () => {
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    await userEvent.click(await menuItem('จัดการความสนใจ'));
    expect(location()).toHaveTextContent('/setting-survey');
    expect(sessionStorage.getItem('flow')).toBeNull();
  });

  it('sends a customer who is not registered (LKS1002) to /register', async () => {
    preSetting = () => fail('LKS1002');
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    await waitFor(() => expect(location()).toHaveTextContent('/register'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('after a failed check says so once, in its popup, and leaves ลองใหม่ on the page to ask the bank again', async () => {
    let calls = 0;
    preSetting = () => (++calls === 1 ? fail('LKS0402') : ok({ isFillConsentAllowed: true }));
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่พบข้อมูลลูกค้า' });
    // One failure, one message: nothing on the page behind repeats what the popup says.
    expect(screen.queryByText('ไม่สามารถโหลดเมนูตั้งค่าได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(popup).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ตั้งค่า' })).toBeVisible();
    expect(screen.queryByText('กำลังโหลด')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await menuItem('จัดการผลิตภัณฑ์และบัญชี')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/setting');
  });
});

describe('/setting in English', () => {
  it('changes to English with its switch, every item and the heading, and remembers it on the device', async () => {
    sessionStorage.setItem('accessToken', 'at-1');
    renderInApp(<SettingMenuPage />, { path: '/setting' });
    await menuItem('จัดการความสนใจ');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Manage products and accounts', 'Manage personal data', 'Manage interests', 'Cancel the service']);
    await userEvent.click(await menuItem('Manage interests'));
    expect(location()).toHaveTextContent('/setting-survey');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
