import { useSetAtom } from 'jotai';
import { patchRegistrationAtom } from 'shared-kernel';
import { SurveyScreen } from 'shared-kernel/survey';
import { useRegistrationTexts } from '../../texts/catalogue';
import { useRegistrationStyles } from '../../ui/registration-styles';
import { OWN_PATHS } from '../../own-paths';
import { useRegistrationStepHere } from '../../registration-step';

/** /survey: the customer's interests, saved answers preselected; Finish needs one choice. */
export default function SurveyPage() {
  const REGISTRATION_TEXTS = useRegistrationTexts();
  useRegistrationStyles();
  const patch = useSetAtom(patchRegistrationAtom);
  useRegistrationStepHere(OWN_PATHS.survey);
  return <SurveyScreen texts={REGISTRATION_TEXTS.survey} next={OWN_PATHS.success} onLoaded={(loaded) => patch({ survey: loaded })} />;
}
