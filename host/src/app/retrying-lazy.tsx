import { lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

type PageModule = { default: ComponentType };

/**
 * A host page whose code is fetched when first drawn. React keeps a lazy page's failed load for
 * good, so one chunk that did not come (a dropped connection) would fail that screen for the rest
 * of the visit. Here a failed load is tried again when the screen is drawn at another history
 * entry (the root error boundary's way back, then the same tap); never at the entry it failed on,
 * where React draws again at once and would fetch in a loop.
 */
export function retryingLazy(load: () => Promise<PageModule>): ComponentType {
  let drawnAt = '';
  let failedAt: string | null = null;
  const attempt = () =>
    load().catch((error: unknown) => {
      failedAt = drawnAt;
      throw error;
    });
  let Page = lazy(attempt);
  return function HostPage() {
    const { key } = useLocation();
    if (failedAt !== null && failedAt !== key) {
      failedAt = null;
      Page = lazy(attempt);
    }
    drawnAt = key;
    return <Page />;
  };
}
