import { render, screen } from '@testing-library/react';
import { holdTheClock, LOADING_SAID_AFTER_MS, timePasses } from 'shared-kernel/testing';
import { BrowserRouter } from 'react-router-dom';
import { PageLoading } from './page-loading';
import { keepPrerenderedPage } from './prerendered-page';

function drawnByServer(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

function at(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <PageLoading />
    </BrowserRouter>,
  );
}

describe('PageLoading', () => {
  it('keeps showing the page the server prerendered while its code arrives, not a spinner', () => {
    keepPrerenderedPage(drawnByServer('<main><h1>ลงทะเบียนบริการธนาคารบน LINE</h1></main>'), '/register');
    at('/register');
    expect(screen.getByRole('heading', { name: 'ลงทะเบียนบริการธนาคารบน LINE' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the spinner on any other route', () => {
    holdTheClock();
    keepPrerenderedPage(drawnByServer('<main><h1>ลงทะเบียนบริการธนาคารบน LINE</h1></main>'), '/register');
    at('/setting');
    timePasses(LOADING_SAID_AFTER_MS);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  // A live region that arrives with its words is not announced: a screen-reader customer waiting
  // for a page's code (a slow connection) heard nothing at all. The region comes first, its words a
  // moment later, as a change a screen reader says; a page that arrives sooner leaves it unsaid.
  it('says กำลังโหลด a moment after the spinner shows, into the status region already on the page', () => {
    holdTheClock();
    keepPrerenderedPage(drawnByServer(''), '/register');
    at('/setting');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    timePasses(LOADING_SAID_AFTER_MS - 1);
    expect(status).toHaveTextContent('');
    timePasses(1);
    expect(status).toHaveTextContent('กำลังโหลด');
  });

  it('shows the spinner when the server drew nothing', () => {
    keepPrerenderedPage(drawnByServer(''), '/register');
    at('/register');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
