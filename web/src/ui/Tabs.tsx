// Tabs held in state (not in the address): a tablist whose arrow, Home and End keys move between
// the tabs (WAI-ARIA tabs pattern, automatic activation), and the selected tab's panel.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from './Button';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
}

interface TabsProps<Key extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<Key>>;
  selected: Key;
  onSelect: (key: Key) => void;
  children: ReactNode;
  /** Tools at the tab row's end (the lab's order buttons). */
  actions?: ReactNode;
}

export function Tabs<Key extends string>({ label, tabs, selected, onSelect, children, actions }: TabsProps<Key>) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200">
        <div role="tablist" aria-label={label} className="flex flex-wrap gap-1">
          {tabs.map((tab, index) => {
            const isSelected = tab.key === selected;
            return (
              <button
                key={tab.key}
                ref={(element) => {
                  refs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${tab.key}`}
                aria-selected={isSelected}
                aria-controls={`${id}-panel`}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => onSelect(tab.key)}
                onKeyDown={(event) => move(event, index)}
                className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${focusRing} ${
                  isSelected ? 'border-teal-700 text-teal-800' : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {actions && <div className="flex flex-wrap gap-2 pb-2">{actions}</div>}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0} className={`pt-4 ${focusRing}`}>
        {children}
      </div>
    </div>
  );
}
