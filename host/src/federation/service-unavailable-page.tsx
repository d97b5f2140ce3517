import { BackToChatButton, Button, ResultPage, useKernelTexts } from 'shared-kernel';

export function ServiceUnavailablePage({ onRetry }: { onRetry: () => void }) {
  const { BUTTONS, PAGE_TEXTS } = useKernelTexts();
  return (
    <ResultPage
      icon="alert"
      title={PAGE_TEXTS.remoteDown.title}
      description={PAGE_TEXTS.remoteDown.description}
      actions={
        <>
          <Button onClick={onRetry}>{BUTTONS.retry}</Button>
          <BackToChatButton />
        </>
      }
    />
  );
}
