// The typed errors of the results step's mutations, beside the shared ones (errors.ts), and how
// the main service's refusals become them:
// - 409 STALE_VERSION → the record type's own StaleVersionError with the record as it is now;
// - 409 PENDING_ORDERS → PendingLabOrdersError ('Pending Orders Found!') with the orders;
// - 502 LAB_UNAVAILABLE (the order is kept and retried) and the lab's other refusals (502) →
//   LabProviderError with the lab's message, its name and the order when there is one;
// - a practice system's refusal of a write-back (422/502) → PracticeSystemError;
// - 400 field errors → InputValidationError at the input's paths; 403, 404 and the visit guard's
//   409s ('This visit is locked. …') → ForbiddenError, NotFoundError, ConflictError.
// Queries have no result union: their refusals are GraphQL errors carrying the service's message.
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { labOrderWire, type LabOrderRecord } from './results-wire.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictError, ForbiddenError, fromUpstream, InputValidationError, NotFoundError, StaleVersionError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { LabOrderType } from './lab-order.ts';

export class LabProviderError extends Error {
  constructor(
    message: string,
    readonly providerName: string,
    readonly order: LabOrderRecord | null,
  ) {
    super(message);
  }
}

export class PendingLabOrdersError extends Error {
  constructor(
    message: string,
    readonly orders: LabOrderRecord[],
  ) {
    super(message);
  }
}

export class PracticeSystemError extends Error {}

builder.objectType(LabProviderError, {
  name: 'LabProviderError',
  description:
    "The reference lab refused or could not be reached ('Antech Error' with the lab's message, or '<App> could not be reached. Please try again later.'). order: the order kept (QUEUED) and retried, when one was made.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    providerName: t.exposeString('providerName'),
    order: t.field({ type: LabOrderType, nullable: true, resolve: (error) => error.order }),
  }),
});

builder.objectType(PendingLabOrdersError, {
  name: 'PendingLabOrdersError',
  description: "'Pending Orders Found!': orders the lab has not processed yet; place again with discardPending to cancel them first ('Yes, Continue').",
  interfaces: [ErrorInterface],
  fields: (t) => ({ orders: t.field({ type: [LabOrderType], resolve: (error) => error.orders }) }),
});

builder.objectType(PracticeSystemError, {
  name: 'PracticeSystemError',
  description: "The practice system refused the write-back or could not be reached: its message ('An error occurred while writing back to the third-party provider' when it gave none).",
  interfaces: [ErrorInterface],
});

/** The typed errors every results write may return. */
export const RESULT_WRITE_ERRORS = [InputValidationError, NotFoundError, ForbiddenError, ConflictError];

const detailsCode = (error: UpstreamError) => (error.details as { code?: string } | undefined)?.code;

/** The lab's name for a LabProviderError: the order's, else the clinic's connected lab's. */
async function providerName(context: GatewayContext, order: LabOrderRecord | null): Promise<string> {
  if (order?.providerName) return order.providerName;
  try {
    return (await context.loaders.thirdparty.labStatus()).providerName ?? '';
  } catch {
    return '';
  }
}

/**
 * A results write's failure as its typed error. `stale` builds the record type's StaleVersionError;
 * `renames` maps REST paths whose GraphQL name is not just the camel-cased one.
 */
export async function resultsError(
  context: GatewayContext,
  error: unknown,
  options: { renames?: Record<string, string>; stale?: (error: StaleVersionError) => Error } = {},
): Promise<Error> {
  const staleError = StaleVersionError.fromUpstream(error);
  if (staleError) return options.stale ? options.stale(staleError) : staleError;
  if (error instanceof UpstreamError) {
    if (error.status === 409 && detailsCode(error) === 'PENDING_ORDERS') {
      const orders = ((error.details as { orders?: Record<string, unknown>[] }).orders ?? []).map((order) => labOrderWire.parse(order));
      return new PendingLabOrdersError(error.message, orders);
    }
    if (error.status === 502) {
      const raw = (error.details as { order?: Record<string, unknown> } | undefined)?.order;
      const order = raw ? labOrderWire.parse(raw) : null;
      return new LabProviderError(error.message, await providerName(context, order), order);
    }
  }
  return fromUpstream(
    error,
    {
      403: (upstream) => new ForbiddenError(upstream.message),
      404: (upstream) => new NotFoundError(upstream.message),
      409: (upstream) => new ConflictError(upstream.message),
    },
    options.renames ?? {},
  );
}

/** A results query's refusal: its message is for the client (yoga.ts shows it instead of masking it). */
export class ResultsFieldError extends GraphQLError {
  constructor(message: string, extensions: { code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'LAB_UNAVAILABLE'; fieldErrors?: { path: string; message: string }[] }) {
    super(message, { extensions });
  }
}

/** A query's refusal (400, 404, 409, the lab's 502) as a ResultsFieldError with the service's message; anything else as it is. */
export function queryRefusal(error: unknown): unknown {
  if (error instanceof NotFoundError) return new ResultsFieldError(error.message, { code: 'NOT_FOUND' });
  if (!(error instanceof UpstreamError) || ![400, 404, 409, 502].includes(error.status)) return error;
  const code = error.status === 400 ? 'BAD_USER_INPUT' : error.status === 404 ? 'NOT_FOUND' : error.status === 409 ? 'CONFLICT' : 'LAB_UNAVAILABLE';
  return new ResultsFieldError(error.message, { code, ...(error.fieldErrors.length ? { fieldErrors: error.fieldErrors } : {}) });
}
