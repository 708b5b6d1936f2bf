// Every modal and drawer is a Radix Dialog: focus is trapped, Escape closes, the title names it.
// Our modals are opened from state (a menu item, a row button), not from a Dialog.Trigger, so
// Radix has no trigger to give focus back to and would leave it on <body>: the modal remembers
// what had focus when it opened and returns there. Opening, focus goes to the first form field
// rather than the header's Close button.
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusRing } from './Button';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Width in pixels (the spec names some modal widths). */
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
  /** False keeps the modal open on a click outside it (spec: the status dialog); Escape still closes. */
  closeOnOutsideClick?: boolean;
  /** May open over another modal (the AI clean-up over a catalogue form): its overlay covers that one. */
  stacked?: boolean;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function Modal({ open, onOpenChange, title, description, width = 520, children, footer, closeOnOutsideClick = true, stacked = false }: ModalProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its own passive effect).
  useLayoutEffect(() => {
    if (open) returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 bg-slate-900/40 ${stacked ? 'z-50' : 'z-40'}`} />
        <Dialog.Content
          style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
          className={`fixed top-1/2 left-1/2 flex max-h-[calc(100vh-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl ${stacked ? 'z-[60]' : 'z-50'}`}
          onPointerDownOutside={closeOnOutsideClick ? undefined : (event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            const field = bodyRef.current?.querySelector<HTMLElement>(FIRST_FIELD);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
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
              <span aria-hidden="true" className="text-xl leading-none">×</span>
            </Dialog.Close>
          </div>
          <div ref={bodyRef} className="overflow-y-auto px-6 py-5">
            {children}
          </div>
          {footer && <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
