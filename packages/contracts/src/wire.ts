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

/**
 * The camelCase value of a parsed wire object, by the shape's own [JSON key, field] pairs in the
 * shape's order (z.object's output holds no other keys). A plain loop (entries, a closure and
 * fromEntries per row were a visible part of the gateway's time per request); servers rename
 * through code made for each shape instead (renameFor).
 */
const fieldsOf = (value: Record<string, unknown>, pairs: readonly (readonly [string, string])[]) => {
  const fields: Record<string, unknown> = {};
  for (const [key, field] of pairs) if (key in value) fields[field] = value[key];
  return fields;
};

type Rename = (value: Record<string, unknown>) => Record<string, unknown>;

/** An object schema for a wire shape: zod's classic z.object, which parses through code it makes for the shape. */
export type CompiledObject = (shape: z.core.$ZodLooseShape) => z.core.$ZodType;

/**
 * On a server, wire schemas parse and rename through code made for each shape instead of
 * zod/mini's object and fieldsOf's loop: the object through the schema the server gives (zod's
 * classic z.object, whose parser is written for its shape, where zod/mini's walks the shape for
 * every value; the contracts stay on zod/mini for the web app's bundle), the renaming through a
 * function with the shape's keys spelled out, so that V8 stores each field at a known place.
 * Together about 4 µs less per row of a pet's 30 fields. Off unless a server turns it on: the web
 * app runs under a Content-Security-Policy without 'unsafe-eval', where even a caught attempt to
 * make a function from text is reported as a violation.
 */
let compiled: { object: CompiledObject } | null = null;

/** Servers call it once at start, with zod's z.object: every wire schema parses through code made for its shape from its first use. */
export function compileWireSchemas(object: CompiledObject): void {
  compiled = { object };
}

/**
 * The object schema of a wire shape: zod/mini's, or on a server the compiled one, chosen at its
 * first parse (so a server's compileWireSchemas, called after the contracts were imported, counts).
 */
function wireObject<S extends z.core.$ZodLooseShape>(shape: S): z.ZodMiniObject<S> {
  const mini = z.object(shape);
  return z.lazy(() => (compiled ? (compiled.object(shape) as typeof mini) : mini)) as unknown as z.ZodMiniObject<S>;
}

/**
 * The shape's renaming, decided at its first use (as wireObject's schema is). The keys come from
 * the contract's own code, never from a caller, and are written into the function as JSON
 * strings. The fields are the loop's exactly: a key the value lacks is left out, not set to
 * undefined.
 */
function renameFor(pairs: readonly (readonly [string, string])[]): Rename {
  let rename: Rename | null = null;
  return (value) => {
    if (!rename) {
      rename = (fields) => fieldsOf(fields, pairs);
      if (compiled) {
        const lines = pairs.map(([key, field]) => `if (${JSON.stringify(key)} in value) fields[${JSON.stringify(field)}] = value[${JSON.stringify(key)}];`);
        rename = new Function('value', `const fields = {};\n${lines.join('\n')}\nreturn fields;`) as Rename;
      }
    }
    return rename(value);
  };
}

/**
 * The JSON key of each field a REST document names otherwise than the snake_case of its
 * camelCase name (the spec's `dosage_unit` for a medication's `dosageUnits`); each field is
 * still named once, in the contract.
 */
export type WireNames<S> = { readonly [K in keyof S]?: string };

/** No renamed fields. */
type NoNames = Record<never, never>;
type WireKey<K extends string, N> = K extends keyof N ? (N[K] extends string ? N[K] : SnakeCase<K>) : SnakeCase<K>;
const wireKey = (key: string, names: Readonly<Record<string, string | undefined>>) => names[key] ?? snakeCase(key);

/** A camelCase object as its snake_case JSON (one level: nested wire objects are renamed by their own `toWire`). */
export function toWire<T extends Record<string, unknown>, const N extends WireNames<T> = NoNames>(value: T, names?: N): { [K in keyof T & string as WireKey<K, N>]: T[K] } {
  return renameKeys(value, (key) => wireKey(key, names ?? {})) as never;
}

