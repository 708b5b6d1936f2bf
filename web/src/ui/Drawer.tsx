// A modal side drawer (spec 002 sections 2.7, 9: edit drawers 1000 px, others 626, 800 or 90%,
// the lab drawer 50% then 90%): a Radix Dialog sliding from the right, focus trapped, Escape and
// Close shut it, the title names it. Like Modal, it gives focus back to what had it on opening.
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusRing } from './Button';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Pixels, or a share of the window such as '50%'. */
  width: number | `${number}%`;
  children: ReactNode;
  footer?: ReactNode;
}

export function Drawer({ open, onOpenChange, title, description, width, children, footer }: DrawerProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const size = typeof width === 'number' ? `min(${width}px, 100vw)` : `max(min(${width.replace('%', 'vw')}, 100vw), min(560px, 100vw))`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          style={{ width: size }}
          className="fixed top-0 right-0 z-50 flex h-full flex-col border-l border-slate-200 bg-white shadow-xl transition-[width]"
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (!target?.isConnected || target === document.body) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className={`rounded-md p-1 text-slate-500 hover:bg-slate-100 ${focusRing}`} aria-label="Close">
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
