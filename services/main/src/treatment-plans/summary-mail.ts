// The visit summary e-mailed to the pet parent when a visit is finished (Done):
// the visit, the treatments approved on the signed plan with their total, and the links to the
// visit's documents. The links are issued by the documents module (document-link
// tokens): it is handed to createMainService as `summaryLinks` and called inside the finishing
// transaction, so a link exists only if the visit was finished.
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import type { MailMessage } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { Header } from './plan-store.ts';
import { latestSignedPlan } from './plan-store.ts';

export interface SummaryLink {
  /** What the document is, e.g. 'Final Visit Summary & Invoice'. */
  label: string;
  url: string;
}

/** Issues the visit's document links for the summary e-mail (the documents module's function). */
export type SummaryLinkIssuer = (tx: Sql, context: { principal: Principal; visitId: string; header: Header | null }) => Promise<SummaryLink[]>;

const DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The summary mail for the visit's pet parent, or null when the parent has no e-mail address. */
export async function summaryMail(
  tx: Sql,
  _deps: ServiceDeps,
  context: { principal: Principal; visitId: string; header: Header | null; links?: SummaryLinkIssuer },
): Promise<MailMessage | null> {
  const [visit] = await tx.query<{ name: string; created_at: Date | string; pet_name: string; first_name: string | null; email: string | null }>(
    `SELECT v.name, v.created_at, p.name AS pet_name, pp.first_name, pp.email
       FROM main.visits v JOIN main.pets p ON p.id = v.pet_id
       LEFT JOIN main.pet_parents pp ON pp.id = p.parent_id AND pp.deleted_at IS NULL
      WHERE v.id = $1`,
    [context.visitId],
  );
  if (!visit?.email) return null;
  const signed = await latestSignedPlan(tx, context.visitId);
  const approved = signed && !signed.decline_reason ? signed.snapshot.items.filter((item) => item.approved) : [];
  const links = context.links ? await context.links(tx, { principal: context.principal, visitId: context.visitId, header: context.header }) : [];
  const clinic = context.header?.clinic.name || 'your clinic';
  const lines = [
    visit.first_name ? `Hello ${visit.first_name},` : 'Hello,',
    '',
    `${visit.pet_name}'s visit at ${clinic} on ${DATE.format(new Date(visit.created_at))} (${visit.name}) is complete.`,
  ];
  if (approved.length) {
    lines.push('', 'Approved treatments:');
    for (const item of approved) lines.push(`- ${item.name} × ${item.quantity}: ${usd(item.total_cents)}`);
    lines.push(`Total: ${usd(signed!.snapshot.approved_total_cents)}`);
  }
  if (links.length) {
    lines.push('', 'Your documents:');
    for (const link of links) lines.push(`${link.label}: ${link.url}`);
  }
  lines.push('', `Thank you for trusting ${clinic} with ${visit.pet_name}'s care.`);
  return { to: visit.email, subject: `${visit.pet_name}'s visit summary`, text: lines.join('\n') };
}
