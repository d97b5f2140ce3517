import { render, screen } from '@testing-library/react';
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
    keepPrerenderedPage(drawnByServer('<main><h1>ลงทะเบียนบริการธนาคารบน LINE</h1></main>'), '/register');
    at('/setting');
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the spinner when the server drew nothing', () => {
    keepPrerenderedPage(drawnByServer(''), '/register');
    at('/register');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
