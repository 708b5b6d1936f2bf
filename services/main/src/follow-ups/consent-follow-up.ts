// The 'consent' follow-up: a consent form's e-mailed link (consents/routes.ts) the pet parent has
// neither signed nor declined. It ends when the form was signed or declined for the visit after the
// link was sent (through it, a reminder's copy or in person), when the visit was locked or deleted
// or the form archived (the page would refuse: 'closed'), or when the link expires.
import type { Sql } from '@vetchart/platform/database';
import { randomToken, sha256 } from '@vetchart/platform/secrets';
import { CONSENT_LINK_TTL_DAYS } from '../consents/consent-links.ts';
import type { Header } from '../treatment-plans/plan-store.ts';
import { reminderNames, type FollowUpKind } from './follow-up-kind.ts';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A copy of a consent link with a new token, the same form version and recipient, expiring with the first. */
async function reissueConsentLink(tx: Sql, linkId: string): Promise<{ id: string; token: string } | null> {
  const token = randomToken();
  const [copy] = await tx.query<{ id: string }>(
    `INSERT INTO main.consent_links (token_hash, organization_id, clinic_id, visit_id, form_id, form_version_id, email, header, created_by, expires_at, reminder_of)
     SELECT $2, organization_id, clinic_id, visit_id, form_id, form_version_id, email, header, created_by, expires_at, id
       FROM main.consent_links WHERE id = $1 AND expires_at > now() RETURNING id`,
    [linkId, sha256(token)],
  );
  return copy ? { id: copy.id, token } : null;
}

export const consentFollowUp: FollowUpKind = {
  kind: 'consent',

  async outcome(tx, followUp) {
    const [row] = await tx.query<{ declined: boolean | null; closed: boolean }>(
      `SELECT (SELECT s.declined FROM main.consent_signatures s
                WHERE s.visit_id = l.visit_id AND s.form_id = l.form_id AND (s.link_id = l.id OR s.signed_at >= l.created_at)
                ORDER BY s.signed_at DESC LIMIT 1) AS declined,
              v.is_locked OR v.deleted_at IS NOT NULL OR f.archived AS closed
         FROM main.consent_links l
         JOIN main.visits v ON v.id = l.visit_id
         JOIN main.consent_forms f ON f.id = l.form_id
        WHERE l.id = $1`,
      [followUp.subject_id],
    );
    if (!row) return 'closed';
    if (row.declined !== null) return row.declined ? 'declined' : 'signed';
    return row.closed ? 'closed' : null;
  },

  async reminder(tx, deps, followUp, counts) {
    const link = await reissueConsentLink(tx, followUp.subject_id);
    if (!link) return null;
    const [first] = await tx.query<{ header: Header; title: string }>(
      `SELECT l.header, v.title FROM main.consent_links l JOIN main.consent_form_versions v ON v.id = l.form_version_id WHERE l.id = $1`,
      [followUp.subject_id],
    );
    const { pet, clinic, greeting } = reminderNames(first!.header);
    return {
      linkId: link.id,
      message: {
        to: followUp.email,
        subject: `Reminder: ${first!.title} for ${pet} from ${clinic}`,
        text: [
          greeting,
          '',
          `${clinic} is still waiting for your consent for ${pet}: ${first!.title}. Please read it and sign or decline it here:`,
          '',
          `${deps.config.publicUrl}/consent/${link.token}`,
          '',
          `The link is valid until ${DATE.format(new Date(followUp.expires_at))} (consent links last ${CONSENT_LINK_TTL_DAYS} days). This is reminder ${counts.number} of ${counts.planned}; if you have any questions, please contact ${clinic}.`,
        ].join('\n'),
      },
    };
  },
};
