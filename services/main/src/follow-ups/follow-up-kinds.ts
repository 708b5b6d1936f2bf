// The kinds of follow-up (docs/follow-ups.md), each in its own file (follow-up-kind.ts says what one brings).
import { consentFollowUp } from './consent-follow-up.ts';
import { estimateFollowUp } from './estimate-follow-up.ts';
import type { FollowUpKind } from './follow-up-kind.ts';
import type { FollowUpKindName } from './follow-up-store.ts';

export type { FollowUpDeps, FollowUpKind } from './follow-up-kind.ts';

export const FOLLOW_UP_KINDS: Record<FollowUpKindName, FollowUpKind> = {
  estimate: estimateFollowUp,
  consent: consentFollowUp,
};
