// The audit log queries' refusals (a filter id of another kind, a bad cursor, the service's 400):
// a query has no result union, so they are GraphQL errors whose message is for the client
// (yoga.ts leaves them unmasked, like the results queries' ResultsFieldError).
import { GraphQLError } from 'graphql';
import { UpstreamError } from '../clients/http.ts';

export class AuditFieldError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

/** The service's 400 with its message; anything else as it is. */
export function auditRefusal(error: unknown): unknown {
  if (error instanceof UpstreamError && error.status === 400) return new AuditFieldError(error.message);
  return error;
}
