import { useCallback, useState, type KeyboardEvent } from 'react';
import { emailError, filterEmailInput, isValidEmail, VALIDATION_MESSAGES } from 'shared-kernel/validation';
import { trackEmailError } from './statement-events';

/**
 * docs/behaviour.md#input-rules: only address characters are typed in, the message appears when
 * the field is left (Enter leaves it too) or when a prefilled address is wrong, and each
 * message shown is tracked. `initial` is an address the customer typed before verifying again,
 * shown with its message if it is wrong.
 */
export function useEmailField(initial = '') {
  const [value, setValue] = useState(initial);
  // A kept address is checked again, quietly (its message was tracked when first shown): Send stays
  // off for a wrong one, and the field says why.
  const [error, setError] = useState<string | null>(() => (initial ? emailError(initial) : null));
  const [focused, setFocused] = useState(false);

  const check = useCallback((candidate: string) => {
    const message = emailError(candidate);
    setError(message);
    if (message) trackEmailError(message === VALIDATION_MESSAGES.emailEmpty ? 'EMPTY' : 'INVALID');
  }, []);

  /** The bank's address on file; an account without one starts empty and quiet. */
  const prefill = useCallback(
    (address: string | null) => {
      const filtered = filterEmailInput(address ?? '');
      setValue(filtered);
      if (filtered) check(filtered);
    },
    [check],
  );

  return {
    value,
    error,
    focused,
    isValid: isValidEmail(value),
    prefill,
    inputProps: {
      value,
      onChange: (typed: string) => setValue(filterEmailInput(typed)),
      onFocus: () => setFocused(true),
      onBlur: () => {
        setFocused(false);
        check(value);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        event.currentTarget.blur();
      },
    },
  };
}
