// DoseCheck: the check of one medication row's dose (docs/dose-check.md), computed by the main
// service from the dose prescribed, the pet's latest weight and the catalogue's range for its
// species: the figures, the flags, and the reason given to go on. TreatmentPlan.doseChecks loads a
// visit's through a DataLoader (one call for any number of plans); a signed plan keeps its own.
import { DOSE_FLAG_TEXT } from '@vetchart/contracts/treatment-plans/dose-check';
import { builder } from '../builder.ts';
import { DoseFlagEnum } from './dose-flag.ts';
import { SignedTreatmentPlanType } from './signed-treatment-plan.ts';
import { TreatmentPlanType } from './treatment-plan.ts';
import type { DoseCheckRecord } from './treatment-plan-wire.ts';

export const DoseCheckType = builder.objectRef<DoseCheckRecord>('DoseCheck').implement({
  description: "A medication row's dose against the pet's latest weight and the species range, computed by the server.",
  fields: (t) => ({
    rowId: t.id({ description: 'The TreatmentPlanItem.rowId it checks.', resolve: (check) => check.itemId }),
    name: t.exposeString('name'),
    doseMg: t.exposeFloat('doseMg', { nullable: true, description: 'mg per dose; null: no dose written, nothing checked.' }),
    dosesPerDay: t.exposeInt('dosesPerDay', { nullable: true }),
    mgPerKg: t.exposeFloat('mgPerKg', { nullable: true, description: 'The dose per kg of the latest weight (2 decimals).' }),
    mgPerDay: t.exposeFloat('mgPerDay', { nullable: true }),
    amount: t.exposeString('amount', { nullable: true, description: "Per dose in the chosen form, e.g. '1.04 × 25 mg tablet'." }),
    weightKg: t.exposeFloat('weightKg', { nullable: true }),
    weightOn: t.exposeString('weightOn', { nullable: true, description: 'The date (YYYY-MM-DD) of the visit the weight was taken at.' }),
    rangeMinMgPerKg: t.exposeFloat('rangeMinMgPerKg', { nullable: true }),
    rangeMaxMgPerKg: t.exposeFloat('rangeMaxMgPerKg', { nullable: true }),
    rangeDosesPerDay: t.exposeInt('rangeDosesPerDay', { nullable: true }),
    route: t.exposeString('route', { nullable: true }),
    flags: t.field({ type: [DoseFlagEnum], resolve: (check) => check.flags }),
    flagTexts: t.stringList({ description: "Each flag as it reads ('above the dose range').", resolve: (check) => check.flags.map((flag) => DOSE_FLAG_TEXT[flag]) }),
    reason: t.exposeString('reason', { nullable: true, description: 'The reason given for exactly these figures.' }),
    reasonByName: t.exposeString('reasonByName', { nullable: true }),
    reasonAt: t.exposeString('reasonAt', { nullable: true }),
    needsReason: t.exposeBoolean('needsReason', { description: 'Flagged without a reason: sending, signing, finishing and locking are refused.' }),
  }),
});

builder.objectField(TreatmentPlanType, 'doseChecks', (t) =>
  t.field({
    type: [DoseCheckType],
    description: "Each medication row's dose check, in plan order (removed rows left out).",
    resolve: (plan, _args, context) => context.loaders.main.doseChecksOfVisit.load(plan.visitId),
  }),
);

builder.objectField(SignedTreatmentPlanType, 'doseChecks', (t) =>
  t.field({ type: [DoseCheckType], description: 'The dose checks as signed, with their reasons.', resolve: (signed) => signed.doseChecks }),
);
