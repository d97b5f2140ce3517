/**
 * Build time only: a remote's build draws its routes' first screens with this (in jsdom, from
 * scripts/prerender-screens.js) and publishes them beside its remoteEntry.js as
 * first-screens.json, which the host's server puts into the HTML of those routes
 * (docs/remote-screens.md). Never part of a browser bundle.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RouteStart } from '../session/route-start';
import { needsLatinFontFile } from '../ui/font';
import { ensureKernelStyles } from '../ui/styles';

export interface PrerenderedScreen {
  /** The markup of #root. */
  html: string;
  /**
   * The page's own stylesheets, under the ids it gives them (so it will not add them twice). The
   * kernel's stylesheet is the host's to give: it serves the kernel and its font files.
   */
  styles: Array<{ id: string; css: string }>;
  /**
   * The drawing is the customer's whole first screen (the landing, the settings menu), not a step
   * before the bank answers (the statement entry's "checking"): the server then spends the first
   * bandwidth on what the customer reads, and hints no start-up scripts.
   */
  whole: boolean;
  /** The drawing shows text only the Latin font file has: the server preloads that file only then. */
  latinText: boolean;
}

export interface FirstScreenRoute extends RouteStart {
  screen?: PrerenderedScreen;
}

/** first-screens.json: every route the remote draws, each with what its start-up may use. */
export interface FirstScreens {
  version: 1;
  routes: Record<string, FirstScreenRoute>;
}

const KERNEL_STYLES = 'kernel-styles';

const styleSheets = (doc: Document) =>
  Array.from(doc.head.querySelectorAll('style')).map((style) => ({ id: style.id, css: style.textContent ?? '' }));

/** Draws `page` exactly as the app first draws it, before any answer from the bank. */
export function prerenderScreen(doc: Document, page: ReactElement, { whole }: { whole: boolean }): PrerenderedScreen {
  doc.head.querySelectorAll('style').forEach((style) => style.remove());
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const root = createRoot(container);
  // The page's own stylesheet is added by the page as it is drawn (useFeatureStyles).
  flushSync(() => root.render(<BrowserRouter>{page}</BrowserRouter>));
  // Nothing in the drawing works until the app has started: its buttons say so, and come alive
  // when the real page replaces the drawing.
  container.querySelectorAll('button').forEach((button) => button.setAttribute('disabled', ''));
  const html = container.innerHTML;
  // A label marked with its own language (the language switch's "English") is drawn in the
  // system font (ui/styles.ts): it needs no Latin font file.
  const ownText = container.cloneNode(true) as HTMLElement;
  ownText.querySelectorAll('[lang]').forEach((label) => label.remove());
  const latinText = needsLatinFontFile(ownText.textContent ?? '');
  root.unmount();
  container.remove();
  const styles = styleSheets(doc).filter(({ id }) => id !== KERNEL_STYLES);
  return { html, styles, whole, latinText };
}

/** The host's build: the kernel's stylesheet it gives every prerendered screen. */
export function prerenderKernelStyles(doc: Document): { styles: Array<{ id: string; css: string }> } {
  doc.head.querySelectorAll('style').forEach((style) => style.remove());
  ensureKernelStyles(doc);
  return { styles: styleSheets(doc) };
}
