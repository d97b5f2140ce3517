import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { isDebugMode } from '../debug/debug-mode';
import { alertPopupAtom, confirmPopupAtom, isLoadingAtom, successPopupAtom } from '../state/popups';
import { BUTTONS, PAGE_TEXTS } from '../texts/th';
import { Button } from './button';
import { StatusIcon } from './status-icon';

function useDialogFocus<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  return ref;
}

function LoadingOverlay() {
  const loading = useAtomValue(isLoadingAtom);
  if (!loading) return null;
  return (
    <div className="k-overlay" role="status" aria-live="polite">
      <div className="k-spinner" />
      <span className="k-sr-only">{PAGE_TEXTS.loading}</span>
    </div>
  );
}

function AlertOverlay() {
  const popup = useAtomValue(alertPopupAtom);
  const okRef = useDialogFocus<HTMLButtonElement>(popup !== null);
  const [debugShown, setDebugShown] = useState(false);
  useEffect(() => setDebugShown(false), [popup]);
  if (!popup) return null;
  const canShowDebug = Boolean(popup.debugDetail) && isDebugMode();
  return (
    <div className="k-overlay">
      <div className="k-dialog" role="alertdialog" aria-modal="true" aria-labelledby="k-alert-title">
        <StatusIcon kind={popup.icon} onClick={canShowDebug ? () => setDebugShown(true) : undefined} />
        <h2 id="k-alert-title">{popup.title}</h2>
        {popup.description ? <p>{popup.description}</p> : null}
        {debugShown ? <pre className="k-text-muted">{popup.debugDetail}</pre> : null}
        <div className="k-dialog__actions">
          <Button ref={okRef} onClick={popup.resolve}>
            {popup.okText ?? BUTTONS.ok}
          </Button>
        </div>
      </div>
    </div>
  );
}

function ConfirmOverlay() {
  const popup = useAtomValue(confirmPopupAtom);
  const primaryRef = useDialogFocus<HTMLButtonElement>(popup !== null);
  if (!popup) return null;
  return (
    <div className="k-overlay">
      <div className="k-dialog" role="alertdialog" aria-modal="true" aria-labelledby="k-confirm-title">
        <h2 id="k-confirm-title">{popup.title}</h2>
        {popup.description ? <p>{popup.description}</p> : null}
        <div className="k-dialog__actions">
          <Button ref={primaryRef} variant={popup.tone ?? 'primary'} onClick={() => popup.resolve(true)}>
            {popup.confirmText}
          </Button>
          <Button variant="secondary" onClick={() => popup.resolve(false)}>
            {popup.cancelText}
          </Button>
        </div>
      </div>
    </div>
  );
}

function SuccessOverlay() {
  const popup = useAtomValue(successPopupAtom);
  if (!popup) return null;
  return (
    <div className="k-overlay">
      <div className="k-dialog" role="status" aria-live="assertive">
        <StatusIcon kind="success" />
        <h2>{popup.title}</h2>
      </div>
    </div>
  );
}

/** Mounted once by the shell; pages open these through the kernel's popup functions. */
export function GlobalOverlays() {
  return (
    <>
      <LoadingOverlay />
      <ConfirmOverlay />
      <AlertOverlay />
      <SuccessOverlay />
    </>
  );
}
