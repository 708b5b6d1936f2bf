// A menu button (WAI-ARIA menu pattern) for row actions and split buttons: Enter, Space or
// ArrowDown opens it on the first item, arrows and Home/End move, Escape closes it and focus
// returns to the button, Tab or a click elsewhere closes it. The menu is positioned against the
// viewport so a table's scroll container never clips it (opening upwards near the bottom); inside
// a dialog it renders within the dialog so the dialog's focus trap still lets people use it.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buttonClasses, focusRing } from './Button';

export interface ActionMenuItem {
  label: string;
  onSelect?: () => void;
  /** Why the action cannot be used; the item is shown disabled with this as its tooltip. */
  unavailable?: string;
  tone?: 'danger';
}

interface ActionMenuProps {
  /** The button's visible content. */
  label: ReactNode;
  /**
   * What the menu acts on, when its visible content does not say it (a table row: 'Rabies'). It
   * is read after the visible words, so the button's name always contains what people see (WCAG
   * 2.5.3 Label in Name): 'Action ▾' is named 'Action for Rabies'; the 'icon' button, whose
   * visible '⋯' is no word, 'Actions for Rabies'.
   */
  subject?: string;
  items: ReadonlyArray<ActionMenuItem>;
  /** icon: a compact '⋯' style button; outline: a bordered 'Action ▾' button; primary: a main action. */
  variant?: 'icon' | 'outline' | 'primary';
}

const ITEM_HEIGHT = 36;

const BUTTON_CLASSES: Record<NonNullable<ActionMenuProps['variant']>, string> = {
  icon: `rounded-md px-2 py-1 text-lg leading-none text-slate-600 hover:bg-slate-100 ${focusRing}`,
  outline: `inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 ${focusRing}`,
  primary: buttonClasses('primary'),
};

interface Position {
  container: HTMLElement;
  style: { position: 'fixed' | 'absolute'; top?: number; bottom?: number; right: number };
}

export function ActionMenu({ label, subject, items, variant = 'icon' }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  /** Places the menu against its button; false when the button is gone or out of sight. */
  const place = useCallback((): boolean => {
    const anchor = buttonRef.current;
    if (!anchor?.isConnected) return false;
    const button = anchor.getBoundingClientRect();
    const dialog = anchor.closest<HTMLElement>('[role="dialog"]');
    if (dialog) {
      const box = dialog.getBoundingClientRect();
      setPosition({ container: dialog, style: { position: 'absolute', top: button.bottom - box.top + 4, right: box.right - button.right } });
      return true;
    }
    if (button.bottom < 0 || button.top > window.innerHeight) return false;
    const height = items.length * ITEM_HEIGHT + 8;
    const vertical = button.bottom + 4 + height > window.innerHeight ? { bottom: window.innerHeight - button.top + 4 } : { top: button.bottom + 4 };
    setPosition({ container: document.body, style: { position: 'fixed', ...vertical, right: window.innerWidth - button.right } });
    return true;
  }, [items.length]);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  // The first item takes focus once, when the menu first shows (it renders after its position).
  const focusedOnOpen = useRef(false);
  useEffect(() => {
    if (!open) {
      focusedOnOpen.current = false;
      return;
    }
    const first = menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
    if (first && !focusedOnOpen.current) {
      first.focus();
      focusedOnOpen.current = true;
    }
  }, [open, position]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    // A scroll or resize (the page's, the table's, or the browser keeping the view steady while
    // a list refreshes) moves the menu with its button; it closes only once the button is gone.
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!place()) setOpen(false);
      });
    };
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
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onEscape, true);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, place]);

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
        id={buttonId}
        type="button"
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
        className={BUTTON_CLASSES[variant]}
      >
        {variant === 'icon' ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="sr-only">{subject ? `Actions for ${subject}` : 'Actions'}</span>
          </>
        ) : (
          <>
            {label}
            {subject && <span className="sr-only"> for {subject}</span>}
          </>
        )}
      </button>
      {open &&
        position &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            aria-orientation="vertical"
            onKeyDown={onMenuKeyDown}
            style={position.style}
            className="z-50 max-h-[60vh] min-w-52 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg"
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
                  buttonRef.current?.focus();
                  item.onSelect?.();
                }}
                className={`block w-full px-4 py-2 text-left text-sm whitespace-nowrap focus:bg-slate-100 focus:outline-none ${
                  item.unavailable ? 'cursor-not-allowed text-slate-500' : item.tone === 'danger' ? 'text-rose-700 hover:bg-rose-50' : 'text-slate-800 hover:bg-slate-50'
                }`}
              >
                {item.label}
                {item.unavailable && <span className="block text-xs text-slate-500">{item.unavailable}</span>}
              </button>
            ))}
          </div>,
          position.container,
        )}
    </>
  );
}

/** The visible content of an 'Action ▾' menu button. */
export const ACTION_LABEL = (
  <>
    Action <span aria-hidden="true">▾</span>
  </>
);
