// TreatmentPlan: a visit's working plan (the spec's "pet process", spec 002 sections 2.5, 3, 4):
// the rows added from the clinic catalogue in plan order (soft-removed rows included), the
// description shown on the estimate, whether the client signs in person, and the totals, all
// priced by the main service. Visit.treatmentPlan loads by visit id through a DataLoader (one
// call for any number of visits), and Visit.summariesAvailable tells whether the visit's summaries
// can be downloaded (spec 001 section 4).
import { summariesAvailable } from '@vetchart/contracts/documents/summary-statuses';
import { builder } from '../builder.ts';
import { NotFoundError } from '../errors.ts';
import { VisitType } from '../visits/visit.ts';
import { placeItems, TreatmentPlanItemType, TreatmentPlanTotalsType } from './treatment-plan-item.ts';
import type { TreatmentPlanRecord } from './treatment-plan-wire.ts';

export const TreatmentPlanType = builder.loadableNode(builder.objectRef<TreatmentPlanRecord>('TreatmentPlan'), {
  description: "A visit's working treatment plan; null on the visit before the first save.",
  id: { resolve: (plan) => plan.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    return context.loaders.main.treatmentPlan.loadMany(ids);
  },
  fields: (t) => ({
    visit: t.field({ type: VisitType, resolve: (plan, _args, context) => VisitType.getDataloader(context).load(plan.visitId) }),
    items: t.field({ type: [TreatmentPlanItemType], description: 'In plan order, removed rows included.', resolve: (plan) => placeItems(`TreatmentPlan:${plan.id}`, plan.items) }),
    description: t.exposeString('description', { description: 'HTML (sanitised by the server); defaults to the estimate disclaimer.' }),
    isClientAtClinic: t.exposeBoolean('isClientAtClinic', { description: "'Sign in-person' (true) or 'Email Estimate' (false)." }),
    totals: t.field({ type: TreatmentPlanTotalsType, description: 'Over the rows not removed.', resolve: (plan) => plan.totals }),
    approvedTotals: t.field({
      type: TreatmentPlanTotalsType,
      description: 'Over the rows not removed and not declined: the Estimated Total the plan shows (the Approved Total once signed).',
      resolve: (plan) => plan.approvedTotals,
    }),
    version: t.exposeInt('version', { description: 'Send it as basedOnVersion with the next save, and as planVersion when signing.' }),
    updatedAt: t.exposeString('updatedAt'),
    updatedByName: t.exposeString('updatedByName'),
  }),
});

builder.objectField(VisitType, 'treatmentPlan', (t) =>
  t.field({
    type: TreatmentPlanType,
    nullable: true,
    description: 'The working treatment plan; null before the first save.',
    resolve: (visit, _args, context) => context.loaders.main.treatmentPlanOfVisit.load(visit.id),
  }),
);

/** Spec 001 section 4: the statuses in which a visit's summaries can be downloaded. */

builder.objectField(VisitType, 'summariesAvailable', (t) =>
  t.boolean({
    description:
      'Whether summaries can be downloaded (spec 001 §4: the visit status includes Syncing in Progress, Results Ready, Ready for Treatment or SOAP Finalized).',
    // The rule lives in the main service, which also refuses a document link against it.
    resolve: (visit) => summariesAvailable(visit.status.name),
  }),
);
