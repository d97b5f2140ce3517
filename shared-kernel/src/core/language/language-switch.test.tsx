import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { playChatPlatform } from '../../testing/chat-platform';
import { setChatPlatform } from '../liff/liff-client';
import { COOKIE_KEYS, LOCAL_KEYS } from '../storage/keys';
import { BackToChatButton } from '../ui/back-to-chat-button';
import { Page } from '../ui/page';
import { defineCatalogue, resetLanguage } from './catalogue';
import { showLanguageOnPage } from './language';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  setChatPlatform(null);
  resetLanguage();
  showLanguageOnPage('th');
  localStorage.removeItem(LOCAL_KEYS.language);
});

function SomeScreen() {
  return (
    <Page title="หน้าจอ" footer={<BackToChatButton />}>
      <label>
        อีเมล
        <input type="email" />
      </label>
      <LanguageSwitch />
    </Page>
  );
}

describe('the language switch', () => {
  it('changes the screen to English at once, keeps what the customer typed, and is remembered on the device and for the server', async () => {
    playChatPlatform();
    render(<SomeScreen />);
    await userEvent.type(screen.getByLabelText('อีเมล'), 'somchai@example.com');
    expect(screen.getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('button', { name: 'Back to chat' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Language' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('อีเมล')).toHaveValue('somchai@example.com');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCAL_KEYS.language)).toBe('en');
    // The next page's first paint is drawn in it (server/page-language.js): the language alone.
    expect(document.cookie).toContain(`${COOKIE_KEYS.language}=en`);
  });

  it('goes back to Thai the same way', async () => {
    playChatPlatform();
    render(<SomeScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ภาษาไทย' }));
    expect(await screen.findByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
    expect(document.documentElement.lang).toBe('th');
    expect(localStorage.getItem(LOCAL_KEYS.language)).toBe('th');
    expect(document.cookie).toContain(`${COOKIE_KEYS.language}=th`);
  });

  it('names each language in itself, so either reader finds theirs', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute('lang', 'th');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('leaves a screen whose English cannot be fetched as it was, in Thai, and switches when tapped again once it can', async () => {
    playChatPlatform();
    // A package's wording whose English chunk comes over the network, which has dropped.
    let online = false;
    const notice = defineCatalogue({ text: 'ข้อความของธนาคาร' }, () =>
      online ? Promise.resolve({ text: "The bank's message" }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    function Notice() {
      return <p>{notice.useTexts().text}</p>;
    }
    render(
      <>
        <SomeScreen />
        <Notice />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    // The screen is still whole and says it is Thai, so a screen reader reads it in a Thai voice.
    expect(await screen.findByText('ข้อความของธนาคาร')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'หน้าจอ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('th');
    expect(localStorage.getItem(LOCAL_KEYS.language)).not.toBe('en');

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText("The bank's message")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to chat' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });
});
