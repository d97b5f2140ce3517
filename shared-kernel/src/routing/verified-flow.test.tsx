import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../testing/render-in-app';
import { useVerifiedFlow } from './verified-flow';

function Guarded({ entry }: { entry?: string }) {
  return useVerifiedFlow('unbinding', entry) ? <p>หน้าที่ต้องยืนยันตัวตน</p> : null;
}

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

describe('useVerifiedFlow', () => {
  it('draws the page when verified for its flow', () => {
    sessionStorage.setItem('verifyToken', 'vt');
    sessionStorage.setItem('flow', 'unbinding');
    renderInApp(<Guarded />, { path: '/unbinding' });
    expect(screen.getByText('หน้าที่ต้องยืนยันตัวตน')).toBeVisible();
  });

  it('otherwise sets the flow and sends the customer to choose a verification method', async () => {
    renderInApp(<Guarded />, { path: '/unbinding' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' })).toHaveTextContent('/request-setting'));
    expect(sessionStorage.getItem('flow')).toBe('unbinding');
    expect(screen.queryByText('หน้าที่ต้องยืนยันตัวตน')).not.toBeInTheDocument();
  });

  it('does not accept a token earned for another flow, and drops it', async () => {
    sessionStorage.setItem('verifyToken', 'vt-consent');
    sessionStorage.setItem('flow', 'manage-consent');
    renderInApp(<Guarded />, { path: '/unbinding' });
    await waitFor(() => expect(location()).toHaveTextContent('/request-setting'));
    expect(sessionStorage.getItem('flow')).toBe('unbinding');
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
  });

  it('sends the customer through the page’s own entry when it has one', async () => {
    renderInApp(<Guarded entry="/request-statement?accountRef=AR-1" />, { path: '/unbinding' });
    await waitFor(() => expect(location()).toHaveTextContent('/request-statement?accountRef=AR-1'));
    expect(screen.queryByText('หน้าที่ต้องยืนยันตัวตน')).not.toBeInTheDocument();
  });
});
