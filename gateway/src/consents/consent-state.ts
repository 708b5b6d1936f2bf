// ConsentState: where a visit's consent stands, from its latest signature.
import { builder } from '../builder.ts';

export const ConsentStateEnum = builder.enumType('ConsentState', {
  values: {
    REQUIRED: { value: 'required', description: 'Not signed yet.' },
    SIGNED: { value: 'signed', description: 'Signed and standing.' },
    WITHDRAWN: { value: 'withdrawn', description: 'Signed, then withdrawn: needs a new signature.' },
    DECLINED: { value: 'declined', description: 'The signer declined it: needs a new signature.' },
  } as const,
});
