// ConsentLink: the public consent page /consent/{token}. No session: the token alone opens one
// visit's one consent form, at the version it was sent with; once signed, `signature` is set and
// the page is read-only.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { linkClinicContactOf } from '../clinic/link-clinic-contact-of.ts';
import { NotFoundError } from '../errors.ts';
import { ConsentKindEnum } from './consent-kind.ts';
import { ConsentLinkExpiredError } from './consent-link-expired-error.ts';
import { ConsentSignatureType } from './consent-signature.ts';
import type { ConsentLinkRecord } from './consent-wire.ts';

export const ConsentLinkType = builder.objectRef<ConsentLinkRecord>('ConsentLink').implement({
  description: 'A consent form as its e-mailed link shows it to the pet parent.',
  fields: (t) => ({
    clinicName: t.string({ resolve: (link) => link.clinic.name }),
    petName: t.exposeString('petName'),
    parentName: t.exposeString('parentName'),
    kind: t.field({ type: ConsentKindEnum, resolve: (link) => link.form.kind }),
    title: t.string({ resolve: (link) => link.form.title }),
    body: t.string({ resolve: (link) => link.form.body }),
    formVersion: t.int({ description: 'Send it back when signing.', resolve: (link) => link.form.version }),
    textSha256: t.string({ resolve: (link) => link.form.textSha256 }),
    expiresAt: t.exposeString('expiresAt'),
    signature: t.field({ type: ConsentSignatureType, nullable: true, description: 'Set once signed: the page is read-only.', resolve: (link) => link.signature }),
  }),
});

/** The service's answer to a token: 404 unknown, 410 expired. */
export function consentLinkError(error: unknown): Error {
  if (error instanceof UpstreamError && error.status === 410) return new ConsentLinkExpiredError(error.message, linkClinicContactOf(error));
  if (error instanceof UpstreamError && error.status === 404) return new NotFoundError(error.message);
  return error as Error;
}

builder.queryField('consentLink', (t) =>
  t.field({
    type: ConsentLinkType,
    description: 'The consent form an e-mailed consent link opens (public: the token is the only credential).',
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ConsentLinkExpiredError, NotFoundError], union: { name: 'ConsentLinkResult' } },
    resolve: async (_root, { token }, context) => {
      if (token.length > 200) throw new NotFoundError('This link is not valid.');
      try {
        return await context.loaders.main.consentLink(token);
      } catch (error) {
        throw consentLinkError(error);
      }
    },
  }),
);
