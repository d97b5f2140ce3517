import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, holdAnswer, leavePage, ok, renderInApp, type Reply, startFakeBank, aMomentLater } from 'shared-kernel/testing';
import TermsPage from './terms-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank;

// jsdom does no layout: every box is given a text `textHeight` px tall in a 300 px window.
let textHeight = 1000;
const prototype = HTMLElement.prototype;
const realScrollHeight = Object.getOwnPropertyDescriptor(prototype, 'scrollHeight');
const realClientHeight = Object.getOwnPropertyDescriptor(prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(prototype, 'scrollHeight', { configurable: true, get: () => textHeight });
  Object.defineProperty(prototype, 'clientHeight', { configurable: true, get: () => 300 });
});
afterAll(() => {
  if (realScrollHeight) Object.defineProperty(prototype, 'scrollHeight', realScrollHeight);
  if (realClientHeight) Object.defineProperty(prototype, 'clientHeight', realClientHeight);
});

function scrollTo(box: HTMLElement, scrollTop: number) {
  Object.defineProperty(box, 'scrollTop', { configurable: true, writable: true, value: scrollTop });
  fireEvent.scroll(box);
}

const checkbox = () => screen.getByRole('checkbox', { name: 'ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไข' });
const next = () => screen.getByRole('button', { name: 'ถัดไป' });
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

beforeEach(() => {
  textHeight = 1000;
});
afterEach(() => bank.close());

async function openTerms(leaveTo?: string) {
  renderInApp(<TermsPage />, { path: '/terms-and-conditions', leaveTo });
  const box = await screen.findByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' });
  await waitFor(() => expect(box).toHaveTextContent('ข้อ 1'));
  return box;
}

describe('terms page', () => {
  let acceptReply: () => Reply | Promise<Reply>;
  beforeEach(async () => {
    acceptReply = () => ok({});
    bank = await startFakeBank((request) => {
      if (request.path === '/term-and-conditions') return ok({ id: 'TNC-1', content: 'ข้อ 1\nข้อ 2' });
      if (request.path === '/term-and-conditions/accept') return acceptReply();
      return undefined;
    });
  });

  it('keeps the checkbox locked until the text is scrolled to within 10 px of the bottom', async () => {
    const box = await openTerms();
    expect(checkbox()).toBeDisabled();
    scrollTo(box, 0);
    expect(checkbox()).toBeDisabled();
    expect(screen.getByText('กรุณาเลื่อนอ่านข้อกำหนดและเงื่อนไขจนจบเพื่อยอมรับ')).toBeVisible();

    scrollTo(box, 689);
    expect(checkbox()).toBeDisabled();

    scrollTo(box, 690);
    expect(checkbox()).toBeEnabled();
  });

  it('tells a screen reader why the checkbox is locked, on the checkbox itself, until the text is read', async () => {
    const box = await openTerms();
    expect(checkbox()).toHaveAccessibleDescription('กรุณาเลื่อนอ่านข้อกำหนดและเงื่อนไขจนจบเพื่อยอมรับ');
    scrollTo(box, 700);
    expect(checkbox()).toHaveAccessibleDescription('');
  });

  it('needs the checkbox for Next, then accepts the terms by id and goes to /info', async () => {
    const box = await openTerms();
    scrollTo(box, 700);
    expect(next()).toBeDisabled();
    await userEvent.click(checkbox());
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    await waitFor(() => expect(location()).toHaveTextContent('/info'));
    expect(bank.requests.find((r) => r.path === '/term-and-conditions/accept')?.body).toEqual({ acceptedId: 'TNC-1' });
  });

  it('a second Enter on Next while a slow bank records the acceptance sends it once and moves on once', async () => {
    const acceptance = holdAnswer(() => ok({}));
    acceptReply = acceptance.reply;
    const box = await openTerms();
    scrollTo(box, 700);
    await userEvent.click(checkbox());
    await userEvent.click(next());
    await waitFor(() => expect(bank.requests.filter((r) => r.path === '/term-and-conditions/accept')).toHaveLength(1));
    // The spinner's overlay stops a second tap, not a key press on the button that keeps focus.
    await userEvent.keyboard('{Enter}');
    await acceptance.release();
    await waitFor(() => expect(location()).toHaveTextContent('/info'));
    await aMomentLater();
    expect(bank.requests.filter((r) => r.path === '/term-and-conditions/accept')).toHaveLength(1);
  });

  it.each([
    ['accepted', () => ok({})],
    ['refused', () => fail('LKS9999')],
  ])('leaves the customer where they went, with no popup, when they leave while the terms are being %s', async (_, answer: () => Reply) => {
    const acceptance = holdAnswer(answer);
    acceptReply = acceptance.reply;
    const box = await openTerms('/register');
    scrollTo(box, 700);
    await userEvent.click(checkbox());
    await userEvent.click(next());
    await waitFor(() => expect(bank.requests.filter((r) => r.path === '/term-and-conditions/accept')).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await acceptance.release();
    await aMomentLater();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/register$/);
  });

  it("marks the bank's terms as Thai, so a screen reader reads them in Thai on an English screen too", async () => {
    await openTerms();
    expect(screen.getByText(/ข้อ 1/)).toHaveAttribute('lang', 'th');
  });

  it('counts a text that fits without scrolling as read', async () => {
    textHeight = 300;
    await openTerms();
    await waitFor(() => expect(checkbox()).toBeEnabled());
  });

  it('goes back to the landing page', async () => {
    await openTerms();
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(location()).toHaveTextContent('/register');
  });
});

describe('terms page when the bank fails', () => {
  it('tells the customer instead of leaving a blank page', async () => {
    bank = await startFakeBank(() => fail('LKS9999', 500));
    renderInApp(<TermsPage />, { path: '/terms-and-conditions' });
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    expect(next()).toBeDisabled();
  });

  it('offers to load the terms again, and once they arrive they can be read and accepted', async () => {
    let asked = 0;
    bank = await startFakeBank((request) => {
      if (request.path !== '/term-and-conditions') return undefined;
      return asked++ === 0 ? fail('LKS9999', 500) : ok({ id: 'TNC-1', content: 'ข้อ 1\nข้อ 2' });
    });
    renderInApp(<TermsPage />, { path: '/terms-and-conditions' });
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    const box = screen.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' });
    await waitFor(() => expect(box).toHaveTextContent('ข้อ 1'));
    expect(screen.queryByRole('button', { name: 'ลองใหม่' })).not.toBeInTheDocument();
    scrollTo(box, 700);
    await waitFor(() => expect(checkbox()).toBeEnabled());
  });

  it('puts focus on the page’s heading when ลองใหม่ goes, so a screen reader is not left nowhere', async () => {
    let asked = 0;
    bank = await startFakeBank((request) => {
      if (request.path !== '/term-and-conditions') return undefined;
      return asked++ === 0 ? fail('LKS9999', 500) : ok({ id: 'TNC-1', content: 'ข้อ 1\nข้อ 2' });
    });
    renderInApp(<TermsPage />, { path: '/terms-and-conditions' });
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(screen.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' })).toHaveTextContent('ข้อ 1'));
    expect(screen.getByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไข' })).toHaveFocus();
  });
});
