// What the pet and pet parent types share: the permissions that guard their writes (spec 001
// section 6), the typed errors their mutations return, and reading global ids from an input.
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';

export const ADD_PET = 'Add new Pet';
export const EDIT_PET = 'Edit Pet Details';
export const DELETE_PET = 'Delete Pet';

export const READ_SCOPE = { authenticated: true } as const;

export const PET_MUTATION_ERRORS = [InputValidationError, ConflictError, NotFoundError, ForbiddenError];

/** Maps the main service's answer to the typed errors (400 field errors keep their input paths). */
export function petError(error: unknown, renames: Record<string, string> = {}): Error {
  return fromUpstream(
    error,
    {
      403: (upstream) => new ForbiddenError(upstream.message),
      404: (upstream) => new NotFoundError(upstream.message),
      409: (upstream) => new ConflictError(upstream.message),
      413: (upstream) => new InputValidationError(upstream.message, [{ path: 'dataUri', message: upstream.message }]),
    },
    renames,
  );
}
