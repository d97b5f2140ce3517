import { BackToChatButton, ResultPage } from 'shared-kernel';
import { useHostTexts } from '../../texts/catalogue';

/** LKS0407: nothing more can be done here; the description names the hotline. */
export default function SuspendRegisterPage() {
  const HOST_TEXTS = useHostTexts();
  return (
    <ResultPage
      icon="suspend"
      title={HOST_TEXTS.suspended.header}
      description={HOST_TEXTS.suspended.description}
      actions={<BackToChatButton />}
    />
  );
}
