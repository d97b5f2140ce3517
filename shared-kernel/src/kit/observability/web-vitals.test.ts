import { measureWebVitals } from './web-vitals';
import { runPendingMicrotasks } from '../../testing/microtasks';

type Report = (metric: { name: string; value: number; rating: string }) => void;
const reporters: Report[] = [];

jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => reporters.push(report),
  onINP: (report: Report) => reporters.push(report),
  onCLS: (report: Report) => reporters.push(report),
}));

test('the vitals library is asked for only some seconds after the page has loaded, and each vital reaches the data layer without personal data', async () => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  window.history.pushState({}, '', '/add-account/1234567890');
  jest.useFakeTimers();
  measureWebVitals();
  jest.runAllTimers();
  expect(reporters).toEqual([]);
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
  window.dispatchEvent(new Event('load'));
  // The first screen's answers and scripts arrive in these seconds; the library waits them out.
  jest.advanceTimersByTime(2900);
  await runPendingMicrotasks();
  expect(reporters).toEqual([]);
  jest.runAllTimers();
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reporters).toHaveLength(3);
  reporters[0]!({ name: 'LCP', value: 812.4, rating: 'good' });
  reporters[2]!({ name: 'CLS', value: 0.01234, rating: 'good' });
  const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
  expect(layer).toEqual(
    expect.arrayContaining([
      { event: 'web_vital', name: 'LCP', value: 812, rating: 'good', route: '/add-account/[number]' },
      { event: 'web_vital', name: 'CLS', value: 0.012, rating: 'good', route: '/add-account/[number]' },
    ]),
  );
});
