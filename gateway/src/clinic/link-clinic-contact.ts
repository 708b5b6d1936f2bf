// LinkClinicContact: how to reach the clinic that sent an e-mailed link, on the refusal of a genuine
// link that has expired, so the pet parent is not left without a way to ask for a new
// one. The main service puts it in the refusal's `details` only when the token names a stored link
// (services/main/src/links/clinic-header.ts, clinicContactDetails); a forged token gets none.
import { builder } from '../builder.ts';
import type { LinkClinicContactRecord } from './link-clinic-contact-of.ts';

export const LinkClinicContactType = builder.objectRef<LinkClinicContactRecord>('LinkClinicContact').implement({
  description: 'The name, phone and e-mail of the clinic that sent an e-mailed link, as the link carried them.',
  fields: (t) => ({
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
  }),
});
