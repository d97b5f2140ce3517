import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { switchLanguage } from '../language/catalogue';
import { GlobalOverlays } from '../ui/global-overlays';
import { ERROR_CATALOGUE, GENERIC_ERROR } from './catalogue';
import { showCatalogueMessage } from './show-catalogue-message';

/** Shows `entry` as a page would, with the overlays drawn; resolves with the customer's answer. */
function show(entry: Parameters<typeof showCatalogueMessage>[0]): Promise<boolean> {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = showCatalogueMessage(entry);
  });
  return answer;
}

beforeEach(() => {
  render(
    <MemoryRouter>
      <GlobalOverlays />
    </MemoryRouter>,
  );
});

describe("a catalogue entry in the screen's language", () => {
  it("in Thai is the entry's own words, its question's buttons too", async () => {
    const answer = show(ERROR_CATALOGUE.LKS0405);
    const question = await screen.findByRole('alertdialog', { name: 'ยืนยันการลงทะเบียนด้วยบัญชี LINE นี้' });
    await userEvent.click(within(question).getByRole('button', { name: 'ยกเลิก' }));
    await expect(answer).resolves.toBe(false);
  });

  it('in Thai, the no-bank-app question offers OTP by the name the chooser and the next screen give it', async () => {
    const answer = show(ERROR_CATALOGUE.LKS0302);
    const question = await screen.findByRole('alertdialog', { name: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร' });
    await userEvent.click(within(question).getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }));
    await expect(answer).resolves.toBe(true);
  });

  it("in English, a question is asked in English words with its own confirm button and English cancel, and the answer is the customer's", async () => {
    await act(() => switchLanguage('en'));
    const answer = show(ERROR_CATALOGUE.LKS0405);
    const question = await screen.findByRole('alertdialog', { name: 'Register with this LINE account?' });
    expect(within(question).getByText(/registered with another LINE account/)).toBeVisible();
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Continue' }));
    await expect(answer).resolves.toBe(true);
  });

  it('in English, a popup and the generic popup are in English words', async () => {
    await act(() => switchLanguage('en'));
    const wrongOtp = show(ERROR_CATALOGUE.LKS0205);
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Wrong OTP' })).getByRole('button', { name: 'OK' }));
    await expect(wrongOtp).resolves.toBe(true);
    const generic = show(GENERIC_ERROR);
    expect(await screen.findByRole('alertdialog', { name: 'This service is not available right now' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(generic).resolves.toBe(true);
  });

  it('in English, the verification lock says plainly that verification failed too many times', async () => {
    await act(() => switchLanguage('en'));
    const lock = show(ERROR_CATALOGUE.LKS0603);
    const popup = await screen.findByRole('alertdialog', { name: 'Identity verification temporarily locked' });
    expect(within(popup).getByText('Identity verification failed too many times. Please try again later.')).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await expect(lock).resolves.toBe(true);
  });
});
