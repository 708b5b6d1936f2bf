// A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item,
// arrows and Home/End move, Escape or Tab closes it and focus returns to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonClasses, focusRing } from '../ui/Button';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  tone?: 'danger';
}

interface ActionMenuProps {
  /** The button's visible content. */
  label: ReactNode;
  /** The button's accessible name when the label is an icon. */
  ariaLabel?: string;
  items: ReadonlyArray<MenuItem>;
  variant?: 'primary' | 'icon';
  align?: 'left' | 'right';
}

export function ActionMenu({ label, ariaLabel, items, variant = 'icon', align = 'right' }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The menu is fixed to the viewport so a table's scroll container never clips it.
  const [position, setPosition] = useState<{ top?: number; bottom?: number; left?: number; right?: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onMove = () => setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', onMove);
    window.addEventListener('scroll', onMove, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', onMove);
      window.removeEventListener('scroll', onMove, true);
    };
  }, [open]);

  const openAt = (index: number) => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect) {
      // Opens upwards when the items would not fit below the button.
      const height = items.length * 36 + 8;
      const vertical = rect.bottom + 4 + height > window.innerHeight ? { bottom: window.innerHeight - rect.top + 4 } : { top: rect.bottom + 4 };
      setPosition({ ...vertical, ...(align === 'right' ? { right: window.innerWidth - rect.right } : { left: rect.left }) });
    }
    setActive(index);
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close(false);
  };

  const select = (item: MenuItem) => {
    close();
    item.onSelect();
  };

  return (
    <div ref={rootRef} className="relative inline-block text-left">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKey}
        className={
          variant === 'primary'
            ? buttonClasses('primary')
            : `rounded-md px-2 py-1 text-lg leading-none text-slate-600 hover:bg-slate-100 ${focusRing}`
        }
      >
        {label}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-orientation="vertical"
          onKeyDown={onMenuKey}
          style={{ position: 'fixed', ...position }}
          className="z-30 max-h-[60vh] min-w-52 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              onClick={() => select(item)}
              onMouseEnter={() => setActive(index)}
              className={`block w-full px-4 py-2 text-left text-sm whitespace-nowrap hover:bg-slate-50 focus:bg-slate-100 focus:outline-none ${
                item.tone === 'danger' ? 'text-rose-700' : 'text-slate-800'
              }`}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
