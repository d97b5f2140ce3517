import { BackToChatButton, PAGE_TEXTS, ResultPage } from 'shared-kernel';

export default function SuccessSurveyPage() {
  return <ResultPage icon="success" title={PAGE_TEXTS.successSurvey.title} actions={<BackToChatButton />} />;
}
