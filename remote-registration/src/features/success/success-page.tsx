import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { BackToChatButton, resetSensitiveDataAtom, ResultPage } from 'shared-kernel';
import { REGISTRATION_TEXTS } from '../../texts/th';

const TEXT = REGISTRATION_TEXTS.success;

/** /success: registration is complete; the ID and mobile typed on /info are no longer needed. */
export default function SuccessPage() {
  const resetSensitiveData = useSetAtom(resetSensitiveDataAtom);
  useEffect(() => {
    resetSensitiveData();
  }, [resetSensitiveData]);
  return <ResultPage icon="success" title={TEXT.title} description={TEXT.description} actions={<BackToChatButton />} />;
}
