import { useLocation } from 'react-router-dom';

export const SANDBOX_FAULT_PARAM = 'sandboxFault';

/**
 * Sandbox only: `?sandboxFault=render` makes this overlay throw while drawing, so the e2e can
 * prove the root error boundary on the production build. The app mounts it only when the
 * runtime config mocks LIFF, which a production config is refused for, so no customer can
 * reach it.
 */
export function SandboxFault() {
  const { search } = useLocation();
  if (new URLSearchParams(search).get(SANDBOX_FAULT_PARAM) === 'render') {
    throw new Error('sandbox fault: an overlay failed while drawing');
  }
  return null;
}
