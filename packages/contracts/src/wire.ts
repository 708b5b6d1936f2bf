// The services speak snake_case JSON (docs/rest-*.md); every other layer reads camelCase. A
// contract names each field once, in camelCase; `wire` turns that shape into the schema of the
// JSON a service reads or answers (snake_case keys in, camelCase values out, field errors on the
// snake_case path the caller sent), and `toWire` is its inverse for what a service sends.
import { z } from 'zod/mini';

/** `dateOfBirth` → `date_of_birth`; digits stay where they are (`address1`). */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type SnakeKeys<T> = { [K in keyof T as K extends string ? SnakeCase<K> : K]: T[K] };

export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
export const camelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const renameKeys = (value: Record<string, unknown>, rename: (key: string) => string) =>
  Object.fromEntries(Object.entries(value).map(([key, field]) => [rename(key), field]));

/** A camelCase object as its snake_case JSON (one level: nested wire objects are renamed by their own `toWire`). */
export function toWire<T extends Record<string, unknown>>(value: T): SnakeKeys<T> {
  return renameKeys(value, snakeCase) as SnakeKeys<T>;
}

type SnakeShape<S extends z.core.$ZodLooseShape> = { [K in keyof S & string as SnakeCase<K>]: S[K] };

/** The shape's keys in snake_case, for a schema or SQL column list derived from a contract. */
export const wireKeys = <S extends z.core.$ZodLooseShape>(shape: S) => Object.keys(shape).map(snakeCase) as SnakeCase<keyof S & string>[];

/**
 * The schema of a snake_case JSON object whose fields follow `shape` (camelCase keys), yielding
 * the camelCase value. Unknown keys are dropped, as z.object does.
 */
export function wire<S extends z.core.$ZodLooseShape>(shape: S) {
  const snakeShape = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [snakeCase(key), schema])) as SnakeShape<S>;
  return z.pipe(
    z.object(snakeShape),
    z.transform((value) => renameKeys(value as Record<string, unknown>, camelCase) as z.output<z.ZodMiniObject<S>>),
  );
}

/** Every field of the shape optional: what an edit that sends only what changes may carry. */
export function partialShape<S extends z.core.$ZodLooseShape>(shape: S): { [K in keyof S]: z.ZodMiniOptional<S[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.optional(schema)])) as { [K in keyof S]: z.ZodMiniOptional<S[K]> };
}
