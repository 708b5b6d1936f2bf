// Continue with unsaved changes saves them and then goes on, in one click (instead of a
// disabled Continue next to Save on every step). The step moves only once its form reads as saved
// (`saved`), so the unsaved-changes guard does not stop the move it asked for; a failed save stays
// on the step with its messages.
import { useEffect, useRef, useState } from 'react';

/**
 * `saved`: nothing left to save (and, where a save changes the address, that change done).
 * Returns `continueWith(save)`: goes on at once when saved, else saves and goes on when it worked.
 */
export function useSaveThenContinue(saved: boolean, go: () => void) {
  const [pending, setPending] = useState(false);
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    if (!pending || !saved) return;
    setPending(false);
    goRef.current();
  }, [pending, saved]);
  return async (save: () => Promise<boolean>) => {
    if (saved) {
      go();
      return;
    }
    if (await save()) setPending(true);
  };
}
