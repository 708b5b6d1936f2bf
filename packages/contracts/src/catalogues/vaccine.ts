// Vaccine (spec 000 section 3, spec 001 sections 3 and 5): the one written definition of a
// vaccine's fields, rules and messages. The inventory service validates POST/PUT /vaccines with
// `vaccineWire`, the gateway parses its answers with `vaccineAnswer`, and the web's vaccine form
// validates with `vaccineForm` (docs/adding-a-field.md). Every field but the species is required.
import { z } from 'zod/mini';
import { requiredText } from '../text.ts';
import { wire } from '../wire.ts';
import { answerId, answerText, createdAt, MAX_COST, money, NAME_MAX, namedAnswer, requiredId, specieIds, speciesList } from './catalogue-fields.ts';

export const VACCINE_APPLICATIONS = ['Injectable', 'Oral', 'Nasal'] as const;
export const VACCINE_DOSAGES = ['0.5ml', '1ml'] as const;
export const VACCINE_VOLUMES = [5, 10, 25, 50] as const;

export const VACCINE_MESSAGES = {
  category: 'Please input category',
  name: 'Please enter product name',
  manufacturer: 'Please enter manufacturer name',
  vaccineType: 'Please select vaccine type',
  application: 'Please select application',
  unit: 'Please enter unit',
  dosage: 'Please select dosage',
  volume: 'Please select volume',
  cost: 'Please enter cost',
  costFormat: 'Cost must be an amount in dollars with at most 2 decimals.',
} as const;

/** The spec's REST names that are not the snake_case of the field's name. */
export const VACCINE_WIRE_NAMES = { manufacturerId: 'manufacturers_id' } as const;

/** One of the spec's options; the form's select offers only these. */
const choice = (options: readonly string[], message: string) => z.string({ error: message }).check(z.refine((value) => options.includes(value), message));

/** 5, 10, 25 or 50, as a number or the select's text. */
const volume = z.pipe(
  z.union([z.number(), z.string()], { error: VACCINE_MESSAGES.volume }),
  z.transform((value, context) => {
    const amount = Number(String(value).trim());
    if (!(VACCINE_VOLUMES as readonly number[]).includes(amount) || String(value).trim() === '') {
      context.issues.push({ code: 'custom', message: VACCINE_MESSAGES.volume, input: value });
      return z.NEVER;
    }
    return amount;
  }),
);

/** Cost in dollars with at most 2 decimals ("18.50", "$18.50", "1,200", a number); kept as text with 2 decimals (numeric is exact). */
const vaccineCost = z.pipe(
  z.union([z.string(), z.number()], { error: VACCINE_MESSAGES.cost }),
  z.transform((value, context) => {
    const text = String(value).trim().replace(/^\$/, '').replaceAll(',', '');
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > MAX_COST) {
      context.issues.push({ code: 'custom', message: text === '' ? VACCINE_MESSAGES.cost : VACCINE_MESSAGES.costFormat, input: value });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  }),
);

/** What the vaccine form edits and POST/PUT /vaccines take, in the order the spec lists the messages. */
export const vaccineShape = {
  categoryId: requiredId(VACCINE_MESSAGES.category),
  name: requiredText(VACCINE_MESSAGES.name, NAME_MAX),
  manufacturerId: requiredId(VACCINE_MESSAGES.manufacturer),
  vaccineTypeId: requiredId(VACCINE_MESSAGES.vaccineType),
  application: choice(VACCINE_APPLICATIONS, VACCINE_MESSAGES.application),
  unit: requiredText(VACCINE_MESSAGES.unit, NAME_MAX),
  dosage: choice(VACCINE_DOSAGES, VACCINE_MESSAGES.dosage),
  volume,
  cost: vaccineCost,
  specieIds,
};
export const vaccineForm = z.object(vaccineShape);
export const vaccineWire = wire(vaccineShape, VACCINE_WIRE_NAMES);
export type VaccineInput = z.output<typeof vaccineWire>;

/** A vaccine as the inventory service answers it (docs/rest-inventory.md): its lookups come named, the category as `vaccine_category`. */
export const vaccineAnswer = wire(
  {
    id: answerId,
    code: z.string(),
    name: z.string(),
    species: speciesList,
    category: namedAnswer,
    manufacturer: namedAnswer,
    vaccineType: namedAnswer,
    application: answerText,
    unit: answerText,
    dosage: answerText,
    volume: z.coerce.number(),
    /** Dollars with 2 decimals, as text. */
    cost: money,
    createdAt,
  },
  { category: 'vaccine_category' },
);
export type Vaccine = z.output<typeof vaccineAnswer>;
