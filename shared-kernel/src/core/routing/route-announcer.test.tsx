import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { Page } from '../ui/page';
import { holdTheClock, timePasses } from '../../testing/test-clock';
import { RouteAnnouncer } from './route-announcer';

function Landing() {
  const navigate = useNavigate();
  return (
    <Page title="ลงทะเบียนบริการ">
      <button type="button" onClick={() => void navigate('/info')}>
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

/** Draws its heading in a loading state first, then draws the screen afresh (a new heading element). */
function RedrawnPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 10);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Page key="ready" title="เลือกวิธียืนยันตัวตน">
      <p>ยืนยันตัวตนด้วยรหัส OTP</p>
    </Page>
  ) : (
    <Page key="loading" title="เลือกวิธียืนยันตัวตน" />
  );
}

/** The unavailable page of a remote that is down: ลองใหม่ draws the page afresh, here as the remote's landing. */
function RetriedPage() {
  const [attempt, setAttempt] = useState(0);
  return attempt === 0 ? (
    <Page key="down" title="บริการนี้ไม่พร้อมใช้งานชั่วคราว">
      <button type="button" onClick={() => setAttempt(1)}>
        ลองใหม่
      </button>
    </Page>
  ) : (
    <Page key="back" title="ลงทะเบียนบริการ" />
  );
}

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/register" element={<Landing />} />
        <Route path="/info" element={<Page title="กรอกข้อมูลเพื่อลงทะเบียน" />} />
        <Route path="/otp" element={<OwnFocusPage />} />
        <Route path="/request-setting" element={<RedrawnPage />} />
        <Route path="/retried" element={<RetriedPage />} />
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

  it('follows a heading the page draws afresh while it settles', async () => {
    renderApp('/request-setting');
    await screen.findByText('ยืนยันตัวตนด้วยรหัส OTP');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toHaveFocus());
  });

  it('leaves focus where a page put it itself', () => {
    renderApp('/otp');
    expect(document.title).toBe('ยืนยันรหัส OTP');
    expect(screen.getByLabelText('รหัส OTP')).toHaveFocus();
  });

  it('moves focus to the heading a page draws afresh after ลองใหม่, however long the customer read the page before', async () => {
    const customer = holdTheClock();
    renderApp('/retried');
    expect(screen.getByRole('heading', { name: 'บริการนี้ไม่พร้อมใช้งานชั่วคราว' })).toHaveFocus();
    timePasses(10_000);
    await customer.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'ลงทะเบียนบริการ' })).toHaveFocus());
  });
});
