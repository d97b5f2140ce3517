import { useEffect, useRef, useState, type ClipboardEvent, type Ref } from 'react';
import { OTP_LENGTH } from 'shared-kernel/validation';
import { digitsOnly, otpCodeIn } from 'shared-kernel/display-formats';
import { useComposedText } from 'shared-kernel/form-fields';

export const DIGIT_MASK_MS = 500;
const MASK = '●';

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Six boxes drawn over ONE real input, so SMS autofill (autocomplete one-time-code) and screen
 * readers see a single field; the boxes are only its picture. A new digit shows for 0.5 s,
 * then is masked.
 */
export function OtpInput({ value, onChange, label, disabled = false, describedBy, autoFocus = false, ref }: OtpInputProps) {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const reveal = (indices: number[]) => {
    if (indices.length === 0) return;
    setRevealed((shown) => new Set([...shown, ...indices]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setRevealed((shown) => new Set([...shown].filter((index) => !indices.includes(index))));
    }, DIGIT_MASK_MS);
    timers.current.add(timer);
  };

  // Only the digits put in are shown: those that move along when one in the middle is deleted or
  // added were typed earlier and stay masked. What is put in lies between the unchanged start and end.
  const accept = (raw: string) => {
    const next = digitsOnly(raw).slice(0, OTP_LENGTH);
    const shorter = Math.min(next.length, value.length);
    let start = 0;
    while (start < shorter && next[start] === value[start]) start += 1;
    let end = 0;
    while (end < shorter - start && next[next.length - 1 - end] === value[value.length - 1 - end]) end += 1;
    reveal(Array.from({ length: next.length - end - start }, (_, offset) => start + offset));
    onChange(next);
  };

  // A pasted code replaces what is there, whatever separators it carries ('123 456'), or whatever SMS it came in.
  // A text of a code's length or more in which no code can be told apart puts nothing in, not its first six characters.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (digitsOnly(text).length < OTP_LENGTH) return;
    event.preventDefault();
    const code = otpCodeIn(text);
    if (code.length >= OTP_LENGTH) accept(code);
  };

  const typed = useComposedText(value, accept);

  // The box the next digit goes in; with all six typed, the last one, so the field still shows its focus.
  const active = Math.min(value.length, OTP_LENGTH - 1);
  return (
    <div className={`otp${disabled ? ' otp--disabled' : ''}`}>
      <ol className="otp__boxes" aria-hidden="true">
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <li key={index} className="otp__box" aria-current={index === active && !disabled ? 'true' : undefined}>
            {value[index] ? (revealed.has(index) ? value[index] : MASK) : ''}
          </li>
        ))}
      </ol>
      <input
        ref={ref}
        className="otp__input"
        aria-label={label}
        aria-describedby={describedBy}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        {...typed}
        disabled={disabled}
        // The OTP screen exists to take the code (typed, or filled from the SMS), so its field holds
        // focus on arrival; the route announcer (shared-kernel/src/core/routing/route-announcer.tsx) leaves it there.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        onPaste={paste}
      />
    </div>
  );
}
