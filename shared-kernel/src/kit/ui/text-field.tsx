import { useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type InputHTMLAttributes } from 'react';
import { digitsOnly } from '../format/display-masks';
import { useValidationWording } from '../validation/use-validation-wording';
import { useComposedText } from './use-composed-text';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'maxLength'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown, and announced, only when the page says so (each screen's moment: docs/behaviour.md#input-rules). */
  error?: string | null;
  hint?: string;
  /**
   * The display format the value is typed in (`format/display-masks.ts`), so the field stops at a
   * full value; a field without one may give its own longest value.
   */
  mask?: string;
  maxLength?: number;
}

/** A labelled input in the kernel's .k-field layout, with its error tied to it for screen readers. */
export function TextField({ label, value, onChange, error, hint, mask, maxLength, ...input }: TextFieldProps) {
  const id = useId();
  const inScreenLanguage = useValidationWording();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const field = useRef<HTMLInputElement>(null);
  // A masked value is re-formatted, and the browser then puts the caret at its end: a digit
  // deleted in the middle and typed again went to the end. The caret goes back after as many
  // digits as were before it. A key that changes no digit (a dash deleted, a space typed) leaves
  // the value as it was, and the browser's restored text took the caret to the end all the same:
  // each edit counts, so the caret goes back then too.
  const digitsBeforeCaret = useRef<number | null>(null);
  const [edits, setEdits] = useState(0);
  const typed = useComposedText(value, (text) => {
    const caret = field.current?.selectionStart;
    if (mask && caret != null) {
      digitsBeforeCaret.current = digitsOnly(text.slice(0, caret)).length;
      setEdits((count) => count + 1);
    }
    onChange(text);
  });
  useLayoutEffect(() => {
    const digits = digitsBeforeCaret.current;
    digitsBeforeCaret.current = null;
    const input = field.current;
    if (digits === null || input === null || input !== document.activeElement) return;
    let caret = 0;
    for (let seen = 0; caret < value.length && seen < digits; caret += 1) if (/\d/.test(value.charAt(caret))) seen += 1;
    input.setSelectionRange(caret, caret);
  }, [value, edits]);
  // The browser cuts a paste at maxLength before the page sees it, so a number pasted with
  // spaces (' 081 234 5678 ') lost its last digits: the page's formatter gets all of it instead.
  // A whole number pasted is the number: put after a digit already typed, '0' and
  // '+66 81 234 5601' made '066-812-3456', a valid number of someone else.
  const pasteWhole = (event: ClipboardEvent<HTMLInputElement>) => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    event.preventDefault();
    if (mask && digitsOnly(pasted).length >= mask.replace(/-/g, '').length) return onChange(pasted);
    onChange(value.slice(0, selectionStart ?? value.length) + pasted + value.slice(selectionEnd ?? value.length));
  };
  return (
    <div className="k-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={field}
        {...typed}
        maxLength={mask ? mask.length : maxLength}
        onPaste={mask ? pasteWhole : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <span id={hintId} className="k-text-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="k-field__error" role="alert">
          {inScreenLanguage(error)}
        </span>
      ) : null}
    </div>
  );
}
