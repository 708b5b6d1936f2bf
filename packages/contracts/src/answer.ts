// Field builders for what a service answers (read by the gateway with `wire(shape)`): ids sent as
// text or numbers, and the fields older rows or optional parts leave out, read as the value the
// GraphQL field gives for none (null, '', false or an empty list).
import { z } from 'zod/mini';

/** An id, sent as text or a number. */
export const answerId = z.coerce.string();

/** A number, sent as a number or as text (numeric columns). */
export const answerNumber = z.coerce.number();

/** A number the service may leave out or send as null: 0. */
export const orZero = z.pipe(
  z.nullish(answerNumber),
  z.transform((value) => value ?? 0),
);

/** Whatever the service sends, as text; none is ''. */
export const anyText = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (value === null || value === undefined ? '' : String(value))),
);

/** Whatever the service sends, as text; none is null. */
export const anyTextOrNull = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (value === null || value === undefined ? null : String(value))),
);

/** Whatever the service sends: only the boolean true is true (nothing is refused). */
export const onlyTrue = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true),
);

/** A field the service may leave out or send as null: null. */
export const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined): z.output<T> | null => value ?? null),
  );

/** Text the service may leave out; the GraphQL field is non-null and reads it as ''. */
export const blank = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A flag the service may leave out: only true is true. */
export const trueFlag = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value === true),
);

/** A list the service may leave out: empty. */
export const listOf = <T extends z.ZodMiniType>(row: T) =>
  z.pipe(
    z.nullish(z.array(row)),
    z.transform((rows: z.output<T>[] | null | undefined): z.output<T>[] => rows ?? []),
  );

/** An object the service may leave out or send as null: read as if sent empty ({}), so each of its fields then reads a missing key. */
export const orEmpty = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value): z.output<T> => z.parse(schema, value ?? {})),
  );
