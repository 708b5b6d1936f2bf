// ConsentLinkExpiredError: the consent link is past its 7 days ('Token has Expired.'); `clinic` is
// how to reach the clinic that sent it.
import { builder } from '../builder.ts';
import type { LinkClinicContactRecord } from '../clinic/link-clinic-contact-of.ts';
import { LinkClinicContactType } from '../clinic/link-clinic-contact.ts';
import { ErrorInterface } from '../schema/errors.ts';

export class ConsentLinkExpiredError extends Error {
  constructor(
    message: string,
    readonly clinic: LinkClinicContactRecord | null = null,
  ) {
    super(message);
  }
}

builder.objectType(ConsentLinkExpiredError, {
  name: 'ConsentLinkExpiredError',
  description: "The consent link is past its expiry: 'Token has Expired.'.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    clinic: t.field({ type: LinkClinicContactType, nullable: true, description: 'The clinic that sent the link, to ask for a new one.', resolve: (error) => error.clinic }),
  }),
});
