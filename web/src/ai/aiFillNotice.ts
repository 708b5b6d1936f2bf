// The notice after an AI fill: 'Check the fields below with the AI response', which fields kept the
// person's words, and Undo (aiFill.ts).
import { notify } from '../ui/notifications/notificationStore';
import { keptDescription, UNDO } from './aiFill';
import { CHECK_AI_RESPONSE } from './aiMessages';

export const NOTHING_FILLED = 'Nothing was changed';

export function notifyAiFill(undo: () => void, keptLabels: ReadonlyArray<string> = []): void {
  notify('info', CHECK_AI_RESPONSE, keptDescription(keptLabels), [{ label: UNDO, onAction: undo }]);
}

/** An answer that changed nothing because every field it spoke to kept the person's words. */
export function notifyNothingFilled(keptLabels: ReadonlyArray<string>): void {
  const description = keptDescription(keptLabels);
  if (description) notify('info', NOTHING_FILLED, description);
}
