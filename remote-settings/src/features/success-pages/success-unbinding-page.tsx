import { BackToChatButton, PAGE_TEXTS, ResultPage } from 'shared-kernel';

export default function SuccessUnbindingPage() {
  return <ResultPage icon="success" title={PAGE_TEXTS.successUnbinding.title} actions={<BackToChatButton />} />;
}
