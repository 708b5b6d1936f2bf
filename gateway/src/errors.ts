// The typed errors mutations return in their result unions. Each implements the GraphQL
// `Error` interface; anything else thrown is masked by Yoga as an unexpected error.
import { UpstreamError, type FieldError } from './clients/http.ts';

export class InputValidationError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldError[],
  ) {
    super(message);
  }

  static forField(path: string, message: string): InputValidationError {
    return new InputValidationError(message, [{ path, message }]);
  }
}

export class AuthenticationError extends Error {}
export class InvalidLinkError extends Error {}
export class ConflictError extends Error {}

/**
 * A save based on an older version of a note (services/main/src/visits/visit-guard.ts): who
 * changed it and when; `current` is the service's record as it is now, which each mutation turns
 * into its own type (a subjective note, an objective note) for its StaleVersionError member.
 */
export class StaleVersionError extends Error {
  constructor(
    message: string,
    readonly changedByName: string,
    readonly changedAt: string,
    readonly current: unknown,
  ) {
    super(message);
  }

  /** The service's 409 with details.code STALE_VERSION, or null for any other error. */
  static fromUpstream(error: unknown): StaleVersionError | null {
    if (!(error instanceof UpstreamError) || error.status !== 409 || error.details?.code !== 'STALE_VERSION') return null;
    const details = error.details as { changed_by_name?: string; changed_at?: string; current?: unknown };
    return new StaleVersionError(error.message, details.changed_by_name ?? '', details.changed_at ?? '', details.current ?? null);
  }
}
export class NotFoundError extends Error {}
/**
 * The caller may not do this. Mutations answer their union's ForbiddenError member (builder.ts
 * hands scope-auth refusals to the errors plugin); elsewhere it is a GraphQL error whose message
 * Yoga shows instead of masking it (yoga.ts).
 */
export class ForbiddenError extends Error {}

export class ThrottledError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }

  /** A service's 429: its message and its Retry-After. */
  static fromUpstream(upstream: UpstreamError): ThrottledError {
    const retryAfter = Number(upstream.headers['retry-after']);
    return new ThrottledError(upstream.message, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60);
  }
}

/** snake_case REST field paths to the camelCase paths of a GraphQL input, with renames. */
export function toInputPath(path: string, renames: Record<string, string> = {}): string {
  if (renames[path] !== undefined) return renames[path];
  const camel = (segment: string) => segment.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  // A renamed list keeps its rows' paths: dosage_unit.0.unit → dosageUnits.0.unit.
  const [head = '', ...rest] = path.split('.');
  if (rest.length && renames[head] !== undefined) return [renames[head], ...rest.map(camel)].join('.');
  return camel(path);
}

/**
 * Turns a service's error into the typed error a mutation returns. Statuses the mutation does
 * not expect are rethrown (and masked).
 */
export function fromUpstream(
  error: unknown,
  map: Partial<Record<number, (error: UpstreamError) => Error>>,
  renames: Record<string, string> = {},
): Error {
  if (!(error instanceof UpstreamError)) return error as Error;
  if (error.status === 400 && !map[400]) {
    return new InputValidationError(
      error.message,
      error.fieldErrors.map((fieldError) => ({ path: toInputPath(fieldError.path, renames), message: fieldError.message })),
    );
  }
  const handler = map[error.status];
  return handler ? handler(error) : error;
}
