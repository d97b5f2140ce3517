/**
 * The server puts a remote's prerendered first screen (docs/remote-screens.md) into #root, so it paints from
 * the HTML. React replaces #root's content on its first render; until the route's real page has
 * arrived, the loading placeholder shows that same markup again instead of a spinner, so the
 * customer sees the page once, not the page, a spinner, then the page.
 */
let prerendered: { path: string; html: string; language: string } | null = null;

/** Call before React renders into `root`: keeps what the server drew there for `path`. */
export function keepPrerenderedPage(root: HTMLElement, path: string): void {
  // Only elements: the template's marker comment stays in #root where no server filled it (dev).
  prerendered = root.firstElementChild ? { path, html: root.innerHTML.trim(), language: document.documentElement.lang } : null;
}

/**
 * The markup the server drew for `path` (our own build's output), if any, and only while the
 * screen is in the language it was drawn in: where LIFF says otherwise (`<html lang>` follows it),
 * the customer never sees the drawing again.
 */
export function prerenderedPageFor(path: string): string | null {
  return prerendered?.path === path && prerendered.language === document.documentElement.lang ? prerendered.html : null;
}
