import { BackToChatButton, ResultPage, useErrorPageEvent } from 'shared-kernel';

interface ErrorPageProps {
  page: string;
  title: string;
  description: string;
}

/** Each error page sends exactly one tracking event, with the stored error category. */
export function ErrorPage({ page, title, description }: ErrorPageProps) {
  useErrorPageEvent(page);
  return <ResultPage icon="alert" title={title} description={description} actions={<BackToChatButton />} />;
}
