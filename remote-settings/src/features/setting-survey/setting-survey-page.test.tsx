import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { settingAtom } from 'shared-kernel';
import {
  fail,
  holdTheClock,
  LOADING_SAID_AFTER_MS,
  ok,
  leavePage,
  renderInApp,
  type Reply,
  startFakeBank,
  timePasses,
} from 'shared-kernel/testing';
import { switchLanguage } from 'shared-kernel/language';
import SettingSurveyPage from './setting-survey-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank;

const CHOICES = [
  { id: '1', name: 'บัญชีเงินฝากออมทรัพย์' },
  { id: '2', name: 'บัตรเครดิต' },
  { id: '3', name: 'สินเชื่อบ้าน' },
];
let choices: { id: string; name: string }[];
let submissionReply: () => Reply;
let saveReply: () => Reply;

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const finish = () => screen.getByRole('button', { name: 'เสร็จสิ้น' });
const choice = (name: string) => screen.findByRole('checkbox', { name });

beforeEach(async () => {
  choices = CHOICES;
  submissionReply = () => ok({ id: 'SUB-7', answers: ['1', '17'] });
  saveReply = () => ok({});
  bank = await startFakeBank((request) => {
    if (request.path === '/active/surveys') return ok({ uid: 'SVY-1', choices });
    if (request.path === '/active/survey-submissions') return submissionReply();
    if (request.method === 'PUT' && request.path === '/survey-submissions/SUB-7') return saveReply();
    return undefined;
  });
});
afterEach(() => bank.close());

describe('/setting-survey', () => {
  it('shows every choice with the saved answers ticked and keeps a retired answer apart', async () => {
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey' });
    expect(await choice('บัญชีเงินฝากออมทรัพย์')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'บัตรเครดิต' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'สินเชื่อบ้าน' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(getDefaultStore().get(settingAtom).oldSurvey).toEqual(['17']);
    expect(finish()).toBeEnabled();
  });

  it('asks for interests in the words registration asked in, in Thai and in English', async () => {
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey' });
    await choice('บัตรเครดิต');
    expect(screen.getByText('เลือกผลิตภัณฑ์หรือบริการที่คุณสนใจ (เลือกได้มากกว่า 1 ข้อ)')).toBeVisible();
    expect(screen.getByRole('list', { name: 'ผลิตภัณฑ์และบริการ' })).toBeVisible();
    await act(() => switchLanguage('en'));
    expect(await screen.findByText('Choose the products or services you are interested in (you can choose more than one).')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Products and services' })).toBeVisible();
  });

  it('enables เสร็จสิ้น only while at least one choice is ticked', async () => {
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey' });
    await userEvent.click(await choice('บัญชีเงินฝากออมทรัพย์'));
    expect(finish()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'สินเชื่อบ้าน' }));
    expect(finish()).toBeEnabled();
  });

  it('saves the picks with the retired answer, waits 1.5 s, then thanks the customer', async () => {
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey' });
    await userEvent.click(await choice('บัตรเครดิต'));
    const customer = holdTheClock();
    await customer.click(finish());
    await waitFor(() => expect(bank.requests.some((r) => r.method === 'PUT')).toBe(true));
    const savedAt = Date.now();
    expect(bank.requests.find((r) => r.method === 'PUT')?.body).toEqual({ answers: ['1', '2', '17'] });
    expect(location()).toHaveTextContent('/setting-survey');
    expect(finish()).toBeDisabled();
    // Looking moves the held clock 50 ms a time: the answer's trip, then the pause, within a second more of it.
    await waitFor(() => expect(location()).toHaveTextContent('/success-survey'), { timeout: 2_500 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1_500);
  });

  it('shows a choice the bank lists twice once, and saves it once', async () => {
    choices = [...CHOICES, { id: '2', name: 'บัตรเครดิต' }];
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey' });
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('checkbox', { name: 'บัตรเครดิต' }));
    expect(screen.getByRole('checkbox', { name: 'บัตรเครดิต' })).toBeChecked();
    await userEvent.click(finish());
    await waitFor(() => expect(bank.requests.find((r) => r.method === 'PUT')?.body).toEqual({ answers: ['1', '2', '17'] }));
  });

  it('leaves the customer where they went when they leave during the wait after saving', async () => {
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey', leaveTo: '/setting' });
    await userEvent.click(await choice('บัตรเครดิต'));
    const customer = holdTheClock();
    await customer.click(finish());
    await waitFor(() => expect(bank.requests.some((r) => r.method === 'PUT')).toBe(true));
    // The customer goes elsewhere (the phone's back gesture) while the page waits its 1.5 s.
    leavePage();
    expect(location()).toHaveTextContent('/setting');
    timePasses(LOADING_SAID_AFTER_MS);
    expect(screen.getByText('กำลังโหลด')).toBeInTheDocument();
    // The wait ends with its spinner; looking moves the held clock through it.
    await waitFor(() => expect(screen.queryByText('กำลังโหลด')).not.toBeInTheDocument(), { timeout: 2_500 });
    expect(location()).toHaveTextContent('/setting');
  });

  it('stays on the survey with the choices kept when saving fails', async () => {
    saveReply = () => fail('LKS9999');
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey' });
    await userEvent.click(await choice('สินเชื่อบ้าน'));
    await userEvent.click(finish());
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    expect(location()).toHaveTextContent('/setting-survey');
    expect(screen.getByRole('checkbox', { name: 'สินเชื่อบ้าน' })).toBeChecked();
    expect(finish()).toBeEnabled();
  });

  it('sends a customer who is no longer registered (LKS1002) to /register', async () => {
    submissionReply = () => fail('LKS1002');
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey' });
    await waitFor(() => expect(location()).toHaveTextContent('/register'));
  });

  it('after a failed load says so once, in its popup, and leaves ลองใหม่ on the page to load the survey again', async () => {
    let calls = 0;
    submissionReply = () => (++calls === 1 ? fail('LKS9999') : ok({ id: 'SUB-7', answers: [] }));
    renderInApp(<SettingSurveyPage />, { path: '/setting-survey' });
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' });
    // One failure, one message: nothing on the page behind repeats what the popup says.
    expect(screen.queryByText('ไม่สามารถโหลดแบบสอบถามได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(popup).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'จัดการความสนใจ' })).toBeVisible();
    expect(screen.queryByText('กำลังโหลด')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await choice('บัตรเครดิต')).not.toBeChecked();
    expect(finish()).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
