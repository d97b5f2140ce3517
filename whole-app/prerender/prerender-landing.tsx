/**
 * Build time only (scripts/prerender-landing.js runs this in jsdom): draws pages exactly as the
 * app first draws them, before any answer from the bank, so the server can put them in the
 * page's HTML. A customer on a slow network then reads the page (the registration landing, or
 * the settings menu) as soon as the HTML arrives, instead of after the host, LIFF,
 * the remote entry and the page chunk have all loaded.
 * It sits in whole-app/, not in the host, because it compiles remote pages in: the host itself
 * reaches remotes only through federation (ARCHITECTURE.md, "Checks").
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ensureKernelStyles, PATHS } from 'shared-kernel';
import LandingPage from '../../remote-registration/src/features/landing/landing-page';
import SettingMenuPage from '../../remote-settings/src/features/setting-menu/setting-menu-page';
import RequestStatementPage from '../../remote-statement/src/features/request-statement/request-statement-page';
import { needsLatinFontFile } from '../../shared-kernel/src/ui/font';

export interface PrerenderedPage {
  /** The client routes that draw this page. */
  paths: string[];
  /** The stylesheets the page needs, under the ids the UI kit gives them (so it will not add them twice). */
  styles: Array<{ id: string; css: string }>;
  /** The markup of #root. */
  html: string;
  /**
   * The drawing is the customer's whole first screen (the landing, the settings menu), not a
   * step before the bank answers (the statement entry's "checking"): the server then spends the
   * first bandwidth on what the customer reads, and hints no start-up scripts.
   */
  firstScreen: boolean;
  /** The drawing shows text only the Latin font file has: the server preloads that file only then. */
  latinText: boolean;
}

function prerender(doc: Document, paths: string[], page: ReactElement, firstScreen: boolean): PrerenderedPage {
  doc.head.querySelectorAll('style').forEach((style) => style.remove());
  ensureKernelStyles(doc);
  // A page's own stylesheet is added by the page as it is drawn (useFeatureStyles).
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(<BrowserRouter>{page}</BrowserRouter>));
  // Nothing in the drawing works until the app has started: its buttons say so, and come alive
  // when the real page replaces the drawing.
  container.querySelectorAll('button').forEach((button) => button.setAttribute('disabled', ''));
  const html = container.innerHTML;
  const latinText = needsLatinFontFile(container.textContent ?? '');
  root.unmount();
  container.remove();
  const styles = Array.from(doc.head.querySelectorAll('style')).map((style) => ({ id: style.id, css: style.textContent ?? '' }));
  return { paths, styles, html, firstScreen, latinText };
}

export function prerenderLanding(doc: Document): PrerenderedPage {
  return prerender(doc, [PATHS.register, PATHS.verify], <LandingPage />, true);
}

/**
 * The settings menu as it is drawn while the bank's pre-setting check is under way: its heading
 * and the items every registered customer has (the largest text of the first screen), inert
 * until the check answers; the personal-data item, which depends on the answer, joins later.
 */
export function prerenderSettingMenu(doc: Document): PrerenderedPage {
  return prerender(doc, [PATHS.setting], <SettingMenuPage />, true);
}

/**
 * The statement entry from the chat as it is drawn while the bank checks the account: its
 * heading and the line saying so. Drawn without an account (the build knows none); the markup is
 * the same for every account, and nothing in it acts.
 */
export function prerenderRequestStatement(doc: Document): PrerenderedPage {
  return prerender(doc, [PATHS.requestStatement], <RequestStatementPage />, false);
}

export { routeOwners } from './route-owners';
