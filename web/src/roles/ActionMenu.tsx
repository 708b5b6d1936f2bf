// A row's Action menu: a button opening a list of actions, operable by keyboard (arrows, Home,
// End, Escape) and closed by a click elsewhere. Inside a dialog it renders within the dialog
// so the dialog's focus trap and pointer guard still let people use it.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { focusRing } from '../ui/Button';

export interface ActionMenuItem {
  label: string;
  onSelect?: () => void;
  /** Why the action cannot be used; the item is shown disabled with this as its tooltip. */
  unavailable?: string;
  tone?: 'danger';
}

interface Position {
  container: HTMLElement;
  style: { position: 'fixed' | 'absolute'; top: number; right: number };
}

export function ActionMenu({ label, items }: { label: string; items: ReadonlyArray<ActionMenuItem> }) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const button = buttonRef.current.getBoundingClientRect();
    const dialog = buttonRef.current.closest<HTMLElement>('[role="dialog"]');
    if (dialog) {
      const box = dialog.getBoundingClientRect();
      setPosition({ container: dialog, style: { position: 'absolute', top: button.bottom - box.top + 4, right: box.right - button.right } });
    } else {
      setPosition({ container: document.body, style: { position: 'fixed', top: button.bottom + 4, right: window.innerWidth - button.right } });
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const close = () => setOpen(false);
    // Caught on the window before a dialog's own Escape handler (on the document) sees it, so
    // Escape closes the menu and leaves the dialog open.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onEscape, true);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('keydown', onEscape, true);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [open, position]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: entries.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      entries[(move[event.key]! + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={`inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 ${focusRing}`}
      >
        Action
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open &&
        position &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKeyDown}
            style={position.style}
            className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {items.map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.unavailable ? true : undefined}
                title={item.unavailable}
                onClick={() => {
                  if (item.unavailable) return;
                  setOpen(false);
                  item.onSelect?.();
                }}
                className={`block w-full px-3 py-2 text-left text-sm focus:bg-slate-100 focus:outline-none ${
                  item.unavailable ? 'cursor-not-allowed text-slate-400' : item.tone === 'danger' ? 'text-rose-700 hover:bg-rose-50' : 'text-slate-700 hover:bg-slate-50'
                }`}
              >
                {item.label}
                {item.unavailable && <span className="block text-xs text-slate-400">{item.unavailable}</span>}
              </button>
            ))}
          </div>,
          position.container,
        )}
    </>
  );
}
