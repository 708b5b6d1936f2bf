// Field rules shared by the lookup lists' REST bodies, with the spec's messages (spec 000
// section 5, spec 001 section 9). A vaccine's are its contract's (packages/contracts).
import { z } from 'zod';

export const NAME_MAX = 100;

/** A required name: trimmed, not empty, at most 100 characters (spec 001 section 9). */
export const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(NAME_MAX, { error: `Must be at most ${NAME_MAX} characters.` });

export const requiredId = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: message });
