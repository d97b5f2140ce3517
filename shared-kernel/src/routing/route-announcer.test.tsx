import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { Page } from '../ui/page';
import { RouteAnnouncer } from './route-announcer';

function Landing() {
  const navigate = useNavigate();
  return (
    <Page title="ลงทะเบียนบริการ">
      <button type="button" onClick={() => navigate('/info')}>
        ถัดไป
      </button>
    </Page>
  );
}

function OwnFocusPage() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Page title="ยืนยันรหัส OTP">
      <input ref={input} aria-label="รหัส OTP" />
    </Page>
  );
}

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/register" element={<Landing />} />
        <Route path="/info" element={<Page title="กรอกข้อมูลเพื่อลงทะเบียน" />} />
        <Route path="/otp" element={<OwnFocusPage />} />
      </Routes>
      <RouteAnnouncer />
    </MemoryRouter>,
  );
}

describe('RouteAnnouncer', () => {
  it('names the document after the screen and moves focus to its heading on a route change', async () => {
    renderApp('/register');
    expect(document.title).toBe('ลงทะเบียนบริการ');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const heading = await screen.findByRole('heading', { name: 'กรอกข้อมูลเพื่อลงทะเบียน' });
    expect(document.title).toBe('กรอกข้อมูลเพื่อลงทะเบียน');
    expect(heading).toHaveFocus();
  });

  it('leaves focus where a page put it itself', () => {
    renderApp('/otp');
    expect(document.title).toBe('ยืนยันรหัส OTP');
    expect(screen.getByLabelText('รหัส OTP')).toHaveFocus();
  });
});
