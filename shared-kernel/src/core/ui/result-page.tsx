import type { ReactNode } from 'react';
import { Page } from './page';
import { StatusIcon, type StatusIconKind } from './status-icon';

interface ResultPageProps {
  icon: StatusIconKind;
  title: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Success, error and lock screens share this shape: icon, title, text, buttons at the bottom. */
export function ResultPage({ icon, title, description, actions, children }: ResultPageProps) {
  return (
    <Page footer={actions}>
      <section className="k-result">
        <StatusIcon kind={icon} />
        <h1 tabIndex={-1}>{title}</h1>
        {description ? <p>{description}</p> : null}
        {children}
      </section>
    </Page>
  );
}
