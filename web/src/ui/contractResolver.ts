// A form validated by a contract (packages/contracts): the contract reads more than the form holds
// (the API's numbers and lists as well as the form's text), so the form keeps its own values type.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * The resolver of a form whose `Values` are one of the inputs `schema` reads (checked here at
 * compile time). Submit hands the form's own values, which the caller maps with the same schema.
 */
export function contractResolver<Values extends FieldValues, S extends z.core.$ZodType<unknown, FieldValues>>(
  schema: S,
  ...valuesAreAnInput: [Values] extends [z.input<S>] ? [] : [never]
): Resolver<Values> {
  void valuesAreAnInput;
  return zodResolver(schema as unknown as z.core.$ZodType<Values, Values>, undefined, { raw: true });
}
