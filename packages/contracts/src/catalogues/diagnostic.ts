// Diagnostic (spec 001 section 3, "Treatment (shown as Diagnostics)"; section 5): the one written
// definition of a diagnostic's fields, rules and messages. REST calls them treatments. The
// inventory service validates POST/PUT /treatments with `diagnosticWire`, the gateway parses its
// answers with `diagnosticAnswer`, and the web's diagnostic form validates with `diagnosticForm`
// (docs/adding-a-field.md).
import { z } from 'zod/mini';
import { wire } from '../wire.ts';
import { answerId, answerText, CATALOGUE_MESSAGES, catalogueName, cost, createdAt, flag, longText, money, namedOrNull, optionalId, specieIds, speciesList, taxFlag } from './catalogue-fields.ts';

export const DIAGNOSTIC_MESSAGES = {
  results: 'Results must be a list.',
  inHouse: 'In-house test must be true or false.',
  labCode: 'The lab test code must be text.',
  labCodeTooLong: 'The lab test code can be at most 50 characters.',
} as const;

/** A result the diagnostic reports (e.g. WBC, of type Numeric). */
export const diagnosticResultShape = { name: catalogueName(CATALOGUE_MESSAGES.resultName), resultTypeId: optionalId };

/** The diagnostic's fields, its results read as the form holds them or as JSON (`result`). */
const diagnosticShape = <Result extends z.core.$ZodType>(result: Result) => ({
  name: catalogueName(CATALOGUE_MESSAGES.diagnosticName),
  categoryId: optionalId,
  description: longText,
  cost,
  tax: taxFlag,
  results: z._default(z.array(result, { error: DIAGNOSTIC_MESSAGES.results }).check(z.maxLength(100)), []),
  specieIds,
  // An in-house test, or one sent to the reference lab under its lab code (none for in-house).
  inHouse: z._default(z.boolean({ error: DIAGNOSTIC_MESSAGES.inHouse }), false),
  labCode: z.nullish(z.string({ error: DIAGNOSTIC_MESSAGES.labCode }).check(z.trim(), z.maxLength(50, DIAGNOSTIC_MESSAGES.labCodeTooLong))),
});

export const diagnosticForm = z.object(diagnosticShape(z.object(diagnosticResultShape)));
export const diagnosticWire = wire(diagnosticShape(wire(diagnosticResultShape)));
export type DiagnosticInput = z.output<typeof diagnosticWire>;

/** A diagnostic (treatment) as the inventory service answers it: its category as `tx_category{category}`. */
export const diagnosticAnswer = wire(
  {
    id: answerId,
    code: z.string(),
    name: z.string(),
    category: namedOrNull,
    description: answerText,
    /** Dollars with 2 decimals, as text. */
    cost: money,
    tax: flag,
    results: z.pipe(z.nullish(z.array(wire({ name: z.string(), resultType: namedOrNull }))), z.transform((rows) => rows ?? [])),
    species: speciesList,
    /** Done in the clinic ('In-house test'); false for a reference lab's test. */
    inHouse: z.pipe(z.optional(z.unknown()), z.transform((value) => value === true)),
    /** The reference lab's test code (null for in-house tests; an outside test without one is ordered by its code). */
    labCode: z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null)),
    createdAt,
  },
  { category: 'tx_category' },
);
export type Diagnostic = z.output<typeof diagnosticAnswer>;
