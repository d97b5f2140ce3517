import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from 'shared-kernel/testing';
import LandingPage from './landing-page';

// The terms screen's code (the page table's loader for its route): here its arrival is held
// back or failed at will; the landing's choice of when to go on is what is tested.
const mockTermsCode: { arrival: () => Promise<unknown>; asked: number } = { arrival: () => Promise.resolve(), asked: 0 };
jest.mock('../../terms-page-code', () => ({
  loadTermsPage: () => {
    mockTermsCode.asked += 1;
    return mockTermsCode.arrival();
  },
}));
afterEach(() => {
  mockTermsCode.arrival = () => Promise.resolve();
  mockTermsCode.asked = 0;
});

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

  it("stays, its Next busy, until the terms screen's code is here, then shows the terms", async () => {
    let arrive: () => void = () => undefined;
    mockTermsCode.arrival = () => new Promise<void>((resolve) => (arrive = resolve));
    renderInApp(<LandingPage />, { path: '/register', otherPages: { '/terms-and-conditions': <p>terms</p> } });
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('terms')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('terms')).toBeVisible();
  });

  it("asks for the terms screen's code as a finger lands on Next, and stays until the tap ends", async () => {
    mockTermsCode.arrival = () => new Promise<void>(() => undefined);
    renderInApp(<LandingPage />, { path: '/register', otherPages: { '/terms-and-conditions': <p>terms</p> } });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'ถัดไป' }) });
    expect(mockTermsCode.asked).toBe(1);
    expect(screen.getByRole('heading', { level: 1, name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeVisible();
    expect(screen.queryByText('terms')).not.toBeInTheDocument();
  });

  it("goes on to the terms when their screen's code cannot arrive: the route shows why", async () => {
    mockTermsCode.arrival = () => Promise.reject(new Error('the chunk did not load'));
    renderInApp(<LandingPage />, { path: '/register', otherPages: { '/terms-and-conditions': <p>terms</p> } });
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('terms')).toBeVisible();
  });
});
