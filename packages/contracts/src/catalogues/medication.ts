// Medication (spec 001 section 3, Medication; section 5): the one written definition of a
// medication's fields, rules and messages. The inventory service validates POST/PUT
// /medications with `medicationWire`, the gateway parses its answers with `medicationAnswer`,
// and the web's medication form validates with `medicationForm` (docs/adding-a-field.md).
import { z } from 'zod/mini';
import { wire } from '../wire.ts';
import { dosingAnswer, dosingRowsForm, dosingRowsWire } from './medication-dosing.ts';
import { answerId, answerText, CATALOGUE_MESSAGES, catalogueName, createdAt, dosageRows, dosageUnitsAnswer, longText, namedOrNull, optionalId, specieIds, speciesList } from './catalogue-fields.ts';

/** The spec's REST names that are not the snake_case of the field's name. */
export const MEDICATION_WIRE_NAMES = { dosageUnits: 'dosage_unit' } as const;

/** What the medication form edits and POST/PUT /medications take. */
export const medicationShape = {
  productName: catalogueName(CATALOGUE_MESSAGES.productName),
  categoryId: optionalId,
  doseInstructions: longText,
  sideEffects: longText,
  dosageUnits: dosageRows,
  specieIds,
  /** Per specie: the dose range and limits the dose check reads (docs/dose-check.md). */
  dosing: dosingRowsForm,
};
export const medicationForm = z.object(medicationShape);
export const medicationWire = wire({ ...medicationShape, dosing: dosingRowsWire }, MEDICATION_WIRE_NAMES);
export type MedicationInput = z.output<typeof medicationWire>;

/** A medication as the inventory service answers it (docs/rest-inventory.md). */
export const medicationAnswer = wire(
  {
    id: answerId,
    drugCode: z.string(),
    productName: z.string(),
    category: namedOrNull,
    doseInstructions: answerText,
    sideEffects: answerText,
    dosageUnits: dosageUnitsAnswer,
    species: speciesList,
    dosing: dosingAnswer,
    createdAt,
  },
  MEDICATION_WIRE_NAMES,
);
export type Medication = z.output<typeof medicationAnswer>;
