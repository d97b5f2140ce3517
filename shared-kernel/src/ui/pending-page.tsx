import { PAGE_TEXTS } from '../texts/th';
import { ResultPage } from './result-page';

/** A route whose screen lands in a later issue says so on screen; it is never silently blank. */
export function PendingPage() {
  return <ResultPage icon="alert" title={PAGE_TEXTS.pendingPage} description={PAGE_TEXTS.pendingDescription} />;
}
