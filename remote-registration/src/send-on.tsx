import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A screen that belongs elsewhere for this customer: with a place to go it draws nothing and
 * sends the customer there in place of its history entry, so the next back goes on past it;
 * without one it draws the screen.
 */
export function SendOn({ to, children }: { to: string | null; children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
  return to ? null : children;
}
