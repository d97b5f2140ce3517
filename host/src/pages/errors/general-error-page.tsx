import { PAGE_TEXTS, PATHS } from 'shared-kernel';
import { ErrorPage } from './error-page';

export default function GeneralErrorPage() {
  return <ErrorPage page={PATHS.generalError} {...PAGE_TEXTS.generalError} />;
}
