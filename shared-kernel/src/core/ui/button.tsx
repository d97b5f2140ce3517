import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'warning';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** Primary yellow, secondary outline, warning orange; disabled greys out whichever it is. */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={`k-btn k-btn--${variant}${className ? ` ${className}` : ''}`} {...rest} />;
}
