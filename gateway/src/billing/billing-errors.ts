// The billing service's refusals as the typed errors of the billing mutations.
import type { UpstreamError } from '../clients/http.ts';
import { ConflictError, ForbiddenError, fromUpstream } from '../errors.ts';
import { PaymentProviderError } from './payment-provider-error.ts';

/** The provider's refusal (404 or 422 with its code) or failure (502), as the service passes it on. */
function providerError(upstream: UpstreamError): Error {
  const details = (upstream.details ?? {}) as { code?: unknown; decline_code?: unknown };
  const code = typeof details.code === 'string' ? details.code : null;
  // A 422 without a provider code is the service's own (a plan no longer offered): nothing the caller can change now.
  if (upstream.status === 422 && code === null) return new ConflictError(upstream.message);
  return new PaymentProviderError(upstream.message, code, typeof details.decline_code === 'string' ? details.decline_code : null);
}

/**
 * 403 → ForbiddenError, 409 → ConflictError, 404/422/502 → PaymentProviderError, 400 →
 * InputValidationError with the REST field names turned into the input's.
 */
export function billingError(error: unknown, renames: Record<string, string> = {}): Error {
  return fromUpstream(
    error,
    {
      403: (upstream) => new ForbiddenError(upstream.message),
      409: (upstream) => new ConflictError(upstream.message),
      // The provider does not know the object (another customer's set-up intent is 'No such setup intent.').
      404: providerError,
      422: providerError,
      502: providerError,
    },
    renames,
  );
}
