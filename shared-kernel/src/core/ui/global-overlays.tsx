import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { isDebugMode } from '../debug/debug-mode';
import { alertPopupAtom, confirmPopupAtom, isLoadingAtom, successPopupAtom } from '../state/popups';
import { useKernelTexts } from '../texts/kernel-texts';
import { Button } from './button';
import { useSaidAfterWait } from './loading-spinner';
import { useLeavingClosesPopups } from './leaving-closes-popups';
import { ModalDialog } from './modal-dialog';
import { StatusIcon } from './status-icon';

function LoadingOverlay() {
  const loading = useAtomValue(isLoadingAtom);
  const said = useSaidAfterWait(loading);
  const { PAGE_TEXTS } = useKernelTexts();
  // The status region stays on the page, empty while nothing loads.
  return (
    <div className={loading ? 'k-overlay' : undefined} role="status">
      {loading ? <div className="k-spinner" /> : null}
      {said ? <span className="k-sr-only">{PAGE_TEXTS.loading}</span> : null}
    </div>
  );
}

function AlertOverlay() {
  const popup = useAtomValue(alertPopupAtom);
  const okRef = useRef<HTMLButtonElement>(null);
  const [debugShown, setDebugShown] = useState(false);
  const { BUTTONS } = useKernelTexts();
  useEffect(() => setDebugShown(false), [popup]);
  if (!popup) return null;
  const canShowDebug = Boolean(popup.debugDetail) && isDebugMode();
  return (
    // Esc means the only answer there is: OK.
    <ModalDialog
      role="alertdialog"
      labelledBy="k-alert-title"
      describedBy={popup.description ? 'k-alert-text' : undefined}
      onCancel={popup.resolve}
      initialFocus={okRef}
    >
      <div className="k-dialog">
        <StatusIcon kind={popup.icon} onClick={canShowDebug ? () => setDebugShown(true) : undefined} />
        <h2 id="k-alert-title">{popup.title}</h2>
        {popup.description ? <p id="k-alert-text">{popup.description}</p> : null}
        {debugShown ? <pre className="k-text-muted">{popup.debugDetail}</pre> : null}
        <div className="k-dialog__actions">
          <Button ref={okRef} onClick={popup.resolve}>
            {popup.okText ?? BUTTONS.ok}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

function ConfirmOverlay() {
  const popup = useAtomValue(confirmPopupAtom);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!popup) return null;
  return (
    // Esc declines, as the cancel button does: the customer is never moved on by a key press.
    // A question that deletes opens on its cancel: Enter pressed twice on the delete button
    // would otherwise answer it before it was read.
    <ModalDialog
      role="alertdialog"
      labelledBy="k-confirm-title"
      describedBy={popup.description ? 'k-confirm-text' : undefined}
      onCancel={() => popup.resolve(false)}
      initialFocus={popup.tone === 'warning' ? cancelRef : primaryRef}
    >
      <div className="k-dialog">
        <h2 id="k-confirm-title">{popup.title}</h2>
        {popup.description ? <p id="k-confirm-text">{popup.description}</p> : null}
        <div className="k-dialog__actions">
          <Button ref={primaryRef} variant={popup.tone ?? 'primary'} onClick={() => popup.resolve(true)}>
            {popup.confirmText}
          </Button>
          <Button ref={cancelRef} variant="secondary" onClick={() => popup.resolve(false)}>
            {popup.cancelText}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

function SuccessOverlay() {
  const popup = useAtomValue(successPopupAtom);
  if (!popup) return null;
  return (
    // No Esc: it closes by itself after its two seconds and the page then goes on.
    <ModalDialog labelledBy="k-success-title">
      <div className="k-dialog" role="status" aria-live="assertive">
        <StatusIcon kind="success" />
        <h2 id="k-success-title">{popup.title}</h2>
      </div>
    </ModalDialog>
  );
}

/** Mounted once by the shell, inside its router; pages open these through the kernel's popup functions. */
export function GlobalOverlays() {
  useLeavingClosesPopups();
  return (
    <>
      <LoadingOverlay />
      <ConfirmOverlay />
      <AlertOverlay />
      <SuccessOverlay />
    </>
  );
}
