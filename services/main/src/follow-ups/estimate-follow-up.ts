// The 'estimate' follow-up: a treatment plan approval link (treatment-plans/estimate-links.ts)
// that the pet parent has neither signed nor declined. It ends when the visit's plan was signed
// after the link was sent (through it, its reminders' copies or in person; signing moves the plan's
// version on, so the time is what tells; a decline is a signature with a reason), when the plan changed or the visit was locked or moved on (the page would refuse
// to sign: 'closed'), or when the link expires.
import type { Sql } from '@vetchart/platform/database';
import type { Header } from '../treatment-plans/plan-store.ts';
import { estimateUrl, reissueEstimateLink } from '../treatment-plans/estimate-links.ts';
import { reminderNames, type FollowUpKind } from './follow-up-kind.ts';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const estimateFollowUp: FollowUpKind = {
  kind: 'estimate',

  async outcome(tx, followUp) {
    const [row] = await tx.query<{ declined: boolean | null; changed: boolean; closed: boolean }>(
      `SELECT (SELECT s.decline_reason IS NOT NULL FROM main.signed_treatment_plans s
                WHERE s.visit_id = l.visit_id AND (s.link_id = l.id OR s.signed_at >= l.created_at)
                ORDER BY s.signed_at DESC LIMIT 1) AS declined,
              p.version <> l.plan_version OR p.id IS NULL AS changed,
              v.is_locked OR vs.read_only OR v.deleted_at IS NOT NULL AS closed
         FROM main.treatment_plan_links l
         JOIN main.visits v ON v.id = l.visit_id
         JOIN main.visit_statuses vs ON vs.id = v.status_id
         LEFT JOIN main.treatment_plans p ON p.id = l.plan_id
        WHERE l.id = $1`,
      [followUp.subject_id],
    );
    if (!row) return 'closed';
    if (row.declined !== null) return row.declined ? 'declined' : 'signed';
    return row.changed || row.closed ? 'closed' : null;
  },

  async reminder(tx: Sql, deps, followUp, counts) {
    const link = await reissueEstimateLink(tx, followUp.subject_id);
    if (!link) return null;
    const [first] = await tx.query<{ header: Header }>(`SELECT header FROM main.treatment_plan_links WHERE id = $1`, [followUp.subject_id]);
    const { pet, clinic, greeting } = reminderNames(first!.header);
    return {
      linkId: link.id,
      message: {
        to: followUp.email,
        subject: `Reminder: treatment plan for ${pet} from ${clinic}`,
        text: [
          greeting,
          '',
          `${clinic} is still waiting for your answer to the treatment plan for ${pet}. Please review it, approve or decline each item, and sign it here:`,
          '',
          estimateUrl(deps.config.publicUrl, link.token),
          '',
          `The link is valid until ${DATE.format(new Date(followUp.expires_at))}. This is reminder ${counts.number} of ${counts.planned}; if you have any questions, please contact ${clinic}.`,
        ].join('\n'),
      },
    };
  },
};
