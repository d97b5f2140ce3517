import { useEffect, useRef } from 'react';
import { BackToChatButton, ResultPage, SESSION_KEYS, sessionStore, trackErrorPage } from 'shared-kernel';

interface ErrorPageProps {
  page: string;
  title: string;
  description: string;
}

/** Each error page sends exactly one tracking event, with the stored error category. */
export function ErrorPage({ page, title, description }: ErrorPageProps) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    trackErrorPage(page, sessionStore.get(SESSION_KEYS.errorCategory));
  }, [page]);
  return <ResultPage icon="alert" title={title} description={description} actions={<BackToChatButton />} />;
}
