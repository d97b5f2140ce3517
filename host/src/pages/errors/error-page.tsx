import type { ReactNode } from 'react';
import { BackToChatButton, ResultPage, useErrorPageEvent } from 'shared-kernel';

interface ErrorPageProps {
  page: string;
  title: string;
  description: string;
  /** Buttons shown above 'back to chat' (for example a way back). */
  before?: ReactNode;
}

/** Each error page sends exactly one tracking event, with the stored error category. */
export function ErrorPage({ page, title, description, before }: ErrorPageProps) {
  useErrorPageEvent(page);
  return (
    <ResultPage
      icon="alert"
      title={title}
      description={description}
      actions={
        <>
          {before}
          <BackToChatButton />
        </>
      }
    />
  );
}
