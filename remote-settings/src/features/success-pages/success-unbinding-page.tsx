import { BackToChatButton, ResultPage } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';

export default function SuccessUnbindingPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  return <ResultPage icon="success" title={PAGE_TEXTS.successUnbinding.title} actions={<BackToChatButton />} />;
}
