import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from 'shared-kernel/testing';
import LandingPage from './landing-page';

describe('the landing', () => {
  it('speaks Thai to a Thai customer', () => {
    renderInApp(<LandingPage />, { path: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  });

  it('changes to English with its switch, and goes on to the terms', async () => {
    renderInApp(<LandingPage />, { path: '/register', otherPages: { '/terms-and-conditions': <p>terms</p> } });
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register for the bank on LINE' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Money in and out alerts' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('terms')).toBeVisible();
  });
});
