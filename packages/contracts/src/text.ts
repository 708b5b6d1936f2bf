// Field builders shared by the contracts: trimmed required and optional text with the spec's
// messages, and the file addresses the product stores.
import { z } from 'zod/mini';

/** Trimmed, not blank (`message`), at most `max` characters (`tooLong`). */
export const requiredText = (message: string, max = 100, tooLong = `Must be at most ${max} characters.`) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** Trimmed, at most `max` characters; blank, null or left out is null. */
export const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.nullish(z.string({ error: 'Please enter text.' }).check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((value) => value || null),
  );

/** A file this product stored (/files/<key>) or a public https address; never javascript: or data:. Blank is null. */
export const fileAddress = (message: string) =>
  z.pipe(
    z.nullish(
      z.string({ error: message }).check(z.trim(), z.maxLength(500, message), z.regex(/^(\/files\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)|https:\/\/[^\s"'<>]+)?$/, message)),
    ),
    z.transform((value) => value || null),
  );

/**
 * One of `values`, else `message`. Its input is any text: a caller that passes on what a person
 * chose (the gateway, from a GraphQL string) need not narrow it first, and the refusal of other
 * text is still this message (as z.enum's would be); its output is the choice.
 */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((value, context): T[number] => {
      if ((values as readonly string[]).includes(value)) return value as T[number];
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );

/** Images a form may upload (spec: image files only, at most 5 MB, 'File to large'). */
export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A US date (MM/DD/YYYY, spec 001 section 9) or the ISO date of a browser's date input, as YYYY-MM-DD; null if it names no real day since 1900. */
export function readDate(value: string): string | null {
  const text = value.trim();
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return null;
  return date.toISOString().slice(0, 10);
}

/** A real day written MM/DD/YYYY (spec 001 section 9) since 1900, as YYYY-MM-DD; null if it is not one (only the US form). */
export function parseUsDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? readDate(`${match[3]}-${match[1]}-${match[2]}`) : null;
}

/** Today in UTC as YYYY-MM-DD (a birth date after it is in the future). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** YYYY-MM-DD as MM/DD/YYYY, the format the API sends for dates of birth. */
export const isoToUs = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${month}/${day}/${year}` : iso;
};

/** Ids are UUIDs or short codes; 100 leaves room for any id a partner system hands us (@vetchart/platform/text-limits). */
export const MAX_ID_LENGTH = 100;
export const ID_TOO_LONG = `An id can be at most ${MAX_ID_LENGTH} characters.`;

/** An id a caller names, trimmed. */
export const idText = () => z.string().check(z.trim(), z.maxLength(MAX_ID_LENGTH, ID_TOO_LONG));

/** An optional id in a body (a visit modification, a template); null or absent is no id. */
export const optionalId = () => z.nullish(idText());

/** A required id with the message its form shows when none is chosen. */
export const requiredId = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(MAX_ID_LENGTH, ID_TOO_LONG));

/** The version a save is based on (a whole number from 1), with the message naming what is missing. */
export const basedOnVersion = (message: string) => z.number({ error: message }).check(z.int(message), z.minimum(1, message));
