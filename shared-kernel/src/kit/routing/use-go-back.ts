import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

function hasAppHistory(): boolean {
  // BrowserRouter numbers its entries; 0 means this page opened the LIFF window (nothing of ours behind it).
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/** ย้อนกลับ: the previous screen of the app, or `fallback` when the customer arrived here directly. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasAppHistory()) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
