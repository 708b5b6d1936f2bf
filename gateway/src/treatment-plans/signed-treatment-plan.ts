// SignedTreatmentPlan: a signature of a visit's treatment plan (spec 002 section 3 "saved signed
// plan"), as the snapshot the client saw and decided: append-only and never
// changed, bound to the plan version signed by the snapshot's SHA-256. Visit.signedTreatmentPlan
// is the latest one, loaded by visit id through a DataLoader.
import { builder } from '../builder.ts';
import { NotFoundError } from '../errors.ts';
import { VisitType } from '../visits/visit.ts';
import { placeItems, TreatmentPlanItemType, TreatmentPlanTotalsType } from './treatment-plan-item.ts';
import type { SignedTreatmentPlanRecord } from './treatment-plan-wire.ts';

export const SignedTreatmentPlanType = builder.loadableNode(builder.objectRef<SignedTreatmentPlanRecord>('SignedTreatmentPlan'), {
  description: 'A signature of a treatment plan with the plan as signed; a changed plan needs a new one.',
  id: { resolve: (signed) => signed.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    return context.loaders.main.signedTreatmentPlan.loadMany(ids);
  },
  fields: (t) => ({
    planVersion: t.exposeInt('planVersion', { description: 'The working plan version signed (the plan is current while its version is this one).' }),
    signerName: t.exposeString('signerName'),
    signedAt: t.exposeString('signedAt'),
    channel: t.exposeString('channel', { description: 'IN_PERSON or LINK.' }),
    signatureUrl: t.exposeString('signatureUrl', { description: 'The stored signature PNG.' }),
    declineReason: t.exposeString('declineReason', { nullable: true, description: "Set when the client declined the plan ('Decline Rason')." }),
    description: t.exposeString('description'),
    items: t.field({ type: [TreatmentPlanItemType], description: 'The rows as signed, with their decisions.', resolve: (signed) => placeItems(`SignedTreatmentPlan:${signed.id}`, signed.items) }),
    totals: t.field({ type: TreatmentPlanTotalsType, resolve: (signed) => signed.totals }),
    approvedTotals: t.field({ type: TreatmentPlanTotalsType, description: 'The approved rows’ subtotal, tax and total (the total is approvedTotalCents).', resolve: (signed) => signed.approvedTotals }),
    approvedTotalCents: t.exposeInt('approvedTotalCents', { description: 'The total of the approved rows.' }),
    snapshotSha256: t.exposeString('snapshotSha256', { description: 'SHA-256 of the stored snapshot (canonical JSON).' }),
  }),
});

builder.objectField(VisitType, 'signedTreatmentPlan', (t) =>
  t.field({
    type: SignedTreatmentPlanType,
    nullable: true,
    description: 'The latest signature of the treatment plan; null until signed.',
    resolve: (visit, _args, context) => context.loaders.main.signedTreatmentPlanOfVisit.load(visit.id),
  }),
);
