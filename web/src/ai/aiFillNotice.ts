// The notice after an AI fill: 'Check the fields below with the AI response', which fields kept the
// person's words, and Undo (aiFill.ts).
import { useEffect } from 'react';
import { dismissNotification, notify } from '../ui/notifications/notificationStore';
import { keptDescription, UNDO } from './aiFill';
import { CHECK_AI_RESPONSE } from './aiMessages';

export const NOTHING_FILLED = 'Nothing was changed';

/** The fills' notices still on screen: their Undo acts on the form that posted them. */
const openFillNotices = new Set<number>();

export function notifyAiFill(undo: () => void, keptLabels: ReadonlyArray<string> = []): void {
  const id = notify('info', CHECK_AI_RESPONSE, keptDescription(keptLabels), [
    {
      label: UNDO,
      onAction: () => {
        openFillNotices.delete(id);
        undo();
      },
    },
  ]);
  openFillNotices.add(id);
}

/**
 * Closes the fills' notices when the form that posted them goes (Continue to the next step, another
 * page): an Undo left on screen would act on a form no longer shown, after its values were saved.
 */
export function useAiFillNoticesCloseWithForm(): void {
  useEffect(
    () => () => {
      for (const id of openFillNotices) dismissNotification(id);
      openFillNotices.clear();
    },
    [],
  );
}

/** An answer that changed nothing because every field it spoke to kept the person's words. */
export function notifyNothingFilled(keptLabels: ReadonlyArray<string>): void {
  const description = keptDescription(keptLabels);
  if (description) notify('info', NOTHING_FILLED, description);
}
