// Diagnosis (spec 001 section 3, Diagnosis): the one written definition of a diagnosis's fields,
// rules and messages. The inventory service validates POST/PUT /diagnosis with `diagnosisWire`,
// the gateway parses its answers with `diagnosisAnswer`, and the web's diagnosis form validates
// with `diagnosisForm` (docs/adding-a-field.md).
import { z } from 'zod/mini';
import { wire } from '../wire.ts';
import { answerId, answerText, CATALOGUE_MESSAGES, catalogueName, createdAt, longText, namedOrNull, optionalId, specieIds, speciesList } from './catalogue-fields.ts';

export const diagnosisShape = {
  name: catalogueName(CATALOGUE_MESSAGES.diagnosisName),
  categoryId: optionalId,
  description: longText,
  symptoms: longText,
  specieIds,
};
export const diagnosisForm = z.object(diagnosisShape);
export const diagnosisWire = wire(diagnosisShape);
export type DiagnosisInput = z.output<typeof diagnosisWire>;

/** A diagnosis as the inventory service answers it. */
export const diagnosisAnswer = wire({
  id: answerId,
  code: z.string(),
  name: z.string(),
  category: namedOrNull,
  description: answerText,
  symptoms: answerText,
  species: speciesList,
  createdAt,
});
export type Diagnosis = z.output<typeof diagnosisAnswer>;
