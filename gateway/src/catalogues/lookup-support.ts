// What the lookup-list types share: the permission that guards their writes, the typed errors
// their mutations return, and reading global ids sent in an input.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';

export const MODIFY_KNOWLEDGE_BASE = 'Modify Knowledge Base';

export const WRITE_SCOPE = { permission: MODIFY_KNOWLEDGE_BASE } as const;
export const READ_SCOPE = { authenticated: true } as const;

/** The errors every lookup mutation may return. */
export const LOOKUP_MUTATION_ERRORS = [InputValidationError, ConflictError, NotFoundError, ForbiddenError];

/**
 * The service's id inside a global id of the given type. A global id of another type, or one
 * that is not a global id at all, names nothing: '' (the service then answers "required" or
 * "not found" like for any unknown id).
 */
export function rawId(globalId: string, typename: string): string {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === typename ? decoded.id : '';
  } catch {
    return '';
  }
}

/** A global id of the wrong type in a mutation's `id` is as unknown as another clinic's row. */
export function requireRawId(globalId: string, typename: string, what: string): string {
  const id = rawId(globalId, typename);
  if (!id) throw new NotFoundError(`${what} not found.`);
  return id;
}

/** Maps the service's answer to the typed errors (400 field errors keep their input paths). */
export function lookupError(error: unknown, renames: Record<string, string> = {}): Error {
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
