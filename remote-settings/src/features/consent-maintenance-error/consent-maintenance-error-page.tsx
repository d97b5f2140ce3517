import { BackToChatButton, PATHS, ResultPage, useErrorPageEvent, useKernelTexts } from 'shared-kernel';

/** LKS1102: the customer never gave the bank any consent, so there is nothing to maintain. */
export default function ConsentMaintenanceErrorPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  useErrorPageEvent(PATHS.consentMaintenanceError);
  const { title, description } = PAGE_TEXTS.consentMaintenanceError;
  return <ResultPage icon="alert" title={title} description={description} actions={<BackToChatButton />} />;
}
