import { BackToChatButton, ResultPage, useKernelTexts } from 'shared-kernel';

export default function SuccessSurveyPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  return <ResultPage icon="success" title={PAGE_TEXTS.successSurvey.title} actions={<BackToChatButton />} />;
}
