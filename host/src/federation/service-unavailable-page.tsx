import { BackToChatButton, Button, BUTTONS, PAGE_TEXTS, ResultPage } from 'shared-kernel';

export function ServiceUnavailablePage({ onRetry }: { onRetry: () => void }) {
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
