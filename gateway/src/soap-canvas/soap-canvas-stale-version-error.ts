// SoapCanvasStaleVersionError: a canvas save based on an older version (another tab saved since:
// 'This note was changed by <name> at <time> UTC'), or a create when the visit already has a
// canvas; current is the canvas as it is now. And how the canvas writes' refusals become the typed
// errors of their unions: 400 → InputValidationError, 403 → ForbiddenError, 404, the visit
// guard's and 'Soap already finalized' 409s → ConflictError. (Finalize no longer waits on the
// practice system: its refusals are the write-back's state, docs/write-back.md.)
import { builder } from '../builder.ts';
import { soapCanvasWire } from './soap-canvas-wire.ts';
import { ConflictError, ForbiddenError, fromUpstream, InputValidationError, NotFoundError, StaleVersionError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { SoapCanvasType } from './soap-canvas.ts';

export class SoapCanvasStaleVersionError extends StaleVersionError {}

builder.objectType(SoapCanvasStaleVersionError, {
  name: 'SoapCanvasStaleVersionError',
  description: "Someone saved the note since the version this save was based on: 'This note was changed by <name> at <time> UTC'; current is the canvas as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: SoapCanvasType, nullable: true, resolve: (error) => (error.current ? soapCanvasWire.parse(error.current) : null) }),
  }),
});

/** The typed errors every canvas write may return. */
export const CANVAS_WRITE_ERRORS = [InputValidationError, NotFoundError, ForbiddenError, ConflictError];

/** A canvas write's failure as its typed error. */
export function soapCanvasError(error: unknown, renames: Record<string, string> = {}): Error {
  const stale = StaleVersionError.fromUpstream(error);
  if (stale) return new SoapCanvasStaleVersionError(stale.message, stale.changedByName, stale.changedAt, stale.current);
  return fromUpstream(
    error,
    {
      403: (upstream) => new ForbiddenError(upstream.message),
      404: (upstream) => new NotFoundError(upstream.message),
      409: (upstream) => new ConflictError(upstream.message),
    },
    renames,
  );
}
