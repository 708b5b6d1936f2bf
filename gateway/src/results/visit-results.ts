// VisitResults: the visit's results step (spec 002 section 2.7): its lab orders (and those the
// lab has not processed yet: 'Pending Orders Found!'), lab results, in-house results, comments and
// treatment result. Visit.results loads through one DataLoader: ONE `GET /visit-results` call for
// any number of visits and results. Visit.treatmentResultPreview computes a template's sections
// from the visit's recorded data (nothing stored).
import { builder } from '../builder.ts';
import { emptyVisitResults, type VisitResultsRecord } from './results-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { VisitType } from '../visits/visit.ts';
import { InHouseTestResultType } from './in-house-test-result.ts';
import { LabOrderType } from './lab-order.ts';
import { LabResultType } from './lab-result.ts';
import { ResultCommentType } from './result-comment.ts';
import { queryRefusal } from './results-errors.ts';
import { TemplateSectionType } from '../soap-templates/template-section.ts';
import { TreatmentResultType } from './treatment-result.ts';

/** Orders the lab has not processed yet: Place Order asks before making another. */
const UNPROCESSED = new Set(['queued', 'pending']);

export const VisitResultsType = builder.objectRef<VisitResultsRecord>('VisitResults').implement({
  description: "Everything of the visit's results step.",
  fields: (t) => ({
    labOrders: t.field({ type: [LabOrderType], description: 'Newest first.', resolve: (results) => results.labOrders }),
    unprocessedLabOrders: t.field({
      type: [LabOrderType],
      description: 'The orders still QUEUED or PENDING at the lab.',
      resolve: (results) => results.labOrders.filter((order) => UNPROCESSED.has(order.status)),
    }),
    labResults: t.field({ type: [LabResultType], description: "The lab's results of the visit, assigned orphans included.", resolve: (results) => results.labResults }),
    inHouseResults: t.field({ type: [InHouseTestResultType], resolve: (results) => results.inHouseResults }),
    comments: t.field({ type: [ResultCommentType], resolve: (results) => results.comments }),
    treatmentResult: t.field({ type: TreatmentResultType, nullable: true, description: 'Null until first saved.', resolve: (results) => results.treatmentResult }),
  }),
});

builder.objectField(VisitType, 'results', (t) =>
  t.field({
    type: VisitResultsType,
    description: "The results step's records (one upstream call for any number of visits).",
    resolve: async (visit, _args, context) => (await context.loaders.main.resultsOfVisit.load(visit.id)) ?? emptyVisitResults(visit.id),
  }),
);

builder.objectField(VisitType, 'treatmentResultPreview', (t) =>
  t.field({
    type: [TemplateSectionType],
    description: "The template's sections filled from the visit's recorded data ('Fetch'); a section no data fills keeps the template's own text. Nothing is stored.",
    args: { templateId: t.arg.id({ required: true }) },
    resolve: async (visit, args, context) => {
      try {
        const templateId = requireRawId(String(args.templateId), 'SoapTemplate', 'Template');
        return (await context.loaders.main.previewTreatmentResult({ visitId: visit.id, templateId })).sections;
      } catch (error) {
        throw queryRefusal(error);
      }
    },
  }),
);
