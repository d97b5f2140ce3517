import { PAGE_TEXTS, PATHS } from 'shared-kernel';
import { ErrorPage } from './error-page';

export default function AuthCommonVerificationErrorPage() {
  return <ErrorPage page={PATHS.authCommonVerificationError} {...PAGE_TEXTS.authCommonVerificationError} />;
}
