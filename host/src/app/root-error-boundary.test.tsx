import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setChatPlatform } from 'shared-kernel';
import { playChatPlatform } from 'shared-kernel/testing';
import { SandboxFault } from '../debug/sandbox-fault';
import { RootErrorBoundary } from './root-error-boundary';

function Where() {
  const location = useLocation();
  return <output aria-label="ที่อยู่ปัจจุบัน">{location.pathname}</output>;
}

function BrokenOverlay(): never {
  throw new Error('an overlay failed');
}

function renderShell(entries: string[], overlay = <SandboxFault />) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Where />
      <RootErrorBoundary>
        <Routes>
          <Route path="/setting" element={<h1>ตั้งค่า</h1>} />
          <Route path="/register" element={<h1>ลงทะเบียน</h1>} />
          <Route path="/broken" element={<BrokenOverlay />} />
          <Route path="*" element={null} />
        </Routes>
        {overlay}
      </RootErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  playChatPlatform();
});
afterEach(() => {
  jest.restoreAllMocks();
  setChatPlatform(null);
});

describe('the root error boundary', () => {
  it('shows the Thai error page when a host page throws while drawing, and back returns to the screen before', async () => {
    renderShell(['/setting', '/broken']);
    expect(screen.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByRole('heading', { name: 'ตั้งค่า' })).toBeVisible();
    expect(screen.getByLabelText('ที่อยู่ปัจจุบัน')).toHaveTextContent('/setting');
  });

  it('catches a global overlay that throws, and on the first screen back goes to the entry', async () => {
    renderShell(['/setting?sandboxFault=render']);
    expect(screen.queryByRole('heading', { name: 'ตั้งค่า' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByLabelText('ที่อยู่ปัจจุบัน')).toHaveTextContent(/^\/$/);
  });

  it('draws the app as usual when nothing throws', () => {
    renderShell(['/register']);
    expect(screen.getByRole('heading', { name: 'ลงทะเบียน' })).toBeVisible();
  });
});
