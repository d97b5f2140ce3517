import { PATHS, useKernelTexts } from 'shared-kernel';
import { ErrorPage } from './error-page';

export default function GeneralErrorPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  return <ErrorPage page={PATHS.generalError} {...PAGE_TEXTS.generalError} />;
}
