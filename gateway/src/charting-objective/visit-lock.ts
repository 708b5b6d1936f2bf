// lockVisit: locking a visit with the caller's Veterinary PIN (spec 002 sections 2.8, 4 "Visit
// lock"). The auth service checks the PIN and answers a one-minute proof for this user and visit;
// the main service locks only with it, so the PIN is needed through the gateway and directly
// alike. The client shows failures under the title 'Lock Error' with the message answered here
// (wrong PIN, no PIN set yet, already locked, too many wrong PINs), and on success 'SOAP Visit
// Locked: You have successfully locked the SOAP Visit'.
import type { VisitRecord } from '../visits/visit-wire.ts';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, ThrottledError } from '../errors.ts';
import { UpstreamError } from '../clients/http.ts';
import { VisitType } from '../visits/visit.ts';
import { chartingError } from './objective-note.ts';
import { LOCK_VISIT_SCOPE } from './veterinary-pin.ts';

const LockVisitInput = builder.inputType('LockVisitInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    pin: t.string({ required: true, description: "The caller's 4-character Veterinary PIN." }),
  }),
});

const LockVisitSuccess = builder.objectRef<{ visit: VisitRecord }>('LockVisitSuccess').implement({
  fields: (t) => ({ visit: t.field({ type: VisitType, resolve: (payload) => payload.visit }) }),
});

builder.mutationField('lockVisit', (t) =>
  t.field({
    type: LockVisitSuccess,
    description: "Locks a visit with the caller's Veterinary PIN; a locked visit refuses every change ('Lock Visit Note').",
    authScopes: LOCK_VISIT_SCOPE,
    args: { input: t.arg({ type: LockVisitInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, ForbiddenError, ConflictError, ThrottledError], union: { name: 'LockVisitResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        // Another clinic's visit is not found before any PIN is tried on it.
        const visit = await VisitType.getDataloader(context).load(visitId);
        if (visit.isLocked) throw new ConflictError('This visit is already locked.');
        const lockProof = await context.loaders.auth.lockProof({ pin: input.pin, visitId });
        return { visit: await context.loaders.main.lockVisit({ visitId, lockProof }) };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 429) throw ThrottledError.fromUpstream(error);
        throw chartingError(error, { visit_id: 'visitId' });
      }
    },
  }),
);
