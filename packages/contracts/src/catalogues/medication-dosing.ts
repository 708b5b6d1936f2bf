// A medication's dosing data (docs/dose-check.md): one row per specie with the dose range per kg of
// body weight, how many doses a day, the most one dose and one day may hold, and the route; or the
// mark that the medication is not for that specie. The form may enter the range per lb: it is
// stored per kg (1 lb = 0.45359237 kg exactly, so mg/lb × 2.20462262… = mg/kg) together with what
// was entered, so the catalogue can show the figures the vet typed. The concentration is not
// entered here: it is read from the medication's Dosage & Unit rows ('25' 'mg tablet', '10'
// 'mg/mL injection'), which are what a plan row chooses.
import { z } from 'zod/mini';
import { snakeCase, wire } from '../wire.ts';

export const KG_PER_LB = 0.45359237;
export const DOSE_UNITS = ['mg/kg', 'mg/lb'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];
/** The largest figure a dosing cell takes (mg): past it a figure is a typo, not a dose. */
export const MAX_DOSE_FIGURE = 100_000;
export const MAX_DOSES_PER_DAY = 24;
export const MAX_DOSING_ROWS = 50;

export const DOSING_MESSAGES = {
  specie: 'Select specie',
  duplicateSpecie: 'This specie already has a dosing row.',
  minDose: 'Enter minimum dose',
  maxDose: 'Enter maximum dose',
  number: 'Enter a number greater than 0.',
  tooLarge: `Must be at most ${MAX_DOSE_FIGURE}.`,
  maxBelowMin: 'Maximum dose must be at least the minimum dose.',
  doseUnit: 'Choose mg/kg or mg/lb.',
  dosesPerDay: `Doses per day must be a whole number from 1 to ${MAX_DOSES_PER_DAY}.`,
  route: 'Route can be at most 100 characters.',
  rows: 'Dosing must be a list of rows.',
  tooManyRows: `At most ${MAX_DOSING_ROWS} dosing rows.`,
} as const;
const M = DOSING_MESSAGES;

/** A figure as a form's input or a JSON number holds it: '' or none is null; anything else must be a number in (0, MAX]. */
const figure = z.pipe(
  z.nullish(z.union([z.string().check(z.maxLength(50, M.number)), z.number()], { error: M.number })),
  z.transform((value, context): number | null => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '') return null;
    const amount = Number(text);
    if (!Number.isFinite(amount) || amount <= 0) context.issues.push({ code: 'custom', message: M.number, input: value });
    else if (amount > MAX_DOSE_FIGURE) context.issues.push({ code: 'custom', message: M.tooLarge, input: value });
    else return amount;
    return z.NEVER;
  }),
);

const dosesPerDay = z.pipe(
  z.nullish(z.union([z.string().check(z.maxLength(10, M.dosesPerDay)), z.number()], { error: M.dosesPerDay })),
  z.transform((value, context): number => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '') return 1;
    const count = Number(text);
    if (Number.isInteger(count) && count >= 1 && count <= MAX_DOSES_PER_DAY) return count;
    context.issues.push({ code: 'custom', message: M.dosesPerDay, input: value });
    return z.NEVER;
  }),
);

/** Up to 6 significant decimals: a converted range keeps its precision without float noise (0.9979…). */
const keep = (value: number) => Math.round(value * 1e6) / 1e6;

/** One specie's row as the form and POST/PUT /medications send it. */
export const dosingRowShape = {
  specieId: z.string({ error: M.specie }).check(z.trim(), z.minLength(1, M.specie), z.maxLength(100, M.specie)),
  /** No safe range for this specie (carprofen for cats): every dose of it is flagged. */
  notForSpecies: z._default(z.boolean(), false),
  doseUnit: z._default(z.enum(DOSE_UNITS, { error: M.doseUnit }), 'mg/kg'),
  minDose: figure,
  maxDose: figure,
  dosesPerDay,
  maxMgPerDose: figure,
  maxMgPerDay: figure,
  route: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(100, M.route))),
    z.transform((value) => value ?? ''),
  ),
};

