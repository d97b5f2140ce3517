import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getRuntimeConfig, LOCAL_KEYS, localStore, PATHS } from 'shared-kernel';
import { appPath, deepLinkedPath } from '../../app/deep-link';

/**
 * `/` shows nothing: it forwards to a LIFF deep link (liff.state; in mock mode only, the real
 * SDK redirects there itself), else to where the customer was sent before a round trip
 * (wantToGoTo), else to registration. Both are checked to be our own routes before they are
 * followed.
 */
export function EntryPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const deepLink = deepLinkedPath(window.location.search, getRuntimeConfig());
    const stored = appPath(localStore.get(LOCAL_KEYS.wantToGoTo));
    localStore.remove(LOCAL_KEYS.wantToGoTo);
    navigate(deepLink ?? stored ?? PATHS.register, { replace: true });
  }, [navigate]);
  return null;
}
