// ConsentSignature: a consent signed or declined on a visit, bound to the exact form text it was
// signed on by its SHA-256 (verified again on every read), and its withdrawal (docs/consents.md).
import { builder } from '../builder.ts';
import { NotFoundError } from '../errors.ts';
import { ConsentKindEnum } from './consent-kind.ts';
import type { ConsentSignatureRecord } from './consent-wire.ts';

export const ConsentSignatureType = builder.loadableNode(builder.objectRef<ConsentSignatureRecord>('ConsentSignature'), {
  description: 'A consent signed (or declined) on a visit, with the form text as signed; never changed, withdrawn only.',
  id: { resolve: (signature) => signature.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    return context.loaders.main.consentSignature.loadMany(ids);
  },
  fields: (t) => ({
    kind: t.field({ type: ConsentKindEnum, resolve: (signature) => signature.kind }),
    formTitle: t.exposeString('formTitle'),
    formVersion: t.exposeInt('formVersion'),
    formBody: t.exposeString('formBody', { description: 'The exact text signed.' }),
    textSha256: t.exposeString('textSha256', { description: 'SHA-256 of the form kind, title, version and text as signed.' }),
    hashVerified: t.exposeBoolean('hashVerified', { description: 'The hash computed again from the stored text equals textSha256.' }),
    signatureSha256: t.exposeString('signatureSha256', { description: 'SHA-256 of the signature image.' }),
    signatureUrl: t.exposeString('signatureUrl'),
    declined: t.exposeBoolean('declined'),
    declineReason: t.exposeString('declineReason', { nullable: true }),
    signerName: t.exposeString('signerName'),
    channel: t.exposeString('channel', { description: 'IN_PERSON or LINK.' }),
    signedAt: t.exposeString('signedAt'),
    signedByName: t.exposeString('signedByName', { nullable: true, description: 'The staff member with the signer in person; null through a link.' }),
    withdrawnAt: t.exposeString('withdrawnAt', { nullable: true }),
    withdrawnByName: t.exposeString('withdrawnByName', { nullable: true }),
    withdrawReason: t.exposeString('withdrawReason', { nullable: true }),
  }),
});