type WireShape<S extends z.core.$ZodLooseShape, N> = { [K in keyof S & string as WireKey<K, N>]: S[K] };

/** The shape's JSON keys, for a schema or SQL column list derived from a contract. */
export const wireKeys = <S extends z.core.$ZodLooseShape, const N extends WireNames<S> = NoNames>(shape: S, names?: N) =>
  Object.keys(shape).map((key) => wireKey(key, names ?? {})) as WireKey<keyof S & string, N>[];

/**
 * The schema of a snake_case JSON object whose fields follow `shape` (camelCase keys), yielding
 * the camelCase value; `names` gives the JSON key of a field the REST document names otherwise.
 * Unknown keys are dropped, as z.object does.
 */
export function wire<S extends z.core.$ZodLooseShape, const N extends WireNames<S> = NoNames>(shape: S, names?: N) {
  const given = (names ?? {}) as Record<string, string | undefined>;
  const wireShape = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [wireKey(key, given), schema])) as WireShape<S, N>;
  const rename = renameFor(Object.keys(shape).map((key) => [wireKey(key, given), key] as const));
  return z.pipe(
    wireObject(wireShape),
    z.transform((value) => rename(value as Record<string, unknown>) as z.output<z.ZodMiniObject<S>>),
  );
}

/** A rule over several fields of a wire object: `problem(field, message)` puts an issue on the field's JSON path. */
export type WireCheck<S extends z.core.$ZodLooseShape> = (value: z.output<z.ZodMiniObject<S>>, problem: (field: keyof S & string, message: string) => void) => void;

/**
 * `wire(shape, names)` with rules over several fields, checked as a check of the JSON object is
 * (z.object(…).superRefine): they run unless a field has the wrong type, also beside a field's own
 * failed check, and see the camelCase value.
 */
export function checkedWire<S extends z.core.$ZodLooseShape, const N extends WireNames<S> = NoNames>(shape: S, names?: N, ...checks: WireCheck<S>[]) {
  const given = (names ?? {}) as Record<string, string | undefined>;
  const wireShape = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [wireKey(key, given), schema])) as WireShape<S, N>;
  const rename = renameFor(Object.keys(shape).map((key) => [wireKey(key, given), key] as const));
  const toFields = (value: unknown) => rename(value as Record<string, unknown>) as z.output<z.ZodMiniObject<S>>;
  const object = wireObject(wireShape).check(
    z.superRefine((value, context) => {
      for (const check of checks) check(toFields(value), (field, message) => context.addIssue({ code: 'custom', path: [wireKey(field, given)], message, input: value }));
    }),
  );
  return z.pipe(
    object,
    z.transform((value) => toFields(value)),
  );
}

/** The shape with its JSON keys (snake_case, or the REST document's name): for an object read in its JSON keys. */
export function wireShape<S extends z.core.$ZodLooseShape, const N extends WireNames<S> = NoNames>(shape: S, names?: N): WireShape<S, N> {
  const given = (names ?? {}) as Record<string, string | undefined>;
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [wireKey(key, given), schema])) as WireShape<S, N>;
}

/**
 * The schema of a snake_case JSON object a service keeps as it was sent (a link's or a signature's
 * header, stored and hashed in its REST form): the fields of `wire(shape, names)`, whose values
 * keep their snake_case keys. Unknown keys are dropped (`z.strictObject(wireShape(shape))` refuses them).
 */
export function keptWire<S extends z.core.$ZodLooseShape, const N extends WireNames<S> = NoNames>(shape: S, names?: N) {
  return z.object(wireShape(shape, names));
}

/** Every field of the shape optional: what an edit that sends only what changes may carry. */
export function partialShape<S extends z.core.$ZodLooseShape>(shape: S): { [K in keyof S]: z.ZodMiniOptional<S[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.optional(schema)])) as { [K in keyof S]: z.ZodMiniOptional<S[K]> };
}
