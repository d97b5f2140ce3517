import { screen } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig } from 'shared-kernel';
import { renderInApp, testRuntimeConfig } from 'shared-kernel/testing';
import { EntryPage } from './entry-page';

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

function openEntry(search = '') {
  window.history.replaceState({}, '', `/${search}`);
  renderInApp(<EntryPage />, { path: '/' });
}

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig('http://localhost:1'));
});

describe('the / entry', () => {
  it('goes to registration when nothing asks for another page', () => {
    openEntry();
    expect(location()).toHaveTextContent('/register');
  });

  it('follows a LIFF deep link to one of our routes, query included', () => {
    openEntry('?liff.state=%2Fselect-statement%3FaccountRef%3DA1');
    expect(location()).toHaveTextContent('/select-statement?accountRef=A1');
  });

  it('refuses a deep link to another site or an unknown path', () => {
    openEntry('?liff.state=%2F%2Fevil.example%2Fsetting');
    expect(location()).toHaveTextContent('/register');
  });

  it('returns the customer to the page stored before a round trip, once', () => {
    localStorage.setItem('wantToGoTo', '/setting');
    openEntry();
    expect(location()).toHaveTextContent('/setting');
    expect(localStorage.getItem('wantToGoTo')).toBeNull();
  });

  it('in production leaves liff.state to the LIFF SDK and goes on as without one', () => {
    setRuntimeConfig({ ...getRuntimeConfig(), environment: 'production', liffMock: false });
    openEntry('?liff.state=%2Fselect-statement%3FaccountRef%3DA1');
    expect(location()).toHaveTextContent('/register');
  });
});
