// In place of one part of a screen whose service did not answer: the gateway left only that
// field empty (docs/architecture.md, Partial answers), so the rest of the screen still shows and
// this part says why it is missing instead of looking empty.
import { InlineNotice } from './InlineNotice';

/** What people call the part that is missing. */
export type UnavailablePart = 'catalogue' | 'lab connection' | 'AI suggestions' | 'AI status';

export const partUnavailableMessage = (part: UnavailablePart) =>
  part === 'AI suggestions' || part === 'AI status' ? `${part === 'AI status' ? 'The AI status is' : 'AI suggestions are'} not available right now; try again in a moment.` : `The ${part} is not answering; try again in a moment.`;

export function PartUnavailable({ part }: { part: UnavailablePart }) {
  return <InlineNotice tone="info">{partUnavailableMessage(part)}</InlineNotice>;
}
