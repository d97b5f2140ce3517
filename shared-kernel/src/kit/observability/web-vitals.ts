import { track } from 'shared-kernel';
import { scrubPersonalData } from './scrub-personal-data';

interface Metric {
  name: string;
  value: number;
  rating: string;
}

/** One Core Web Vital into the data layer, where the error reporter also takes it (web_vital). */
function trackVital({ name, value, rating }: Metric): void {
  // CLS is a score (0.1 is "needs improvement"); LCP and INP are milliseconds.
  const rounded = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
  track({ name: 'web_vital', params: { name, value: rounded, rating, route: scrubPersonalData(window.location.pathname) } });
}

// The first seconds after the load event are when a screen that waits for the bank gets its
// answers and the framework (the statement entry: docs/performance-log.md); the library is no part
// of any screen, so it waits them out. A visit shorter than this sends no vitals.
const AFTER_LOAD_MS = 3000;

/**
 * LCP, INP and CLS from the web-vitals library, fetched only a few seconds after the page has
 * loaded, once the browser is idle, so it never shares the first screen's bandwidth or main
 * thread. Its observers read the buffered entries, so what happened before it arrived is still
 * measured.
 */
export function measureWebVitals(): void {
  const load = () =>
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        onLCP(trackVital);
        onINP(trackVital);
        onCLS(trackVital);
      })
      .catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => void load(), { timeout: 5000 })
      : setTimeout(() => void load(), 1000);
  const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