/** A dosing row as stored and answered: the range per kg, and the figures as entered. */
export type DosingRow = {
  specieId: string;
  notForSpecies: boolean;
  minMgPerKg: number | null;
  maxMgPerKg: number | null;
  dosesPerDay: number;
  maxMgPerDose: number | null;
  maxMgPerDay: number | null;
  route: string;
  enteredUnit: DoseUnit;
  enteredMin: number | null;
  enteredMax: number | null;
};

type DosingRowInput = z.output<z.ZodMiniObject<typeof dosingRowShape>>;

/**
 * The medication's dosing rows, each read by `row` (the form's object, or its snake_case JSON),
 * field errors named by `key`: each specie once; a range needs both ends (max ≥ min) unless the
 * medication is not for that specie.
 */
const dosingRowsOf = (row: z.ZodMiniType<DosingRowInput>, key: (field: string) => string) => z._default(
  z.pipe(
    z.array(row, { error: M.rows }).check(z.maxLength(MAX_DOSING_ROWS, M.tooManyRows)),
    z.transform((rows, context): DosingRow[] => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const issue = (field: string, message: string) => context.issues.push({ code: 'custom', path: [index, key(field)], message, input: row });
        const specie = row.specieId.toLowerCase();
        if (seen.has(specie)) issue('specieId', M.duplicateSpecie);
        seen.add(specie);
        if (row.notForSpecies) return;
        if (row.minDose === null) issue('minDose', M.minDose);
        if (row.maxDose === null) issue('maxDose', M.maxDose);
        if (row.minDose !== null && row.maxDose !== null && row.maxDose < row.minDose) issue('maxDose', M.maxBelowMin);
      });
      const perKg = (value: number | null, unit: DoseUnit) => (value === null ? null : keep(unit === 'mg/lb' ? value / KG_PER_LB : value));
      return rows.map((row) => ({
        specieId: row.specieId.toLowerCase(),
        notForSpecies: row.notForSpecies,
        minMgPerKg: row.notForSpecies ? null : perKg(row.minDose, row.doseUnit),
        maxMgPerKg: row.notForSpecies ? null : perKg(row.maxDose, row.doseUnit),
        dosesPerDay: row.dosesPerDay,
        maxMgPerDose: row.maxMgPerDose,
        maxMgPerDay: row.maxMgPerDay,
        route: row.route,
        enteredUnit: row.doseUnit,
        enteredMin: row.notForSpecies ? null : row.minDose,
        enteredMax: row.notForSpecies ? null : row.maxDose,
      }));
    }),
  ),
  [],
);

export const dosingRowsForm = dosingRowsOf(z.object(dosingRowShape), (field) => field);
export const dosingRowsWire = dosingRowsOf(wire(dosingRowShape), snakeCase);

const numberOrNull = z.pipe(
  z.nullish(z.coerce.number()),
  z.transform((value) => value ?? null),
);

/** A dosing row as the inventory service answers it (snake_case). */
export const dosingRowAnswer = wire({
  specieId: z.coerce.string(),
  notForSpecies: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => value === true),
  ),
  minMgPerKg: numberOrNull,
  maxMgPerKg: numberOrNull,
  dosesPerDay: z.pipe(
    z.nullish(z.coerce.number()),
    z.transform((value) => value ?? 1),
  ),
  maxMgPerDose: numberOrNull,
  maxMgPerDay: numberOrNull,
  route: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  enteredUnit: z.pipe(
    z.nullish(z.string()),
    z.transform((value): DoseUnit => (value === 'mg/lb' ? 'mg/lb' : 'mg/kg')),
  ),
  enteredMin: numberOrNull,
  enteredMax: numberOrNull,
});

export const dosingAnswer = z.pipe(
  z.nullish(z.array(dosingRowAnswer)),
  z.transform((rows) => rows ?? []),
);
