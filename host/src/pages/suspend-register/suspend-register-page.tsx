import { BackToChatButton, ResultPage } from 'shared-kernel';
import { HOST_TEXTS } from '../../texts/th';

/** LKS0407: nothing more can be done here; the description names the hotline. */
export default function SuspendRegisterPage() {
  return (
    <ResultPage
      icon="suspend"
      title={HOST_TEXTS.suspended.header}
      description={HOST_TEXTS.suspended.description}
      actions={<BackToChatButton />}
    />
  );
}
