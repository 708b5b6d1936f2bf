// The pet form's rules (spec 001 section 5, Pet form; section 9 for dates and units) with the
// spec's messages. The web form holds the same rules (web/src/pets/petSchema.ts).
import { z } from 'zod';
import { parseUsDate, todayIso } from '../scope.ts';

export const WEIGHT_UNITS = ['lb(s)', 'kg(s)'] as const;
export const MAX_PETS_PER_REQUEST = 20;
export const MAX_PROBLEMS = 50;
const MAX_PROBLEM_LENGTH = 100;
const TOO_MANY_PROBLEMS = `At most ${MAX_PROBLEMS} problems.`;
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
} as const;

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);

export const dateOfBirth = z
  .string({ error: PET_MESSAGES.dateOfBirth })
  .trim()
  .min(1, PET_MESSAGES.dateOfBirth)
  .transform((value, context) => {
    const iso = parseUsDate(value);
    if (!iso || iso > todayIso()) {
      context.addIssue({ code: 'custom', message: PET_MESSAGES.dateOfBirthInvalid });
      return z.NEVER;
    }
    return iso;
  });

const weight = z
  .union([z.number(), z.string()], { error: PET_MESSAGES.weight })
  .transform((value, context) => {
    const text = String(value).trim();
    if (!text) {
      context.addIssue({ code: 'custom', message: PET_MESSAGES.weight });
      return z.NEVER;
    }
    const number = Number(text);
    if (!Number.isFinite(number) || number <= 0 || number >= 1_000_000) {
      context.addIssue({ code: 'custom', message: PET_MESSAGES.weightPositive });
      return z.NEVER;
    }
    return Math.round(number * 100) / 100;
  });

/** Names, trimmed, blanks dropped, each once (a comma-split string is accepted too). */
const problems = z
  .union([z.array(z.string({ error: PET_MESSAGES.problems }).max(MAX_PROBLEM_LENGTH, PET_MESSAGES.problems)).max(MAX_SENT_PROBLEMS), z.string().max(MAX_SENT_PROBLEMS * (MAX_PROBLEM_LENGTH + 1), PET_MESSAGES.problems)], {
    error: PET_MESSAGES.problems,
  })
  .nullish()
  .transform((value, context) => {
    const list = typeof value === 'string' ? value.split(',') : (value ?? []);
    const names: string[] = [];
    for (const raw of list) {
      const name = raw.trim();
      if (!name) continue;
      if (name.length > MAX_PROBLEM_LENGTH) {
        context.addIssue({ code: 'custom', message: PET_MESSAGES.problems });
        return z.NEVER;
      }
      if (!names.some((kept) => kept.toLowerCase() === name.toLowerCase())) names.push(name);
    }
    if (names.length > MAX_PROBLEMS) {
      context.addIssue({ code: 'custom', message: TOO_MANY_PROBLEMS });
      return z.NEVER;
    }
    return names;
  });

const petFields = {
  name: required(PET_MESSAGES.name),
  breed_id: required(PET_MESSAGES.breed),
  specie_id: required(PET_MESSAGES.specie),
  gender_id: required(PET_MESSAGES.gender),
  color: required(PET_MESSAGES.color),
  date_of_birth: dateOfBirth,
  weight,
  weight_unit: z.enum(WEIGHT_UNITS, { error: PET_MESSAGES.weightUnit }),
  problems,
  note: z
    .string()
    .trim()
    .max(2000, 'Note must be at most 2000 characters.')
    .nullish()
    .transform((value) => value || null),
  // A file this product stored (/files/<key>) or a public https address; never javascript: or data:.
  image: z
    .string({ error: PET_MESSAGES.image })
    .trim()
    .max(500, PET_MESSAGES.image)
    .regex(/^(\/files\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)|https:\/\/[^\s"'<>]+)?$/, PET_MESSAGES.image)
    .nullish()
    .transform((value) => value || null),
};

// The unit defaults to lb(s) (spec 001 section 9) on create only: an edit that leaves it out keeps it.
const createFields = { ...petFields, weight_unit: petFields.weight_unit.default('lb(s)') };

export const petBody = z.object({ ...createFields, parent_id: required(PET_MESSAGES.parent) });
export type PetBody = z.infer<typeof petBody>;

/** Edits send only what changes. */
export const petPatch = z.object({ ...petFields, parent_id: required(PET_MESSAGES.parent) }).partial();
export type PetPatch = z.infer<typeof petPatch>;

/** Several pets of one parent, saved together or not at all. */
export const bulkPetsBody = z.object({
  parent_id: required(PET_MESSAGES.parent),
  pets: z
    .array(z.object(createFields), { error: 'Add at least one pet.' })
    .min(1, 'Add at least one pet.')
    .max(MAX_PETS_PER_REQUEST, `At most ${MAX_PETS_PER_REQUEST} pets can be saved at once.`),
});
export type BulkPetsBody = z.infer<typeof bulkPetsBody>;
