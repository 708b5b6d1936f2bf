// Why a follow-up sends no more reminders (docs/follow-ups.md).
import { builder } from '../builder.ts';

export const FollowUpStopReasonEnum = builder.enumType('FollowUpStopReason', {
  values: {
    SIGNED: { description: 'The pet parent signed.' },
    DECLINED: { description: 'The pet parent declined.' },
    EXPIRED: { description: 'The link expired.' },
    CLOSED: { description: 'It can no longer be signed online (the plan changed, the visit was locked or moved on).' },
    STAFF: { description: 'Staff stopped the reminders.' },
  } as const,
});
