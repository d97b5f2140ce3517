import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EnterForm } from './enter-form';
import { TextField } from './text-field';
import { useOneAtATime, type OneAtATimeOptions } from './use-one-at-a-time';

/** A bank that answers only when the test says: every request it got, and its answer to the oldest one still open. */
function slowBank() {
  const requests: string[] = [];
  const open: Array<{ accept: () => void; refuse: () => void }> = [];
  const send = (code: string) =>
    new Promise<void>((resolve, reject) => {
      requests.push(code);
      open.push({ accept: resolve, refuse: () => reject(new Error('ไม่ผ่าน')) });
    });
  return {
    requests,
    send,
    accepts: () => act(async () => open.shift()?.accept()),
    refuses: () => act(async () => open.shift()?.refuse()),
  };
}

/** A page as the app writes one: its button in the footer, Enter in its field, the customer told how it went. */
function CodePage({
  send,
  options,
  movesTo,
}: {
  send: (code: string) => Promise<void>;
  options?: OneAtATimeOptions;
  /** Where the page sends the customer once the bank accepts, as the router does: the address first. */
  movesTo?: string;
}) {
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState('');
  const confirm = useOneAtATime(async () => {
    await send(code);
    setOutcome('ยืนยันแล้ว');
    if (movesTo) window.history.pushState(null, '', movesTo);
  }, options);
  const tryConfirm = async () => {
    try {
      await confirm();
    } catch {
      setOutcome('รหัสไม่ถูกต้อง');
    }
  };
  return (
    <>
      <EnterForm onEnter={tryConfirm}>
        <TextField label="รหัส" value={code} onChange={setCode} />
      </EnterForm>
      <button onClick={() => void tryConfirm()}>ยืนยัน</button>
      <output aria-label="ผล">{outcome}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'รหัส' });
const outcome = () => screen.getByRole('status', { name: 'ผล' });

describe('useOneAtATime', () => {
  it('two Enters while the bank is answering send one request', async () => {
    const bank = slowBank();
    render(<CodePage send={bank.send} />);
    await userEvent.type(field(), '123456{Enter}{Enter}');
    expect(bank.requests).toEqual(['123456']);
    await bank.accepts();
    expect(outcome()).toHaveTextContent('ยืนยันแล้ว');
  });

  it('a tap and an Enter while the bank is answering send one request', async () => {
    const bank = slowBank();
    render(<CodePage send={bank.send} />);
    await userEvent.type(field(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await userEvent.type(field(), '{Enter}');
    expect(bank.requests).toEqual(['123456']);
  });

  it('once the answer is in, the next try goes to the bank', async () => {
    const bank = slowBank();
    render(<CodePage send={bank.send} />);
    await userEvent.type(field(), '123456{Enter}');
    await bank.accepts();
    await userEvent.type(field(), '{Enter}');
    expect(bank.requests).toEqual(['123456', '123456']);
  });

  it('after a failure, the customer is told and a second try goes to the bank', async () => {
    const bank = slowBank();
    render(<CodePage send={bank.send} />);
    await userEvent.type(field(), '111111{Enter}');
    await bank.refuses();
    expect(outcome()).toHaveTextContent('รหัสไม่ถูกต้อง');
    await userEvent.clear(field());
    await userEvent.type(field(), '123456{Enter}');
    expect(bank.requests).toEqual(['111111', '123456']);
  });

  describe('held after success', () => {
    it('sends nothing more once the bank has accepted, while the page moves on', async () => {
      const bank = slowBank();
      render(<CodePage send={bank.send} options={{ holdAfterSuccess: true }} />);
      await userEvent.type(field(), '123456{Enter}');
      await bank.accepts();
      await userEvent.type(field(), '{Enter}');
      await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
      expect(bank.requests).toEqual(['123456']);
      expect(outcome()).toHaveTextContent('ยืนยันแล้ว');
    });

    it('a failure still frees it for a second try', async () => {
      const bank = slowBank();
      render(<CodePage send={bank.send} options={{ holdAfterSuccess: true }} />);
      await userEvent.type(field(), '111111{Enter}');
      await bank.refuses();
      await userEvent.clear(field());
      await userEvent.type(field(), '123456{Enter}');
      expect(bank.requests).toEqual(['111111', '123456']);
    });
  });

  describe('a page that moves the customer on', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    /** A code the bank accepts, the page's address then `movesTo`, and Enter and a tap once more: what the bank got. */
    async function triesAfterMovingTo(movesTo: string) {
      const bank = slowBank();
      render(<CodePage send={bank.send} movesTo={movesTo} />);
      await userEvent.type(field(), '123456{Enter}');
      await bank.accepts();
      await userEvent.type(field(), '{Enter}');
      await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
      return bank.requests;
    }

    // The next screen's code may still be on its way: the router keeps this screen on show meanwhile.
    it('sends nothing more once it has gone to another screen, though it is still on show', async () => {
      expect(await triesAfterMovingTo('/otp')).toEqual(['123456']);
    });

    it('takes the next try when it only changed its own address (an overlay of the same screen)', async () => {
      expect(await triesAfterMovingTo('/?isValidateCaptcha=true')).toEqual(['123456', '123456']);
    });
  });
});
