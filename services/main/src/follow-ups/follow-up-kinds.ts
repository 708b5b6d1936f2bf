// What each kind of follow-up brings (docs/follow-ups.md): whether its subject is still open to
// sign, and its reminder e-mail. The run (follow-up-task.ts) does the rest the same for every kind.
import type { Sql } from '@vetchart/platform/database';
import type { MailMessage } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';

/** What a run needs of the service: its database, its outbox and its settings (a test or a journey runs it with these). */
export type FollowUpDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'config'>;
import { consentFollowUp } from './consent-follow-up.ts';
import { estimateFollowUp } from './estimate-follow-up.ts';
import type { FollowUpKindName, FollowUpRow, StopReason } from './follow-up-store.ts';

export interface FollowUpKind {
  kind: FollowUpKindName;
  /**
   * Why no reminder should go out any more (signed, declined, closed), or null while the pet
   * parent can still sign. Runs in the reminder's transaction with the follow-up row locked.
   */
  outcome(tx: Sql, followUp: FollowUpRow): Promise<Exclude<StopReason, 'expired' | 'staff'> | null>;
  /** Reminder `number` of `planned`: the e-mail and the link it carries (issued in tx, so kept only if it is sent). */
  reminder(tx: Sql, deps: FollowUpDeps, followUp: FollowUpRow, counts: { number: number; planned: number }): Promise<{ message: MailMessage; linkId: string | null } | null>;
}

export const FOLLOW_UP_KINDS: Record<FollowUpKindName, FollowUpKind> = {
  estimate: estimateFollowUp,
  consent: consentFollowUp,
};
