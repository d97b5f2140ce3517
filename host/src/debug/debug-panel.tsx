import { useState } from 'react';
import { isDebugMode, SESSION_KEYS, sessionStore, type SessionKey } from 'shared-kernel';
import { DEBUG_TEXTS } from './debug-texts';

const PANEL_STYLE = { position: 'fixed', right: 8, bottom: 8, zIndex: 90, display: 'flex', gap: 4 } as const;
const BUTTON_STYLE = {
  fontSize: 12,
  padding: '4px 8px',
  borderRadius: 6,
  border: '1px solid var(--line)',
  background: 'var(--surface)',
  color: 'var(--ink)',
} as const;

/**
 * Debug mode (docs/behaviour.md#debug-mode): testers copy the current tokens to paste into API tools.
 * The tokens go only to the clipboard, never to a URL, a log or analytics. Not rendered at all
 * unless debug mode is on, which a production runtime config makes impossible.
 */
export function DebugPanel() {
  const [message, setMessage] = useState('');
  if (!isDebugMode()) return null;

  const copy = async (key: SessionKey) => {
    const token = sessionStore.get(key);
    if (!token) return setMessage(DEBUG_TEXTS.nothingToCopy);
    await navigator.clipboard.writeText(token);
    setMessage(DEBUG_TEXTS.copied);
  };

  return (
    // Testers' words are Thai on either screen, and say so for a screen reader.
    <aside aria-label={DEBUG_TEXTS.panel} lang="th" style={PANEL_STYLE}>
      <button type="button" style={BUTTON_STYLE} onClick={() => void copy(SESSION_KEYS.accessToken)}>
        {DEBUG_TEXTS.copyAccessToken}
      </button>
      <button type="button" style={BUTTON_STYLE} onClick={() => void copy(SESSION_KEYS.verifyToken)}>
        {DEBUG_TEXTS.copyVerifyToken}
      </button>
      <span role="status">{message}</span>
    </aside>
  );
}
