import { screen } from '@testing-library/react';
import { renderInApp } from 'shared-kernel/testing';
import InfoPage from './features/info/info-page';
import SuccessPage from './features/success/success-page';

// The host serves the router to every remote; the host in production serves one without
// useNavigationType (docs/deploy-contract.md, "Libraries on skew").
jest.mock('react-router-dom', () => {
  const { useNavigationType: _type, ...older } = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
  return older;
});

describe('today’s registration remote on a host whose router has no useNavigationType', () => {
  it('draws /info after a registration finished in this window, as that release did', () => {
    renderInApp(<SuccessPage />, { path: '/success' }).unmount();
    renderInApp(<InfoPage />, { path: '/info' });
    expect(screen.getByLabelText('เลขบัตรประชาชน')).toBeVisible();
  });
});
