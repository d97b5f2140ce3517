import { PAGE_TEXTS, PATHS } from 'shared-kernel';
import { ErrorPage } from './error-page';

export default function AuthRegisterVerificationErrorPage() {
  return <ErrorPage page={PATHS.authRegisterVerificationError} {...PAGE_TEXTS.authRegisterVerificationError} />;
}
