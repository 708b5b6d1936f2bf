// createVisitDocumentLink: a Download in the pet profile's Summaries modal (spec 001 section 2.9).
// The gateway gathers the document's header with the caller's session (clinic letterhead and time
// zone, the pet's species and breed, the parent), the main service checks the visit is the
// caller's clinic's and that its status allows summaries (spec 001 section 4), and keeps a
// short-lived link; the answer is the PDF's address on the public port (documents/serve-documents.ts).
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { chartingError } from '../charting-objective/objective-note.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { gatherHeader } from '../treatment-plans/plan-header.ts';
import type { DocumentKindName } from './document-wire.ts';

const KINDS: Record<string, DocumentKindName> = {
  SOAP_NOTE: 'soap_note',
  TREATMENT_PLAN: 'treatment_plan',
  TAKE_HOME: 'take_home',
  FINAL_SUMMARY: 'final_summary',
};

const VisitDocumentKindEnum = builder.enumType('VisitDocumentKind', {
  description:
    'SOAP_NOTE: the Clinical SOAP note; TREATMENT_PLAN: the signed treatment plan (the working plan as an estimate until signed); TAKE_HOME: take-home care instructions; FINAL_SUMMARY: the Final Visit Summary & Invoice.',
  values: Object.keys(KINDS) as ['SOAP_NOTE', 'TREATMENT_PLAN', 'TAKE_HOME', 'FINAL_SUMMARY'],
});

const CreateVisitDocumentLinkInput = builder.inputType('CreateVisitDocumentLinkInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    kind: t.field({ type: VisitDocumentKindEnum, required: true }),
  }),
});

const CreateVisitDocumentLinkSuccess = builder.objectRef<{ url: string }>('CreateVisitDocumentLinkSuccess').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: "The PDF's address on this server (/documents/<token>), valid for an hour; no session is needed to open it." }),
  }),
});

builder.mutationField('createVisitDocumentLink', (t) =>
  t.field({
    type: CreateVisitDocumentLinkSuccess,
    description: "A short-lived address of one of a visit's PDF documents. ConflictError 'Summary not available for this visit' unless the visit's status allows summaries.",
    // Downloading reads the visit: any signed-in member of its clinic (spec 001 names no permission).
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateVisitDocumentLinkInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, NotFoundError], union: { name: 'CreateVisitDocumentLinkResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const header = await gatherHeader(context, visitId);
        const link = await context.loaders.main.issueDocumentLink({ visitId, kind: KINDS[input.kind]!, header });
        return { url: `/documents/${link.token}` };
      } catch (error) {
        throw chartingError(error);
      }
    },
  }),
);
