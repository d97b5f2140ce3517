import { PATHS, useKernelTexts } from 'shared-kernel';
import { ErrorPage } from './error-page';

export default function AuthCommonVerificationErrorPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  return <ErrorPage page={PATHS.authCommonVerificationError} {...PAGE_TEXTS.authCommonVerificationError} />;
}
