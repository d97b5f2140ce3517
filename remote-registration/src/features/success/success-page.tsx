import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { BackToChatButton, resetSensitiveDataAtom, ResultPage } from 'shared-kernel';
import { useRegistrationTexts } from '../../texts/catalogue';
import { OWN_PATHS } from '../../own-paths';
import { useRegistrationStepHere } from '../../registration-step';

/** /success: registration is complete; the ID and mobile typed on /info are no longer needed. */
export default function SuccessPage() {
  const TEXT = useRegistrationTexts().success;
  const resetSensitiveData = useSetAtom(resetSensitiveDataAtom);
  useRegistrationStepHere(OWN_PATHS.success);
  useEffect(() => {
    resetSensitiveData();
  }, [resetSensitiveData]);
  return <ResultPage icon="success" title={TEXT.title} description={TEXT.description} actions={<BackToChatButton />} />;
}
