import type { FirstScreens } from '../core/prerender/first-screens';

/**
 * The checks every remote's first-screens.json passes (docs/remote-screens.md): it describes
 * only routes the remote draws (the build writes one entry per route of its pages), and each screen it draws has its heading, is inert until
 * the app has started, and carries the page's own styles only (the kernel's are the host's).
 */
export function describePublishedFirstScreens(prerender: (doc: Document) => FirstScreens, pages: Record<string, unknown>): void {
  describe('the first screens this remote publishes', () => {
    const published = prerender(document);

    it('describes only routes the remote draws', () => {
      expect(Object.keys(pages)).toEqual(expect.arrayContaining(Object.keys(published.routes)));
    });

    it('draws each first screen with its heading, inert until the app has started, with the page’s own styles only', () => {
      const screens = Object.values(published.routes).flatMap((route) => (route.screen ? [route.screen] : []));
      expect(screens.length).toBeGreaterThan(0);
      for (const screen of screens) {
        const drawn = document.createElement('div');
        drawn.innerHTML = screen.html;
        expect(drawn.querySelector('h1')?.textContent).toBeTruthy();
        drawn.querySelectorAll('button').forEach((button) => expect(button).toBeDisabled());
        expect(screen.styles.map(({ id }) => id)).not.toContain('kernel-styles');
      }
    });
  });
}
