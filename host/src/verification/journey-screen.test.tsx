import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { REGISTRATION_DEFAULTS, registrationAtom } from 'shared-kernel';
import { renderInApp } from 'shared-kernel/testing';
import { journeyScreen } from './journey-screen';

const CodeScreen = journeyScreen(() => <h1>Enter the code</h1>);
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

beforeEach(() => {
  sessionStorage.clear();
  getDefaultStore().set(registrationAtom, REGISTRATION_DEFAULTS);
});

describe('a verification screen of a journey', () => {
  it('opens the menu in its place, drawing nothing, once the menu has ended the journey', async () => {
    renderInApp(<CodeScreen />, { path: '/otp', otherPages: { '/setting': <h1>Menu</h1> } });

    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeVisible();
    expect(location()).toHaveTextContent('/setting');
    expect(screen.queryByRole('heading', { name: 'Enter the code' })).toBeNull();
  });

  it('is drawn for a service journey under way, and for a registration in memory', () => {
    sessionStorage.setItem('flow', 'unbinding');
    const { unmount } = renderInApp(<CodeScreen />, { path: '/otp', otherPages: { '/setting': <h1>Menu</h1> } });
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    unmount();

    sessionStorage.clear();
    getDefaultStore().set(registrationAtom, { ...REGISTRATION_DEFAULTS, registerRef: 'REG-1' });
    renderInApp(<CodeScreen />, { path: '/otp', otherPages: { '/setting': <h1>Menu</h1> } });
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    expect(location()).toHaveTextContent('/otp');
  });
});
