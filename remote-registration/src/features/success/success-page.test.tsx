import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { patchRegistrationAtom, registrationAtom, REGISTRATION_DEFAULTS, setChatPlatform, type ChatPlatform } from 'shared-kernel';
import { switchLanguage } from 'shared-kernel/language';
import { renderInApp } from 'shared-kernel/testing';
import SuccessPage from './success-page';

describe('/success', () => {
  afterEach(() => setChatPlatform(null));

  it('says the registration is done, forgets the typed ID and mobile, and goes back to chat', async () => {
    const store = getDefaultStore();
    store.set(registrationAtom, REGISTRATION_DEFAULTS);
    store.set(patchRegistrationAtom, { idCard: '1101700001016', mobileNumber: '0812345601', registerRef: 'REG-1' });
    const closeWindow = jest.fn();
    const platform: ChatPlatform = { getIDToken: () => null, getOS: () => 'web', closeWindow, isInClient: () => true };
    setChatPlatform(platform);

    renderInApp(<SuccessPage />, { path: '/success' });
    expect(screen.getByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    expect(store.get(registrationAtom)).toMatchObject({ idCard: '', mobileNumber: '', registerRef: 'REG-1' });
    await userEvent.click(screen.getByRole('button', { name: 'กลับไปที่แชท' }));
    expect(closeWindow).toHaveBeenCalledTimes(1);
  });

  it('in English says where the alerts will come: in the chat, for the accounts the customer chose', async () => {
    renderInApp(<SuccessPage />, { path: '/success' });
    await act(() => switchLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeVisible();
    expect(screen.getByText('You will get money in and out alerts in the chat for the accounts you chose.')).toBeVisible();
  });
});
