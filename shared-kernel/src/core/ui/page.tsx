import { useEffect, useRef, type ReactNode } from 'react';

interface PageProps {
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * The 450 px column every screen sits in: a header bar with the screen's name (as LINE MINI
 * App screens have), a body, and a button footer fixed to the bottom above the home indicator.
 * The heading takes focus on a route change (use-route-announcer), hence tabIndex -1.
 */
export function Page({ title, children, footer }: PageProps) {
  const header = useRef<HTMLElement>(null);
  useHeaderClearance(header, Boolean(title));
  return (
    <main className="k-page">
      <div className="k-page__body">
        {title ? (
          <header className="k-header" ref={header}>
            <h1 className="k-page__title" tabIndex={-1}>
              {title}
            </h1>
          </header>
        ) : null}
        {children}
      </div>
      {footer ? <div className="k-page__footer">{footer}</div> : null}
    </main>
  );
}

/**
 * A field focused scrolls clear of the sticky header as tall as it really is: at the phone's
 * largest text the screen's name takes two or three lines, past the stylesheet's one-line
 * `--header-height` (WCAG 2.4.11, docs/behaviour.md#overlays-and-buttons).
 */
function useHeaderClearance(header: { current: HTMLElement | null }, shown: boolean) {
  useEffect(() => {
    const element = header.current;
    if (!shown || !element || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('scroll-padding-top', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('scroll-padding-top');
    };
  }, [header, shown]);
}
