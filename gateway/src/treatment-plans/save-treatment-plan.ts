// saveTreatmentPlan: the Assessment step's Save and the Plan step's Save Changes and per-row
// Approve / Decline (spec 002 sections 2.5, 2.6, 4). The whole list of rows is sent in order with
// catalogue ids, quantities, dosage choices, comments and the removed / approved flags, never a
// price: the main service prices each row from the clinic catalogue. The first save (no
// basedOnVersion) creates the plan; later ones name the version they were based on.
import { builder } from '../builder.ts';
import { rawId, requireRawId } from '../catalogues/lookup-support.ts';
import { DosageUnitInput } from '../catalogues/catalogue-lookups.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, StaleVersionError } from '../errors.ts';
import { chartingError } from '../charting-objective/objective-note.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { CATALOGUE_TYPENAME, rowIdOfInput, TreatmentPlanItemKindEnum } from './treatment-plan-item.ts';
import { TreatmentPlanType } from './treatment-plan.ts';
import { treatmentPlanWire, type PlanPayload, type TreatmentPlanRecord } from './treatment-plan-wire.ts';

const MAX_ITEMS = 1000;
const CATALOGUE_NOT_FOUND = 'This item is no longer in the clinic catalogue.';

/** A stale save of a treatment plan, with the plan as it is now. */
export class TreatmentPlanStaleVersionError extends StaleVersionError {}

builder.objectType(TreatmentPlanStaleVersionError, {
  name: 'TreatmentPlanStaleVersionError',
  description: "Someone saved the plan since the version this save was based on: 'This note was changed by <name> at <time>'; current is the plan as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: TreatmentPlanType, resolve: (error) => treatmentPlanWire.parse(error.current) }),
  }),
});

const TreatmentPlanItemInput = builder.inputType('TreatmentPlanItemInput', {
  fields: (t) => ({
    id: t.id({ description: "The row's id (TreatmentPlanItem.id or rowId); omit for a row being added." }),
    kind: t.field({ type: TreatmentPlanItemKindEnum, required: true }),
    catalogueId: t.id({ required: true, description: 'Global id of the Diagnostic, Service, Medication or InventorySupply.' }),
    quantity: t.int({ required: true, description: 'At least 1.' }),
    selectedDosage: t.field({ type: DosageUnitInput, description: "One of the item's Dosage & Unit options; omit to keep (a new row takes the first)." }),
    comment: t.string({ description: 'The service or diagnostic comment; omit to keep.' }),
    removed: t.boolean({ required: true }),
    approved: t.boolean({ required: true }),
    ai: t.boolean({ description: 'The AI recommendation suggested the row (read for a row being added; a saved row keeps its mark).' }),
    aiReason: t.string({ description: 'Why the AI suggested it, and from which source (at most 1000 characters).' }),
    doseMg: t.float({ description: 'MEDICATION rows: mg per dose, checked against the pet\'s weight (docs/dose-check.md); omit to keep, null for none.' }),
    dosesPerDay: t.int({ description: "MEDICATION rows: doses a day (1–24); omit to keep, null for the catalogue's frequency." }),
  }),
});

const SaveTreatmentPlanInput = builder.inputType('SaveTreatmentPlanInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    basedOnVersion: t.int({ description: 'The version of the plan this save is based on; omit for the first save (which creates the plan).' }),
    visitModificationId: t.id({ description: 'A ModificationReason of this visit: needed while the visit is read-only.' }),
    isClientAtClinic: t.boolean({ required: true }),
    items: t.field({ type: [TreatmentPlanItemInput], required: true, description: `The whole list, in order (at most ${MAX_ITEMS}).` }),
    description: t.string({ description: 'HTML; omit to keep (sanitised on the server).' }),
  }),
});

const SaveTreatmentPlanSuccess = builder.objectRef<{ treatmentPlan: TreatmentPlanRecord }>('SaveTreatmentPlanSuccess').implement({
  fields: (t) => ({
    treatmentPlan: t.field({ type: TreatmentPlanType, resolve: (payload) => payload.treatmentPlan }),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.treatmentPlan.visitId) }),
  }),
});

builder.mutationField('saveTreatmentPlan', (t) =>
  t.field({
    type: SaveTreatmentPlanSuccess,
    description: "Saves the visit's treatment plan, priced by the server from the clinic catalogue ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveTreatmentPlanInput, required: true }) },
    errors: {
      types: [TreatmentPlanStaleVersionError, ConflictError, ForbiddenError, InputValidationError, NotFoundError],
      union: { name: 'SaveTreatmentPlanResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        if (input.items.length > MAX_ITEMS) throw InputValidationError.forField('items', `A treatment plan can have at most ${MAX_ITEMS} items.`);
        const items = input.items.map((item, index) => {
          const catalogueId = rawId(String(item.catalogueId), CATALOGUE_TYPENAME[item.kind]);
          if (!catalogueId) throw InputValidationError.forField(`items.${index}.catalogueId`, CATALOGUE_NOT_FOUND);
          return {
            id: item.id ? rowIdOfInput(String(item.id)) : undefined,
            kind: item.kind,
            catalogue_id: catalogueId,
            quantity: item.quantity,
            selected_dosage: item.selectedDosage === undefined ? undefined : item.selectedDosage,
            comment: item.comment ?? undefined,
            removed: item.removed,
            approved: item.approved,
            ai: item.ai ?? undefined,
            ai_reason: item.aiReason ?? undefined,
            dose_mg: item.doseMg,
            doses_per_day: item.dosesPerDay,
          };
        });
        const creating = input.basedOnVersion === undefined || input.basedOnVersion === null;
        const payload: PlanPayload = {
          based_on_version: creating ? undefined : input.basedOnVersion!,
          visit_modification_id: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
          is_client_at_clinic: input.isClientAtClinic,
          items,
          description: input.description ?? undefined,
        };
        const loaders = context.loaders.main;
        const treatmentPlan = creating ? await loaders.createTreatmentPlan({ visitId, plan: payload }) : await loaders.updateTreatmentPlan({ visitId, plan: payload });
        loaders.treatmentPlanOfVisit.clear(visitId).prime(visitId, treatmentPlan);
        return { treatmentPlan };
      } catch (error) {
        throw chartingError(error, {}, (stale) => new TreatmentPlanStaleVersionError(stale.message, stale.changedByName, stale.changedAt, stale.current));
      }
    },
  }),
);
