import type { ReactNode } from 'react';

interface PageProps {
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The 450 px column every screen sits in: a body and a button footer. */
export function Page({ title, children, footer }: PageProps) {
  return (
    <main className="k-page">
      <div className="k-page__body">
        {title ? <h1 className="k-page__title">{title}</h1> : null}
        {children}
      </div>
      {footer ? <div className="k-page__footer">{footer}</div> : null}
    </main>
  );
}
