// signConsentLink: the pet parent signs (or declines) the consent their link shows, with the
// drawn signature and their full name, at the form version the page showed (public: the token is
// the only credential). The signature is bound to the exact text by its SHA-256.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { ConflictError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { ConsentLinkExpiredError } from './consent-link-expired-error.ts';
import { consentLinkError } from './consent-link.ts';
import { ConsentSignatureType } from './consent-signature.ts';
import type { ConsentSignatureRecord } from './consent-wire.ts';

const SignConsentLinkInput = builder.inputType('SignConsentLinkInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    formVersion: t.int({ required: true }),
    signerName: t.string({ required: true }),
    signaturePng: t.string({ required: true, description: 'data:image/png;base64,… (a real PNG, at most 1 MB).' }),
    declined: t.boolean(),
    declineReason: t.string(),
  }),
});

const SignConsentLinkSuccess = builder.objectRef<{ signature: ConsentSignatureRecord }>('SignConsentLinkSuccess').implement({
  fields: (t) => ({ consentSignature: t.field({ type: ConsentSignatureType, resolve: (payload) => payload.signature }) }),
});

const RENAMES = { signature_png: 'signaturePng', form_version: 'formVersion', signer_name: 'signerName', decline_reason: 'declineReason' };

builder.mutationField('signConsentLink', (t) =>
  t.field({
    type: SignConsentLinkSuccess,
    description: 'Signs (or declines) the consent a consent link shows (public: the token is the only credential).',
    args: { input: t.arg({ type: SignConsentLinkInput, required: true }) },
    errors: { types: [ConsentLinkExpiredError, ConflictError, InputValidationError, NotFoundError], union: { name: 'SignConsentLinkResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        if (input.token.length > 200) throw new NotFoundError('This link is not valid.');
        const signature = await context.loaders.main.signConsentLink({
          token: input.token,
          form_version: input.formVersion,
          signer_name: input.signerName,
          signature_png: input.signaturePng,
          declined: input.declined ?? false,
          decline_reason: input.declineReason ?? null,
          user_agent: context.clientUserAgent ?? null,
        });
        return { signature };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 409) throw new ConflictError(error.message);
        if (error instanceof UpstreamError && error.status === 400) throw fromUpstream(error, {}, RENAMES);
        throw consentLinkError(error);
      }
    },
  }),
);
