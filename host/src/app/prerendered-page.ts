/**
 * The server puts a prerendered page (the registration landing) into #root, so it paints from
 * the HTML. React replaces #root's content on its first render; until the route's real page has
 * arrived, the loading placeholder shows that same markup again instead of a spinner, so the
 * customer sees the page once, not the page, a spinner, then the page.
 */
let prerendered: { path: string; html: string } | null = null;

/** Call before React renders into `root`: keeps what the server drew there for `path`. */
export function keepPrerenderedPage(root: HTMLElement, path: string): void {
  const html = root.innerHTML.trim();
  prerendered = html ? { path, html } : null;
}

/** The markup the server drew for `path` (our own build's output), if any. */
export function prerenderedPageFor(path: string): string | null {
  return prerendered?.path === path ? prerendered.html : null;
}
