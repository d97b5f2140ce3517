import { BackToChatButton, ResultPage, useKernelTexts } from 'shared-kernel';

export default function SuccessUnbindingPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  return <ResultPage icon="success" title={PAGE_TEXTS.successUnbinding.title} actions={<BackToChatButton />} />;
}
