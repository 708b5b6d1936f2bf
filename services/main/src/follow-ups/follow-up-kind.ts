// What each kind of follow-up brings (docs/follow-ups.md): whether its subject is still open to
// sign, and its reminder e-mail. The run (follow-up-task.ts) does the rest the same for every kind;
// follow-up-kinds.ts lists the kinds.
import type { Sql } from '@vetchart/platform/database';
import type { MailMessage } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { FollowUpKindName, FollowUpRow, StopReason } from './follow-up-store.ts';

/** What a run needs of the service: its database, its outbox and its settings (a test or a journey runs it with these). */
export type FollowUpDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'config'>;

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

/** The names a reminder e-mail greets and speaks of, from the header the link was sent with. */
export function reminderNames(header: { party?: { pet_name?: string; parent_name?: string }; clinic?: { name?: string } }) {
  return {
    pet: header.party?.pet_name || 'your pet',
    clinic: header.clinic?.name || 'Your clinic',
    greeting: header.party?.parent_name ? `Hello ${header.party.parent_name},` : 'Hello,',
  };
}
