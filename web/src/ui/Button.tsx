import type { ComponentProps } from 'react';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 disabled:bg-teal-700/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
};

export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export const buttonClasses = (variant: Variant = 'primary', extra = '') =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${focusRing} ${VARIANTS[variant]} ${extra}`;

interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  /** Shows a spinner and disables the button. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, disabled, className = '', type = 'button', children, ...props }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={buttonClasses(variant, className)} {...props}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
