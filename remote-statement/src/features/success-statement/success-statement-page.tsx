import { BackToChatButton, ResultPage } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';

/** The bank sends the statement within 1 hour; the customer returns to the chat. */
export default function SuccessStatementPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  const text = PAGE_TEXTS.successStatement;
  return <ResultPage icon="success" title={text.title} description={text.description} actions={<BackToChatButton />} />;
}
