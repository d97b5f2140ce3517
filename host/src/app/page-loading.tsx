import { useLocation } from 'react-router-dom';
import { LoadingSpinner } from 'shared-kernel';
import { prerenderedPageFor } from './prerendered-page';

/**
 * While a page's code arrives: the page as the server prerendered it, else a quiet spinner in the
 * middle of the screen, at the size LINE's MINI App guidelines give (docs/running-in-line.md);
 * never a blank screen.
 */
export function PageLoading() {
  const { pathname } = useLocation();
  const prerendered = prerenderedPageFor(pathname);
  if (prerendered) {
    // A remote's own build output (its first-screens.json, checked by server/remote-screens.js),
    // never anything a customer typed.
    return <div aria-busy="true" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  return <LoadingSpinner />;
}
