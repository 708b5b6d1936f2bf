// A form dialog starts over from its values each time it opens: not when its parent re-renders or
// a store update changes those values while someone types.
import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * Runs `startOver` each time `opened` becomes a new truthy value (true, or the row a dialog opens
 * on), before the dialog is painted: a passive effect could run after a first keystroke and wipe it.
 */
export function useStartOverOnOpen(opened: unknown, startOver: () => void): void {
  const run = useEffectEvent(startOver);
  useLayoutEffect(() => {
    if (opened) run();
  }, [opened]);
}
