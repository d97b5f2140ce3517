import { atom, getDefaultStore } from 'jotai';

export type PopupIcon = 'none' | 'alert' | 'suspend';

export interface AlertPopup {
  title: string;
  description?: string;
  icon: PopupIcon;
  okText?: string;
  /** Shown only in test environments when the icon is tapped (docs/behaviour.md#unmapped-codes). */
  debugDetail?: string;
  resolve: () => void;
}

export interface ConfirmPopup {
  title: string;
  description?: string;
  confirmText: string;
  cancelText: string;
  tone?: 'primary' | 'warning';
  resolve: (confirmed: boolean) => void;
}

export interface SuccessPopup {
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

/** Resolves when the customer taps OK. */
export function showAlert(popup: Omit<AlertPopup, 'resolve'>): Promise<void> {
  return new Promise((resolve) => {
    store().set(alertPopupAtom, {
      ...popup,
      resolve: () => {
        store().set(alertPopupAtom, null);
        resolve();
      },
    });
  });
}

/** Resolves true for the primary action, false for cancel. */
export function confirmPopup(popup: Omit<ConfirmPopup, 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    store().set(confirmPopupAtom, {
      ...popup,
      resolve: (confirmed) => {
        store().set(confirmPopupAtom, null);
        resolve(confirmed);
      },
    });
  });
}

/** Shows the title-only popup and resolves once it has closed by itself. */
export function showSuccess(title: string, ms = SUCCESS_POPUP_MS): Promise<void> {
  store().set(successPopupAtom, { title });
  return new Promise((resolve) =>
    setTimeout(() => {
      store().set(successPopupAtom, null);
      resolve();
    }, ms),
  );
}

/** Runs a task under the global spinner; the spinner always stops, whatever the task does. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  store().set(loadingCountAtom, (n) => n + 1);
  try {
    return await task();
  } finally {
    store().set(loadingCountAtom, (n) => Math.max(0, n - 1));
  }
}
