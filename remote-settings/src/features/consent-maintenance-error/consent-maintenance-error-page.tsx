import { BackToChatButton, PATHS, ResultPage, useErrorPageEvent } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';

/** LKS1102: the customer never gave the bank any consent, so there is nothing to maintain. */
export default function ConsentMaintenanceErrorPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  useErrorPageEvent(PATHS.consentMaintenanceError);
  const { title, description } = PAGE_TEXTS.consentMaintenanceError;
  return <ResultPage icon="alert" title={title} description={description} actions={<BackToChatButton />} />;
}
