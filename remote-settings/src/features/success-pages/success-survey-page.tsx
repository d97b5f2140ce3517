import { BackToChatButton, ResultPage } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';

export default function SuccessSurveyPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  return <ResultPage icon="success" title={PAGE_TEXTS.successSurvey.title} actions={<BackToChatButton />} />;
}
