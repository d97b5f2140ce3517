import { useRef, useState, type ChangeEvent, type CompositionEvent } from 'react';

/**
 * An input's text while an input method composes it (a Thai or East Asian keyboard) is the
 * input method's own: a page re-formatting it under the input method garbled the digits, so the
 * field shows the composition as it is and hands on only what is committed. Spread the answer
 * on the `<input>`.
 */
export function useComposedText(value: string, onChange: (value: string) => void) {
  const composing = useRef(false);
  const [composed, setComposed] = useState<string | null>(null);
  return {
    value: composed ?? value,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      composing.current ? setComposed(event.target.value) : onChange(event.target.value),
    onCompositionStart: (event: CompositionEvent<HTMLInputElement>) => {
      composing.current = true;
      setComposed(event.currentTarget.value);
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => {
      composing.current = false;
      setComposed(null);
      onChange(event.currentTarget.value);
    },
  };
}
