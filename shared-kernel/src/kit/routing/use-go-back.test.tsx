import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useGoBack } from './use-go-back';

function Form() {
  const back = useGoBack('/list');
  return <button onClick={back}>ย้อนกลับ</button>;
}

function Where() {
  const location = useLocation();
  // MemoryRouter keys its first entry 'default': going back lands on it, a navigation makes a new one.
  return <output aria-label="ที่อยู่ปัจจุบัน">{`${location.pathname} ${location.key === 'default' ? 'first entry' : 'new entry'}`}</output>;
}

function openForm(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/form" element={<Form />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

afterEach(() => window.history.replaceState(null, ''));

describe('useGoBack', () => {
  it('goes back to the screen behind when the app has one, adding no entry', async () => {
    // BrowserRouter's numbering of the entry the customer is on.
    window.history.replaceState({ idx: 1 }, '');
    openForm(['/list', '/form']);
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' })).toHaveTextContent('/list first entry');
  });

  it('opened directly (nothing of the app behind), replaces itself with the fallback', async () => {
    openForm(['/form']);
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' })).toHaveTextContent('/list new entry');
  });
});
