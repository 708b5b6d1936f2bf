// Pet (spec 001 section 3, Pet; section 5, Pet form; section 9, dates and units): the one written
// definition of a pet's fields, rules and messages. The main service validates request bodies with
// the `*Wire` schemas and answers `PetWire` JSON, the gateway parses that JSON with `petWire`, and
// the web's pet form validates with `petDetails` (docs/adding-a-field.md).
import { z } from 'zod/mini';
import { choice, optionalText, fileAddress, readDate, requiredText, todayIso } from '../text.ts';
import { partialShape, wire } from '../wire.ts';

export const WEIGHT_UNITS = ['lb(s)', 'kg(s)'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/** Default weight unit (spec 001 section 9). */
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'lb(s)';
export const MAX_PETS_PER_REQUEST = 20;
export const MAX_PROBLEMS = 50;
export const MAX_PROBLEM_LENGTH = 100;
/** Blanks and repeats are dropped before the count, so a list may arrive longer than it is kept, but not without end. */
const MAX_SENT_PROBLEMS = 1000;

export const PET_MESSAGES = {
  name: 'Enter name',
  breed: 'Select breed',
  specie: 'Select specie',
  color: 'Enter color',
  dateOfBirth: 'Select date of birth',
  dateOfBirthInvalid: 'Date of birth must be a real date (MM/DD/YYYY) that is not in the future.',
  gender: 'Select gender',
  weight: 'Enter weight',
  weightPositive: 'Weight must be a positive number.',
  weightUnit: 'Weight unit must be lb(s) or kg(s).',
  parent: 'Select pet owner',
  image: 'Invalid image address.',
  problems: 'Problems must be a list of names of at most 100 characters.',
  tooManyProblems: `At most ${MAX_PROBLEMS} problems.`,
  noPets: 'Add at least one pet.',
  tooManyPets: `At most ${MAX_PETS_PER_REQUEST} pets can be saved at once.`,
} as const;

/** MM/DD/YYYY (the API) or YYYY-MM-DD (a date input), not in the future; yields YYYY-MM-DD. */
export const dateOfBirth = z.pipe(
  z.string({ error: PET_MESSAGES.dateOfBirth }).check(z.trim(), z.minLength(1, PET_MESSAGES.dateOfBirth)),
  z.transform((value, context) => {
    const iso = readDate(value);
    if (!iso || iso > todayIso()) {
      context.issues.push({ code: 'custom', message: PET_MESSAGES.dateOfBirthInvalid, input: value });
      return z.NEVER;
    }
    return iso;
  }),
);

/**
 * A number, or the text of a form's field; rounded to 2 decimals. None (null) is taken in and
 * refused with the spec's message, so the gateway can pass a GraphQL weight left out as it is.
 */
const weight = z.pipe(
  z.union([z.number(), z.string(), z.null()], { error: PET_MESSAGES.weight }),
  z.transform((value, context) => {
    const text = value === null ? '' : String(value).trim();
    if (!text) {
      context.issues.push({ code: 'custom', message: PET_MESSAGES.weight, input: value });
      return z.NEVER;
    }
    const number = Number(text);
    if (!Number.isFinite(number) || number <= 0 || number >= 1_000_000) {
      context.issues.push({ code: 'custom', message: PET_MESSAGES.weightPositive, input: value });
      return z.NEVER;
    }
    return Math.round(number * 100) / 100;
  }),
);

/** Names, trimmed, blanks dropped, each once; typed comma separated (spec 001 section 5) or sent as a list. */
const problems = z.pipe(
  z.nullish(
    z.union(
      [
        z.array(z.string({ error: PET_MESSAGES.problems }).check(z.maxLength(MAX_PROBLEM_LENGTH, PET_MESSAGES.problems))).check(z.maxLength(MAX_SENT_PROBLEMS)),
        z.string().check(z.maxLength(MAX_SENT_PROBLEMS * (MAX_PROBLEM_LENGTH + 1), PET_MESSAGES.problems)),
      ],
      { error: PET_MESSAGES.problems },
    ),
  ),
  z.transform((value, context) => {
    const list = typeof value === 'string' ? value.split(',') : (value ?? []);
    const names: string[] = [];
    for (const raw of list) {
      const name = raw.trim();
      if (!name) continue;
      if (name.length > MAX_PROBLEM_LENGTH) {
        context.issues.push({ code: 'custom', message: PET_MESSAGES.problems, input: value });
        return z.NEVER;
      }
      if (!names.some((kept) => kept.toLowerCase() === name.toLowerCase())) names.push(name);
    }
    if (names.length > MAX_PROBLEMS) {
      context.issues.push({ code: 'custom', message: PET_MESSAGES.tooManyProblems, input: value });
      return z.NEVER;
    }
    return names;
  }),
);

/**
 * A pet's optional free-text details: stored as text columns of the same (snake_case) name,
 * exposed as nullable strings, edited as text areas and shown on the profile, each layer reading
 * this list (docs/adding-a-field.md). `label` is the form's and the profile's label, `description` the GraphQL field's, `max` the form field's length.
 */
export const PET_TEXT_DETAILS = {
  note: {
    label: 'Note',
    description: 'A free-text note about the pet.',
    max: 2000,
    /** The form offers dictation's AI clean-up (spec 001 section 2.10) for prose, not for codes. */
    prose: true,
    schema: optionalText(2000, 'Note must be at most 2000 characters.'),
  },
  // Not in the spec: the number a found pet is identified by (ISO 11784 chips have 15 digits, older ones 9 or 10 characters).
  microchip: {
    label: 'Microchip',
    description: "The pet's microchip number.",
    max: 20,
    prose: false,
    schema: optionalText(20, 'Microchip number must be at most 20 characters.'),
  },
} as const;
export type PetTextDetail = keyof typeof PET_TEXT_DETAILS;
export const PET_TEXT_DETAIL_KEYS = Object.keys(PET_TEXT_DETAILS) as PetTextDetail[];
const textDetails = Object.fromEntries(PET_TEXT_DETAIL_KEYS.map((key) => [key, PET_TEXT_DETAILS[key].schema])) as {
  [K in PetTextDetail]: (typeof PET_TEXT_DETAILS)[K]['schema'];
};

/** What the pet form edits (every field but the owner). */
export const petDetailsShape = {
  name: requiredText(PET_MESSAGES.name),
  breedId: requiredText(PET_MESSAGES.breed),
  specieId: requiredText(PET_MESSAGES.specie),
  genderId: requiredText(PET_MESSAGES.gender),
  color: requiredText(PET_MESSAGES.color),
  dateOfBirth,
  weight,
  /** The browser's petVitalsMetrics preference; left out on create it is lb(s), on edit it is kept. */
  weightUnit: z.optional(choice(WEIGHT_UNITS, PET_MESSAGES.weightUnit)),
  problems,
  ...textDetails,
  image: fileAddress(PET_MESSAGES.image),
};

/** The pet form's values (camelCase): what one pet of the Add New Pet flow or the edit form holds. */
export const petDetails = z.object(petDetailsShape);
export type PetDetailsInput = z.input<typeof petDetails>;
export type PetDetails = z.output<typeof petDetails>;

const parentId = requiredText(PET_MESSAGES.parent);

/** POST /pets: one pet and its owner. */
export const petCreateWire = wire({ ...petDetailsShape, parentId });
export type PetCreate = z.output<typeof petCreateWire>;

/** PATCH /pets/{id}: edits send only what changes. */
export const petUpdateWire = wire(partialShape({ ...petDetailsShape, parentId }));
export type PetUpdate = z.output<typeof petUpdateWire>;

/** One pet of POST /pets/bulk (its parent is the request's). */
export const petDetailsWire = wire(petDetailsShape);

/** POST /pets/bulk: several pets of one parent, saved together or not at all. */
export const petBulkCreateWire = wire({
  parentId,
  pets: z.array(petDetailsWire, { error: PET_MESSAGES.noPets }).check(z.minLength(1, PET_MESSAGES.noPets), z.maxLength(MAX_PETS_PER_REQUEST, PET_MESSAGES.tooManyPets)),
});
export type PetBulkCreate = z.output<typeof petBulkCreateWire>;

const textDetailValues = Object.fromEntries(PET_TEXT_DETAIL_KEYS.map((key) => [key, z.nullable(z.string())])) as { [K in PetTextDetail]: z.ZodMiniNullable<z.ZodMiniString> };

/** A pet as the main service answers it (GET /pets, /pets/{id}; docs/rest-main.md). */
export const petShape = {
  id: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  breedId: z.string(),
  specieId: z.string(),
  genderId: z.string(),
  colorId: z.string(),
  color: z.object({ id: z.string(), color: z.string() }),
  /** MM/DD/YYYY (spec 001 section 9). */
  dateOfBirth: z.string(),
  weight: z.number(),
  weightUnit: z.string(),
  problems: z.array(z.object({ name: z.string() })),
  parentId: z.string(),
  parentName: z.string(),
  ...textDetailValues,
  clinicId: z.string(),
  source: z.string(),
  sourceId: z.nullable(z.string()),
  canSync: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const petWire = wire(petShape);
/** The service's JSON for a pet (snake_case). */
export type PetWire = z.input<typeof petWire>;
export type Pet = z.output<typeof petWire>;

/** POST /pets/sync: the practice system's patient to import (main reads it from the practice system first). */
export const petSyncWire = wire({
  source: z._default(z.string({ error: 'Please choose the practice system' }).check(z.trim(), z.minLength(1, 'Please choose the practice system'), z.maxLength(100)), 'covetrus'),
  sourceId: z.string({ error: 'Please choose a patient to sync' }).check(z.trim(), z.minLength(1, 'Please choose a patient to sync'), z.maxLength(100)),
});
export type PetSync = z.output<typeof petSyncWire>;
