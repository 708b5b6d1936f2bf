// zod checks a resolver runs after authorization; failures become InputValidationError with
// the path of each field, so forms can show the message beside it.
import type { z } from 'zod';
import { InputValidationError } from './errors.ts';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new InputValidationError(fieldErrors[0]?.message ?? 'Invalid input.', fieldErrors);
}
