import { atom, getDefaultStore, type PrimitiveAtom } from 'jotai';

export type PopupIcon = 'none' | 'alert' | 'suspend';

/** Every popup can be closed unanswered: the customer left the page it was opened on (../ui/leaving-closes-popups.ts). */
interface Dismissable {
  /** Closes it, if it is still up, and tells its caller `false`: nothing it would do next may run. */
  dismiss: () => void;
}

export interface AlertPopup extends Dismissable {
  title: string;
  description?: string;
  icon: PopupIcon;
  okText?: string;
  /** Shown only in test environments when the icon is tapped (docs/behaviour.md#unmapped-codes). */
  debugDetail?: string;
  resolve: () => void;
}

export interface ConfirmPopup extends Dismissable {
  title: string;
  description?: string;
  confirmText: string;
  cancelText: string;
  tone?: 'primary' | 'warning';
  resolve: (confirmed: boolean) => void;
}

export interface SuccessPopup extends Dismissable {
  title: string;
}

export const alertPopupAtom = atom<AlertPopup | null>(null);
export const confirmPopupAtom = atom<ConfirmPopup | null>(null);
export const successPopupAtom = atom<SuccessPopup | null>(null);
/** A counter, so overlapping calls keep the spinner until the last one ends. */
export const loadingCountAtom = atom(0);
export const isLoadingAtom = atom((get) => get(loadingCountAtom) > 0);

const store = () => getDefaultStore();
export const SUCCESS_POPUP_MS = 2000;

/**
 * Puts up the popup `make` builds around its `answer`: answering takes that popup down (not one
 * put up after it) and settles the caller's promise, once.
 */
function openPopup<P, A>(popupAtom: PrimitiveAtom<P | null>, make: (answer: (value: A) => void) => P): Promise<A> {
  return new Promise((resolve) => {
    const popup = make((value) => {
      store().set(popupAtom, (current) => (current === popup ? null : current));
      resolve(value);
    });
    store().set(popupAtom, popup);
  });
}

/**
 * Resolves true when the customer taps OK, false when they left the page with it up. An alert put
 * up over another (the phone's 'connection lost' as a call fails for the same reason) takes its
 * place on screen, and closing it closes the one under it as unread: that one's caller, a page's
 * button held until the customer has read why it failed, would otherwise wait for an OK that never
 * comes, and the step its OK leads to (back, a new SMS, an error page) is not taken on words the
 * customer did not see.
 */
export function showAlert(popup: Omit<AlertPopup, 'resolve' | 'dismiss'>): Promise<boolean> {
  const under = store().get(alertPopupAtom);
  return openPopup<AlertPopup, boolean>(alertPopupAtom, (answer) => ({
    ...popup,
    resolve: () => {
      answer(true);
      under?.dismiss();
    },
    dismiss: () => {
      answer(false);
      under?.dismiss();
    },
  }));
}

/** Resolves true for the primary action, false for cancel or when the customer left the page with it up. */
export function confirmPopup(popup: Omit<ConfirmPopup, 'resolve' | 'dismiss'>): Promise<boolean> {
  return openPopup<ConfirmPopup, boolean>(confirmPopupAtom, (answer) => ({ ...popup, resolve: answer, dismiss: () => answer(false) }));
}

/** Shows the title-only popup: resolves true once it has closed by itself, false when the customer left the page with it up. */
export function showSuccess(title: string, ms = SUCCESS_POPUP_MS): Promise<boolean> {
  return openPopup<SuccessPopup, boolean>(successPopupAtom, (answer) => {
    const timer = setTimeout(() => answer(true), ms);
    return {
      title,
      dismiss: () => {
        clearTimeout(timer);
        answer(false);
      },
    };
  });
}

/** Puts the global spinner up; the function it returns takes it down, once however often it is called. */
export function startLoading(): () => void {
  let up = true;
  store().set(loadingCountAtom, (n) => n + 1);
  return () => {
    if (up) store().set(loadingCountAtom, (n) => Math.max(0, n - 1));
    up = false;
  };
}

/** Runs a task under the global spinner; the spinner always stops, whatever the task does. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  const stop = startLoading();
  try {
    return await task();
  } finally {
    stop();
  }
}
