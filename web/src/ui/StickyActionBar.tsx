// A step's Previous / Save / Continue footer that stays at the bottom of the window while its
// long form scrolls (the Subjective, Objective and Assessment steps are 3,000 px and
// more, with Save far below the fold). It sticks within its form's card, so past the form it sits
// where it was; it spans the card's side padding (p-6) edge to edge. The page around the step can
// add its own controls to the bar (StickyActionBarExtras), such as the visits' 'Show vitals'.
import { createContext, useContext, type ReactNode } from 'react';

const ExtrasContext = createContext<ReactNode>(null);

/** What the page adds to the bars of the steps inside it (shown after the step's own start). */
export const StickyActionBarExtras = ExtrasContext.Provider;

interface StickyActionBarProps {
  /** Left: Previous, when the step has one. */
  start?: ReactNode;
  /** Right: a hint, Save, Continue. */
  children: ReactNode;
}

export function StickyActionBar({ start, children }: StickyActionBarProps) {
  const extras = useContext(ExtrasContext);
  return (
    <div
      role="group"
      aria-label="Step actions"
      className="sticky bottom-0 z-10 -mx-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-6 py-3 shadow-[0_-4px_12px_-8px_rgba(15,23,42,0.25)] backdrop-blur"
    >
      <div className="flex flex-wrap items-center gap-3">
        {start}
        {extras}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">{children}</div>
    </div>
  );
}
