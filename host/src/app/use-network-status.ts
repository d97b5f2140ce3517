import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isOnlineAtom, kernelTextsNow, showAlert, startOfflineQueue } from 'shared-kernel';

/** Keeps isOnline in step with the browser, tells the customer when the connection drops, and flushes queued analytics. */
export function useNetworkStatus(): void {
  const setOnline = useSetAtom(isOnlineAtom);
  useEffect(() => {
    const stopQueue = startOfflineQueue();
    const online = () => setOnline(true);
    const offline = () => {
      setOnline(false);
      void showAlert({ title: kernelTextsNow().POPUP_TEXTS.networkError, icon: 'alert' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      stopQueue();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [setOnline]);
}
