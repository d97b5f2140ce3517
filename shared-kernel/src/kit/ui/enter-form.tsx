import type { ReactNode } from 'react';

interface EnterFormProps {
  /** What the page's button does. */
  onEnter: () => unknown;
  /** A form of several fields submits on Enter only with a submit button, and the page's is in its footer: a hidden one stands in. */
  severalFields?: boolean;
  children: ReactNode;
}

/** A page's fields, where Enter (the keyboard's Go) does what its button does. The checks are the app's own, so the browser's are off. */
export function EnterForm({ onEnter, severalFields = false, children }: EnterFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onEnter();
      }}
    >
      {children}
      {severalFields ? <button type="submit" hidden aria-hidden="true" tabIndex={-1} /> : null}
    </form>
  );
}
