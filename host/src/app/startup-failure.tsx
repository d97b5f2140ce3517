import { PAGE_TEXTS, ResultPage } from 'shared-kernel';

/** When the shell cannot even start (no runtime config, LIFF refused), never a white screen. */
export function StartupFailure() {
  return <ResultPage icon="alert" title={PAGE_TEXTS.generalError.title} description={PAGE_TEXTS.generalError.description} />;
}
