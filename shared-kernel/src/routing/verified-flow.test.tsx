import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../testing/render-in-app';
import { isVerifiedFor, useVerifiedFlow } from './verified-flow';

function Guarded() {
  return useVerifiedFlow('unbinding') ? <p>หน้าที่ต้องยืนยันตัวตน</p> : null;
}


describe('isVerifiedFor', () => {
  it('needs both a verify token and that flow', () => {
    expect(isVerifiedFor('unbinding')).toBe(false);
    sessionStorage.setItem('verifyToken', 'vt');
    expect(isVerifiedFor('unbinding')).toBe(false);
    sessionStorage.setItem('flow', 'manage-consent');
    expect(isVerifiedFor('unbinding')).toBe(false);
    sessionStorage.setItem('flow', 'unbinding');
    expect(isVerifiedFor('unbinding')).toBe(true);
  });
});

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
});
