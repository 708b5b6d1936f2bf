// SoapTemplateStaleVersionError: an update based on an older version of a template (someone saved
// it since), with the template as it is now; and how the template writes' refusals become the
// typed errors of their result unions (400 → InputValidationError, 404, 409, 403).
import { builder } from '../builder.ts';
import { soapTemplateWire } from './soap-template-wire.ts';
import { ConflictError, ForbiddenError, fromUpstream, InputValidationError, NotFoundError, StaleVersionError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { SoapTemplateType } from './soap-template.ts';

export class SoapTemplateStaleVersionError extends StaleVersionError {}

builder.objectType(SoapTemplateStaleVersionError, {
  name: 'SoapTemplateStaleVersionError',
  description: "Someone saved the template since the version this update was based on; current is the template as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: SoapTemplateType, nullable: true, resolve: (error) => (error.current ? soapTemplateWire.parse(error.current) : null) }),
  }),
});

/** The typed errors every template write may return. */
export const TEMPLATE_WRITE_ERRORS = [InputValidationError, NotFoundError, ForbiddenError, ConflictError];

/** A template write's failure as its typed error. */
export function soapTemplateError(error: unknown): Error {
  const stale = StaleVersionError.fromUpstream(error);
  if (stale) return new SoapTemplateStaleVersionError(stale.message, stale.changedByName, stale.changedAt, stale.current);
  return fromUpstream(error, {
    403: (upstream) => new ForbiddenError(upstream.message),
    404: (upstream) => new NotFoundError(upstream.message),
    409: (upstream) => new ConflictError(upstream.message),
  });
}
