import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, holdTheClock, ok, type RecordedRequest, renderInApp, type Reply, startFakeBank } from 'shared-kernel/testing';
import SurveyPage from './survey-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank;
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const finish = () => screen.getByRole('button', { name: 'เสร็จสิ้น' });
const calls = (path: string) => bank.requests.filter((r: RecordedRequest) => r.path === path);
const CHOICES = Array.from({ length: 16 }, (_, i) => ({ id: String(i + 1), name: `บริการที่ ${i + 1}` }));

async function startBank(answers: string[], surveys: () => Reply = () => ok({ uid: 'SV-1', choices: CHOICES })) {
  bank = await startFakeBank((request) => {
    if (request.path === '/active/surveys') return surveys();
    if (request.path === '/active/survey-submissions') return ok({ id: 'SUB-1', answers });
    if (request.path === '/survey-submissions/SUB-1') return ok({});
    return undefined;
  });
}

afterEach(() => bank.close());

describe('/survey', () => {
  it('shows 16 choices with the saved answers ticked, and needs one for Finish', async () => {
    await startBank(['2']);
    renderInApp(<SurveyPage />, { path: '/survey' });
    const list = await screen.findByRole('list', { name: 'ผลิตภัณฑ์และบริการ' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(16);
    expect(screen.getByRole('checkbox', { name: 'บริการที่ 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'บริการที่ 1' })).not.toBeChecked();
    expect(finish()).toBeEnabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'บริการที่ 2' }));
    expect(finish()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'บริการที่ 16' }));
    expect(finish()).toBeEnabled();
  });

  it("marks the bank's names for the choices as Thai, so a screen reader reads them in Thai on an English screen too", async () => {
    await startBank([]);
    renderInApp(<SurveyPage />, { path: '/survey' });
    expect(await screen.findByText('บริการที่ 1')).toHaveAttribute('lang', 'th');
  });

  it('starts with Finish disabled for a customer with no answers yet', async () => {
    await startBank([]);
    renderInApp(<SurveyPage />, { path: '/survey' });
    await screen.findByRole('checkbox', { name: 'บริการที่ 1' });
    expect(finish()).toBeDisabled();
  });

  it('saves the picks with the retired answers kept, waits 1.5 s and goes to /success', async () => {
    await startBank(['1', '17']);
    renderInApp(<SurveyPage />, { path: '/survey' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'บริการที่ 5' }));
    expect(screen.queryByText('17')).not.toBeInTheDocument();
    const customer = holdTheClock();
    await customer.click(finish());
    await waitFor(() => expect(calls('/survey-submissions/SUB-1')).toHaveLength(1));
    const savedAt = Date.now();
    expect(calls('/survey-submissions/SUB-1')[0]).toMatchObject({ method: 'PUT', body: { answers: ['1', '5', '17'] } });
    expect(location()).toHaveTextContent('/survey');
    // Looking moves the held clock 50 ms a time: the answer's trip, then the pause, within a second more of it.
    await waitFor(() => expect(location()).toHaveTextContent('/success'), { timeout: 2_500 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1_500);
  });

  it('after a failed load says so once, in its popup, and leaves ลองใหม่ on the page to load the survey again', async () => {
    let tries = 0;
    await startBank(['1'], () => (++tries === 1 ? fail('LKS9999', 500) : ok({ uid: 'SV-1', choices: CHOICES })));
    renderInApp(<SurveyPage />, { path: '/survey' });
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' });
    // One failure, one message: nothing on the page behind repeats what the popup says.
    expect(screen.queryByText('ไม่สามารถโหลดแบบสอบถามได้ในขณะนี้')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(popup).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'สิ่งที่คุณสนใจ' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('checkbox', { name: 'บริการที่ 1' })).toBeChecked();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
