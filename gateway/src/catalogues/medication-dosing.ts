// MedicationDosing: one specie's dosing row of a medication (docs/dose-check.md): the range per kg
// (and the figures as entered, per kg or per lb), doses a day, the maxima per dose and per day in
// mg, the route, or the mark that the medication is not for that specie. MedicationDosingInput is
// the row as the medication form sends it; the inventory service converts and validates it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { DosingRow } from '@vetchart/contracts/catalogues/medication-dosing';
import { builder } from '../builder.ts';
import { rawId } from './lookup-support.ts';

export const MedicationDosingType = builder.objectRef<DosingRow>('MedicationDosing').implement({
  description: "A medication's dose range for one specie, stored per kg.",
  fields: (t) => ({
    specieId: t.id({ description: 'The Species (global id).', resolve: (row) => encodeGlobalID('Species', row.specieId) }),
    notForSpecies: t.exposeBoolean('notForSpecies', { description: 'No safe range for this specie: every dose of it is flagged.' }),
    minMgPerKg: t.exposeFloat('minMgPerKg', { nullable: true }),
    maxMgPerKg: t.exposeFloat('maxMgPerKg', { nullable: true }),
    dosesPerDay: t.exposeInt('dosesPerDay'),
    maxMgPerDose: t.exposeFloat('maxMgPerDose', { nullable: true }),
    maxMgPerDay: t.exposeFloat('maxMgPerDay', { nullable: true }),
    route: t.exposeString('route'),
    enteredUnit: t.exposeString('enteredUnit', { description: "'mg/kg' or 'mg/lb': how the range was entered." }),
    enteredMin: t.exposeFloat('enteredMin', { nullable: true }),
    enteredMax: t.exposeFloat('enteredMax', { nullable: true }),
  }),
});

export const MedicationDosingInput = builder.inputType('MedicationDosingInput', {
  description: 'Figures are sent as text as typed (empty for none); the service answers the field messages.',
  fields: (t) => ({
    specieId: t.id({ required: true }),
    notForSpecies: t.boolean({ required: false }),
    doseUnit: t.string({ required: false, description: "'mg/kg' (default) or 'mg/lb'." }),
    minDose: t.string({ required: false }),
    maxDose: t.string({ required: false }),
    dosesPerDay: t.string({ required: false }),
    maxMgPerDose: t.string({ required: false }),
    maxMgPerDay: t.string({ required: false }),
    route: t.string({ required: false }),
  }),
});

/** The rows as POST/PUT /medications takes them (snake_case; species by their raw ids). */
export const dosingPayload = (rows: ReadonlyArray<{ specieId: string | number; notForSpecies?: boolean | null; doseUnit?: string | null; minDose?: string | null; maxDose?: string | null; dosesPerDay?: string | null; maxMgPerDose?: string | null; maxMgPerDay?: string | null; route?: string | null }> | null | undefined) =>
  (rows ?? []).map((row) => ({
    specie_id: rawId(String(row.specieId), 'Species') || String(row.specieId),
    not_for_species: row.notForSpecies ?? false,
    dose_unit: row.doseUnit ?? 'mg/kg',
    min_dose: row.minDose ?? null,
    max_dose: row.maxDose ?? null,
    doses_per_day: row.dosesPerDay ?? null,
    max_mg_per_dose: row.maxMgPerDose ?? null,
    max_mg_per_day: row.maxMgPerDay ?? null,
    route: row.route ?? null,
  }));
