import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { focusScreenHeading } from '../../kit/routing/screen-heading';

interface ModalDialogProps {
  /** `alertdialog` for a question or a message that needs an answer, `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  label?: string;
  /** The element that explains the dialog, read with its name as focus moves in. */
  describedBy?: string;
  className?: string;
  /** Esc (and a tap on the backdrop, when `closeOnBackdrop`): what the dialog's cancel means. Without it Esc does nothing. */
  onCancel?: () => void;
  closeOnBackdrop?: boolean;
  /** What gets focus on opening; otherwise the first control, as the browser does. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"])';

/**
 * iOS 15.0-15.3 (which LINE supports) have no modal `<dialog>`: there the popup is opened with
 * the `open` attribute and draws itself as a full-screen scrim over the page (`k-modal--inline`),
 * Tab still wraps inside and Esc still cancels; only the page behind is not made inert
 * (docs/browsers.md). jsdom has no showModal either.
 */
function hasModalDialogs(): boolean {
  return typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function';
}

/**
 * The element that last took focus. A button greyed out while the bank answers (the statement's
 * Send) drops its focus to the page's body, so the popup the answer opens finds nothing focused:
 * that button is what the customer acted on, where closing the popup puts them back. Only a
 * button: a field left for the page (a tap beside it) is not taken back, keyboard and all.
 */
let lastFocused: EventTarget | null = null;
if (typeof document !== 'undefined') document.addEventListener('focusin', (event) => (lastFocused = event.target), true);

function focusablesIn(root: HTMLElement): HTMLElement[] {
  // A roving group (the calendar's days) keeps its other members at tabindex -1: not Tab stops.
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0);
}

/**
 * Every popup is a native `<dialog>` opened with showModal(): the browser makes the rest of
 * the page inert and keeps the dialog in the top layer, at no bundle cost. What the browser
 * leaves to us: Tab wraps inside (it would otherwise leave for the browser's own UI), focus
 * returns to what opened the dialog when it goes away, and Esc means the dialog's own cancel.
 * Mounted = open; the owner unmounts it to close.
 */
export function ModalDialog({
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  className,
  onCancel,
  closeOnBackdrop,
  initialFocus,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const doc = dialog.ownerDocument;
    const active = doc.activeElement as HTMLElement | null;
    const opener = active && active !== doc.body ? active : lastFocused instanceof HTMLButtonElement ? lastFocused : null;
    if (hasModalDialogs()) {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    (initialFocus?.current ?? focusablesIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      // The opener may have gone while the dialog was up (a popup that moves the customer on), or
      // be greyed out still (OTP's Confirm with the boxes emptied): the screen's heading then takes
      // focus, as on a route change, rather than nothing.
      if (opener?.isConnected) opener.focus();
      if (!opener || doc.activeElement !== opener) focusScreenHeading();
    };
    // Opened once per mount: the initial focus target is read when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // `cancel` also comes without a key: Android's back gesture on a modal dialog. It means the dialog's cancel.
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel.current?.();
    };
    // Chrome may close a dialog on repeated Esc despite preventDefault: open it again unless the owner cancels.
    const onClose = () => {
      if (!dialog.isConnected) return;
      if (cancel.current) cancel.current();
      else if (typeof dialog.showModal === 'function') dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so Chrome's close watcher never closes the dialog behind React's back.
      event.preventDefault();
      cancel.current?.();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusables = focusablesIn(ref.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = ref.current.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`k-modal${hasModalDialogs() ? '' : ' k-modal--inline'}${className ? ` ${className}` : ''}`}
      // Where there is no modal <dialog> (iOS 15.0-15.3) the element has no role of its own either.
      role={role === 'dialog' && hasModalDialogs() ? undefined : role}
      aria-modal="true"
      // A popup with no control of its own (the success popup) takes focus itself: showModal does
      // that where there is one, and without it (iOS 15.0-15.3) an element not focusable would leave
      // focus behind, the popup unsaid by a screen reader.
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onClick={closeOnBackdrop ? (event) => event.target === event.currentTarget && cancel.current?.() : undefined}
    >
      {children}
    </dialog>
  );
}
