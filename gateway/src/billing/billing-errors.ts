// The billing service's refusals as the typed errors of the billing mutations.
import { ConflictError, ForbiddenError, fromUpstream } from '../errors.ts';

/** 403 → ForbiddenError, 409 → ConflictError, 400 → InputValidationError (REST field names → the input's). */
export function billingError(error: unknown, renames: Record<string, string> = {}): Error {
  return fromUpstream(
    error,
    {
      403: (upstream) => new ForbiddenError(upstream.message),
      409: (upstream) => new ConflictError(upstream.message),
    },
    renames,
  );
}
