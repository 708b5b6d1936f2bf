// The links of the visit summary e-mailed when a visit is finished (treatment-plans/summary-mail.ts
// calls this inside the finishing transaction): the Final Visit Summary & Invoice, the Clinical
// SOAP note and the treatment plan each open their public page, which shows the PDF; the take-home
// instructions, which have no page of their own, open the PDF itself.
import type { ServiceDeps } from '@vetchart/platform/service';
import { clinicScope, recordAudit } from '../scope.ts';
import type { SummaryLink, SummaryLinkIssuer } from '../treatment-plans/summary-mail.ts';
import { documentHeaderSchema, issueDocumentLink, NO_TREATMENT_PLAN, type DocumentKind } from './document-links.ts';
import { linkVisit } from './document-data.ts';
import { HttpError } from '@vetchart/platform/http';

/** Each document's label and where its link opens (the public pages of web/src/documents/). */
export const SUMMARY_DOCUMENTS: ReadonlyArray<{ kind: DocumentKind; label: string; path: (token: string) => string }> = [
  { kind: 'final_summary', label: 'Final Visit Summary & Invoice', path: (token) => `/final-visit-summary?token=${token}` },
  { kind: 'soap_note', label: 'Clinical SOAP Note', path: (token) => `/soap-clinical-note?token=${token}` },
  { kind: 'treatment_plan', label: 'Treatment Plan', path: (token) => `/treatment-plan-summary?token=${token}` },
  { kind: 'take_home', label: 'Take-Home Care Instructions', path: (token) => `/documents/${token}` },
];

export function summaryLinkIssuer(deps: ServiceDeps): SummaryLinkIssuer {
  return async (tx, { principal, visitId, header }) => {
    const scope = clinicScope(principal);
    const visit = await linkVisit(tx, visitId, scope.clinicId);
    const parsedHeader = documentHeaderSchema.parse(header ?? { clinic: {}, party: {} });
    const links: SummaryLink[] = [];
    for (const document of SUMMARY_DOCUMENTS) {
      try {
        const issued = await issueDocumentLink(tx, scope, { visit: { id: visit.id, status_name: visit.status }, kind: document.kind, header: parsedHeader, channel: 'email' });
        await recordAudit(tx, scope, { action: 'document_link.issued', targetType: 'visit', targetId: visit.id, detail: { link_id: issued.id, kind: issued.kind, channel: 'email' } });
        links.push({ label: document.label, url: `${deps.config.publicUrl}${document.path(issued.token)}` });
      } catch (error) {
        // A visit finished without a treatment plan has no plan document to link.
        if (error instanceof HttpError && error.message === NO_TREATMENT_PLAN) continue;
        throw error;
      }
    }
    return links;
  };
}
