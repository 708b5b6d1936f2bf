// Field rules of the catalogue bodies (spec 001 sections 5 and 9), with the spec's messages
// where it gives them and the same pattern where it does not.
import { z } from 'zod';
import { NAME_MAX, requiredName } from '../lookups/fields.ts';

export { NAME_MAX, requiredName };

export const CATALOGUE_MESSAGES = {
  productName: 'Enter product name',
  doseInstructions: 'Enter dose instructions',
  diagnosisName: 'Enter diagnosis name',
  diagnosticName: 'Enter diagnostic name',
  serviceName: 'Enter service name',
  dosage: 'Enter dosage',
  unit: 'Enter unit',
  resultName: 'Enter result name',
  cost: 'Cost must be an amount in dollars.',
} as const;

export const TEXT_MAX = 2000;

/** Free text that may be left empty. */
export const optionalText = (max = TEXT_MAX) =>
  z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` })
    .nullish()
    .transform((value) => value ?? '');

/** A lookup id that may be left empty ('' or null: none). */
export const optionalId = z
  .string({ error: 'Must be an id.' })
  .trim()
  .max(100)
  .nullish()
  .transform((value) => value || null);

export const specieIds = z.array(z.string().max(100), { error: 'Species must be a list of specie ids.' }).max(50).default([]);

/**
 * The Dosage & Unit rows: each row needs both; rows left wholly empty are dropped, and anything
 * else a row carries (the form's local row id) is not kept (spec 001 section 9).
 */
/** Rows are trimmed before their names are checked (NAME_MAX); untrimmed, a cell is bounded here. */
const MAX_SENT_TEXT = 1000;
const TEXT_TOO_LONG = `Must be at most ${MAX_SENT_TEXT} characters.`;
export const dosageRows = z
  .array(
    z.object({
      dosage: z.union([z.string().max(MAX_SENT_TEXT, TEXT_TOO_LONG), z.number()]).nullish().transform((value) => (value === null || value === undefined ? '' : String(value).trim())),
      unit: z.string().max(MAX_SENT_TEXT, TEXT_TOO_LONG).nullish().transform((value) => (value ?? '').trim()),
    }),
    { error: 'Dosage & Unit must be a list of rows.' },
  )
  .max(50, { error: 'At most 50 dosage rows.' })
  .default([])
  .transform((rows, context) => {
    const kept = rows.filter((row) => row.dosage !== '' || row.unit !== '');
    rows.forEach((row, index) => {
      if (row.dosage === '' && row.unit === '') return;
      if (row.dosage === '') context.addIssue({ code: 'custom', path: [index, 'dosage'], message: CATALOGUE_MESSAGES.dosage });
      else if (row.dosage.length > NAME_MAX) context.addIssue({ code: 'custom', path: [index, 'dosage'], message: `Must be at most ${NAME_MAX} characters.` });
      if (row.unit === '') context.addIssue({ code: 'custom', path: [index, 'unit'], message: CATALOGUE_MESSAGES.unit });
      else if (row.unit.length > NAME_MAX) context.addIssue({ code: 'custom', path: [index, 'unit'], message: `Must be at most ${NAME_MAX} characters.` });
    });
    return kept.map((row) => ({ dosage: row.dosage, unit: row.unit }));
  });

export const MAX_COST = 9_999_999_999.99;

/** Cost in dollars: 0 when left out, rounded to 2 decimals (spec 001 section 5). Kept as text. */
export const costDefaultZero = z
  .union([z.string(), z.number()], { error: CATALOGUE_MESSAGES.cost })
  .nullish()
  .transform((value, context) => {
    const text = value === null || value === undefined ? '' : String(value).trim().replace(/^\$/, '').replaceAll(',', '');
    if (text === '') return '0.00';
    const amount = Number(text);
    if (!/^\d*(\.\d+)?$/.test(text) || !Number.isFinite(amount) || amount > MAX_COST) {
      context.addIssue({ code: 'custom', message: CATALOGUE_MESSAGES.cost });
      return z.NEVER;
    }
    return (Math.round(amount * 100 + Number.EPSILON * 100) / 100).toFixed(2);
  });

/** The tax flag: true/false, or the form's Yes/No. */
export const taxFlag = z
  .union([z.boolean(), z.enum(['Yes', 'No', 'yes', 'no', 'true', 'false'])], { error: 'Tax must be Yes or No.' })
  .nullish()
  .transform((value) => value === true || value === 'Yes' || value === 'yes' || value === 'true');
