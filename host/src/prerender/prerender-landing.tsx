/**
 * Build time only (scripts/prerender-landing.js runs this in jsdom): draws the registration
 * landing exactly as the app does, so the server can put it in the page's HTML. A customer on a
 * slow network then reads the landing as soon as the HTML arrives, instead of after the host,
 * LIFF, the remote entry and the page chunk have all loaded.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ensureKernelStyles, PATHS } from 'shared-kernel';
import LandingPage from '../../../remote-registration/src/features/landing/landing-page';

export interface PrerenderedPage {
  /** The client routes that draw this page. */
  paths: string[];
  /** The stylesheets the page needs, under the ids the UI kit gives them (so it will not add them twice). */
  styles: Array<{ id: string; css: string }>;
  /** The markup of #root. */
  html: string;
}

export function prerenderLanding(doc: Document): PrerenderedPage {
  ensureKernelStyles(doc);
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <BrowserRouter>
        <LandingPage />
      </BrowserRouter>,
    ),
  );
  // Nothing in the drawing works until the app has started: its buttons say so, and come alive
  // when the real page replaces the drawing.
  container.querySelectorAll('button').forEach((button) => button.setAttribute('disabled', ''));
  const html = container.innerHTML;
  root.unmount();
  const styles = Array.from(doc.head.querySelectorAll('style')).map((style) => ({ id: style.id, css: style.textContent ?? '' }));
  return { paths: [PATHS.register, PATHS.verify], styles, html };
}
