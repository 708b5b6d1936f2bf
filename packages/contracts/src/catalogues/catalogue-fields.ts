// What the five catalogues (medications, inventory supplies, diagnoses, diagnostics, services;
// spec 001 sections 3, 5 and 9) share: the spec's messages, the field rules of their bodies
// (names, long text, lookup ids, species, the Dosage & Unit rows, cost and tax) and the pieces
// of the inventory service's answers. Each catalogue's own file composes them; the vaccines and
// the lookup lists (vaccine.ts, lookups.ts) use the names, ids, species and answer pieces too.
import { z } from 'zod/mini';
import { requiredText } from '../text.ts';
import { wire } from '../wire.ts';

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
  tax: 'Tax must be Yes or No.',
  species: 'Species must be a list of specie ids.',
  dosageRows: 'Dosage & Unit must be a list of rows.',
  tooManyDosageRows: 'At most 50 dosage rows.',
} as const;

export const NAME_MAX = 100;
export const TEXT_MAX = 2000;
export const MAX_COST = 9_999_999_999.99;
const NAME_TOO_LONG = `Must be at most ${NAME_MAX} characters.`;

/** A required name: trimmed, not empty (`message`), at most 100 characters (spec 001 section 9). */
export const catalogueName = (message: string) => requiredText(message, NAME_MAX);

/** A lookup a row must name (a select's value, an id): blank, or longer than an id, is `message`. */
export const requiredId = (message: string) => requiredText(message, 100, message);

/** Free text that may be left empty (descriptions, instructions, comments): trimmed, none is ''. */
export const longText = z.pipe(
  z.nullish(z.string({ error: 'Must be text.' }).check(z.trim(), z.maxLength(TEXT_MAX, `Must be at most ${TEXT_MAX} characters.`))),
  z.transform((value) => value ?? ''),
);

/** Free text that must be given (`message`), e.g. an inventory item's dose instructions when editing. */
export const requiredLongText = (message: string) => requiredText(message, TEXT_MAX);

/** A lookup id that may be left empty ('' or null: none). */
export const optionalId = z.pipe(
  z.nullish(z.string({ error: 'Must be an id.' }).check(z.trim(), z.maxLength(100))),
  z.transform((value) => value || null),
);

/** The species a row applies to, as specie ids; none when left out. */
export const specieIds = z._default(z.array(z.string().check(z.maxLength(100)), { error: CATALOGUE_MESSAGES.species }).check(z.maxLength(50)), []);

/** Rows are trimmed before their length is checked (NAME_MAX); untrimmed, a cell is bounded here. */
const MAX_SENT_TEXT = 1000;
const TEXT_TOO_LONG = `Must be at most ${MAX_SENT_TEXT} characters.`;
const cell = z.pipe(
  z.nullish(z.union([z.string().check(z.maxLength(MAX_SENT_TEXT, TEXT_TOO_LONG)), z.number()])),
  z.transform((value) => (value === null || value === undefined ? '' : String(value).trim())),
);

/**
 * The Dosage & Unit rows (spec 001 section 9): each row needs both its dosage and its unit; rows
 * left wholly empty are dropped, and anything else a row carries (the form's local row id) is not kept.
 */
export const dosageRows = z._default(
  z.pipe(
    z.array(z.object({ dosage: cell, unit: cell }), { error: CATALOGUE_MESSAGES.dosageRows }).check(z.maxLength(50, CATALOGUE_MESSAGES.tooManyDosageRows)),
    z.transform((rows, context) => {
      rows.forEach((row, index) => {
        if (row.dosage === '' && row.unit === '') return;
        for (const key of ['dosage', 'unit'] as const) {
          if (row[key] === '') context.issues.push({ code: 'custom', path: [index, key], message: CATALOGUE_MESSAGES[key], input: row });
          else if (row[key].length > NAME_MAX) context.issues.push({ code: 'custom', path: [index, key], message: NAME_TOO_LONG, input: row });
        }
      });
      return rows.filter((row) => row.dosage !== '' || row.unit !== '');
    }),
  ),
  [],
);

/** Cost in dollars ('$18.50', '1,200', a number): 0 when left out, rounded to 2 decimals (spec 001 section 5). Kept as text. */
export const cost = z.pipe(
  z.nullish(z.union([z.string(), z.number()], { error: CATALOGUE_MESSAGES.cost })),
  z.transform((value, context) => {
    const text = value === null || value === undefined ? '' : String(value).trim().replace(/^\$/, '').replaceAll(',', '');
    if (text === '') return '0.00';
    const amount = Number(text);
    if (!/^\d*(\.\d+)?$/.test(text) || !Number.isFinite(amount) || amount > MAX_COST) {
      context.issues.push({ code: 'custom', message: CATALOGUE_MESSAGES.cost, input: value });
      return z.NEVER;
    }
    return (Math.round(amount * 100 + Number.EPSILON * 100) / 100).toFixed(2);
  }),
);

/** The tax flag: true/false, or the form's Yes/No; left out is No. */
export const taxFlag = z.pipe(
  z.nullish(z.union([z.boolean(), z.enum(['Yes', 'No', 'yes', 'no', 'true', 'false'])], { error: CATALOGUE_MESSAGES.tax })),
  z.transform((value) => value === true || value === 'Yes' || value === 'yes' || value === 'true'),
);

// --- The answers' pieces

/** Rows carry their creation time as an ISO string (or a timestamp): read as ISO. */
export const createdAt = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => new Date(value).toISOString()),
);
/** A text the service may leave empty. */
export const answerText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
export const money = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
export const flag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => Boolean(value)),
);
/** An id, sent as text or a number. */
export const answerId = z.coerce.string();

/** A lookup row as the lists the selects offer send it (a vaccine's category, manufacturer and type). */
export const namedAnswer = z.object({ id: answerId, name: z.string() });

/** A row's category or type: named by `name` (or `type` / `category` on older lists); none is null. */
export const namedOrNull = z.pipe(
  z.nullish(z.object({ id: answerId, name: z.nullish(z.string()), type: z.nullish(z.string()), category: z.nullish(z.string()) })),
  z.transform((raw) => (raw ? { id: raw.id, name: raw.name ?? raw.type ?? raw.category ?? '' } : null)),
);

/** A specie as the inventory service sends it. */
export const specieAnswer = wire({ id: answerId, specie: z.string(), createdAt });
export type Specie = z.output<typeof specieAnswer>;

/** A row's species (vaccines and catalogue rows apply to some species). */
export const speciesList = z.pipe(
  z.nullish(z.array(specieAnswer)),
  z.transform((rows) => rows ?? []),
);

/** A product's Dosage & Unit rows as sent. */
export const dosageUnitsAnswer = z.pipe(
  z.nullish(z.array(z.object({ dosage: z.pipe(z.unknown(), z.transform(String)), unit: z.pipe(z.unknown(), z.transform(String)) }))),
  z.transform((rows) => rows ?? []),
);
export type DosageUnit = z.output<typeof dosageUnitsAnswer>[number];
