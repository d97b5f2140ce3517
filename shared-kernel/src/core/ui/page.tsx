import type { ReactNode } from 'react';

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
  return (
    <main className="k-page">
      <div className="k-page__body">
        {title ? (
          <header className="k-header">
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
