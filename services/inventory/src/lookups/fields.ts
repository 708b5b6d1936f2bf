// Field rules shared by the REST bodies and the spreadsheet import, with the spec's messages
// (spec 000 section 5, spec 001 section 5 and section 9).
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
} as const;

export const MAX_COST = 9_999_999_999.99;

/** Cost in dollars with at most 2 decimals; a string ("18.50", "$18.50") or a number. Kept as text (numeric is exact). */
export const costField = z
  .union([z.string(), z.number()], { error: VACCINE_MESSAGES.cost })
  .transform((value, context) => {
    const text = String(value).trim().replace(/^\$/, '').replaceAll(',', '');
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > MAX_COST) {
      context.addIssue({ code: 'custom', message: text === '' ? VACCINE_MESSAGES.cost : 'Cost must be an amount in dollars with at most 2 decimals.' });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

export const volumeField = z
  .union([z.number(), z.string()], { error: VACCINE_MESSAGES.volume })
  .transform((value, context) => {
    const volume = Number(String(value).trim());
    if (!(VACCINE_VOLUMES as readonly number[]).includes(volume) || String(value).trim() === '') {
      context.addIssue({ code: 'custom', message: VACCINE_MESSAGES.volume });
      return z.NEVER;
    }
    return volume;
  });
