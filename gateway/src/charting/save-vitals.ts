// saveVitals: 'Save Vitals' of the vitals panel (spec 002 sections 2.3, 4 "Vitals", 5). Needs
// the visit's subjective note first ('You have to save at least the Subjective section first')
// and the pet ('Missing required data for saving vitals'); units are normalised by the service
// (lb, lbs, lb(s) → lbs; kg, kgs, kilogram(s) → kg). The first save creates the visit's vitals,
// later saves name the version they were based on.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { StaleVersionError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { CHART_VISIT_SCOPE } from '../visits/visit.ts';
import { CHARTING_ERRORS, chartingError } from './charting-errors.ts';
import { vitalsWire, type VitalsRecord } from './subjective-wire.ts';
import { VitalsType } from './vitals.ts';

export class VitalsStaleVersionError extends StaleVersionError {
  constructor(
    base: StaleVersionError,
    readonly currentVitals: VitalsRecord,
  ) {
    super(base.message, base.changedByName, base.changedAt, base.current);
  }
}

builder.objectType(VitalsStaleVersionError, {
  name: 'VitalsStaleVersionError',
  description: "Someone saved the vitals since the version this save was based on. current is the vitals as they are now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: VitalsType, resolve: (error) => error.currentVitals }),
  }),
});

const MeasurementInput = builder.inputType('MeasurementInput', {
  fields: (t) => ({
    value: t.float({ required: true }),
    unit: t.string({ required: true, description: 'Temperature: fahrenheit or celsius (F, C). Weight: lbs or kg (lb, lb(s), kgs, kilogram, kilograms).' }),
  }),
});

const SaveVitalsInput = builder.inputType('SaveVitalsInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    petId: t.id({ description: "The visit's pet: required ('Missing required data for saving vitals')." }),
    basedOnVersion: t.int({ description: "The vitals' version this save is based on; omit for the first save." }),
    visitModificationId: t.id({ description: 'A ModificationReason of this visit: needed while the visit is read-only.' }),
    temperature: t.field({ type: MeasurementInput }),
    respiratoryRate: t.int({ description: 'Breaths per minute.' }),
    heartRate: t.int({ description: 'Beats per minute.' }),
    weight: t.field({ type: MeasurementInput }),
  }),
});

const SaveVitalsSuccess = builder.objectRef<{ vitals: VitalsRecord }>('SaveVitalsSuccess').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => 'Vitals saved successfully' }),
    vitals: t.field({ type: VitalsType, resolve: (payload) => payload.vitals }),
  }),
});

builder.mutationField('saveVitals', (t) =>
  t.field({
    type: SaveVitalsSuccess,
    description: "Saves the visit's vitals ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveVitalsInput, required: true }) },
    errors: { types: [...CHARTING_ERRORS, VitalsStaleVersionError], union: { name: 'SaveVitalsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const petId = input.petId ? requireRawId(String(input.petId), 'Pet', 'Pet') : null;
        const modificationId = input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'Reason for modification') : null;
        const rate = (value: number | null | undefined) => (value === null || value === undefined ? null : { value, unit: 'bpm' });
        const vitals = await context.loaders.main.saveVitals({
          visitId,
          vitals: {
            // None is refused by the service with the spec's 'Missing required data for saving vitals'.
            pet_id: petId ?? '',
            based_on_version: input.basedOnVersion ?? null,
            visit_modification_id: modificationId,
            temperature: input.temperature ?? null,
            respiratory_rate: rate(input.respiratoryRate),
            heart_rate: rate(input.heartRate),
            weight: input.weight ?? null,
          },
        });
        return { vitals };
      } catch (error) {
        throw chartingError(error, (base, current: VitalsRecord) => new VitalsStaleVersionError(base, current), (raw) => vitalsWire.parse(raw));
      }
    },
  }),
);
