import { useEffect } from 'react';
import { recordConsentReturn } from 'shared-kernel';

export const STAMP_DELAY_MS = 100;

/**
 * Where the consent provider sends the customer back. It stores the result for the consent
 * page (which polls every 5 s), then closes or returns. It draws nothing.
 */
export function StampConsentActionPage() {
  useEffect(() => {
    const returnTo = recordConsentReturn(window.location.search);
    const timer = setTimeout(() => {
      // Inside the consent frame the parent page notices the marker; nothing more to do here.
      if (window.self !== window.top) return;
      window.location.replace(returnTo);
    }, STAMP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
