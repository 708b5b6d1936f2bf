// The pet form's rules (spec 001 section 5, Pet form) with the spec's messages; the main service
// checks the same (services/main/src/pets/rules.ts), the gateway the lookup ids.
import { z } from 'zod/mini';

export const MAX_PET_IMAGE_BYTES = 5_242_880;
export const PET_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const petSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter name'), z.maxLength(100, 'Must be at most 100 characters.')),
  specieId: z.string().check(z.minLength(1, 'Select specie')),
  breedId: z.string().check(z.minLength(1, 'Select breed')),
  color: z.string().check(z.trim(), z.minLength(1, 'Enter color'), z.maxLength(100, 'Must be at most 100 characters.')),
  /** YYYY-MM-DD from the date input; sent as MM/DD/YYYY. */
  dateOfBirth: z.string().check(z.minLength(1, 'Select date of birth'), z.refine((value) => value <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future.')),
  genderId: z.string().check(z.minLength(1, 'Select gender')),
  weight: z.string().check(z.trim(), z.minLength(1, 'Enter weight'), z.refine((value) => Number.isFinite(Number(value)) && Number(value) > 0, 'Weight must be a positive number.')),
  problems: z.string().check(z.maxLength(2000)),
  note: z.string().check(z.maxLength(2000, 'Note must be at most 2000 characters.')),
  image: z.nullable(z.string()),
});

export type PetValues = z.infer<typeof petSchema>;

export const EMPTY_PET: PetValues = { name: '', specieId: '', breedId: '', color: '', dateOfBirth: '', genderId: '', weight: '', problems: '', note: '', image: null };

export const PET_PATHS = ['name', 'specieId', 'breedId', 'color', 'dateOfBirth', 'genderId', 'weight', 'problems', 'note', 'image'];

/** Problems are typed comma separated (spec 001 section 5). */
export const splitProblems = (text: string) =>
  text
    .split(',')
    .map((problem) => problem.trim())
    .filter(Boolean);
