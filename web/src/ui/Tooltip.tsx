// A short text shown beside a control while it is hovered or focused, and read with it
// (aria-describedby). The control stays focusable, so a keyboard reaches the text too; a control
// that is unavailable uses aria-disabled rather than disabled for that reason.
import { useId, type ReactNode } from 'react';

interface TooltipProps {
  text: ReactNode;
  /** Renders the control, given the id its aria-describedby names. */
  children: (describedBy: string) => ReactNode;
  className?: string;
  /** Which edge of the control the text lines up with: 'end' for controls at the right of a row. */
  align?: 'start' | 'end';
}

export function Tooltip({ text, children, className = '', align = 'start' }: TooltipProps) {
  const id = useId();
  return (
    <span className={`group relative inline-flex ${className}`}>
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none invisible absolute top-full ${align === 'end' ? 'right-0' : 'left-0'} z-30 mt-1.5 w-max max-w-72 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-normal whitespace-normal text-white shadow-lg group-focus-within:visible group-hover:visible`}
      >
        {text}
      </span>
    </span>
  );
}
