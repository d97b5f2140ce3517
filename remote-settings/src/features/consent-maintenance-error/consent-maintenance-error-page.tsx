import { BackToChatButton, PAGE_TEXTS, PATHS, ResultPage, useErrorPageEvent } from 'shared-kernel';

/** LKS1102: the customer never gave the bank any consent, so there is nothing to maintain. */
export default function ConsentMaintenanceErrorPage() {
  useErrorPageEvent(PATHS.consentMaintenanceError);
  const { title, description } = PAGE_TEXTS.consentMaintenanceError;
  return <ResultPage icon="alert" title={title} description={description} actions={<BackToChatButton />} />;
}
