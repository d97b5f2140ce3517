import { BackToChatButton, ResultPage } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';

/** The end of 'manage accounts': /confirm-account (Save mode) lands here after the bank saved the list. */
export default function SuccessAccountPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  return <ResultPage icon="success" title={PAGE_TEXTS.successAccount.title} actions={<BackToChatButton />} />;
}
