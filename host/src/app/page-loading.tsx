import { PAGE_TEXTS } from 'shared-kernel';

/** While a page's code arrives: a quiet spinner, never a blank screen. */
export function PageLoading() {
  return (
    <div className="k-result" role="status" aria-live="polite">
      <div className="k-spinner" />
      <span className="k-sr-only">{PAGE_TEXTS.loading}</span>
    </div>
  );
}
