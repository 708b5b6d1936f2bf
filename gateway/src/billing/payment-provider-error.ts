// PaymentProviderError: the payment provider refused or failed (spec 000 'Card setup errors show
// the provider's message and code'): its own message, its code (card_declined, expired_card,
// setup_intent_unexpected_state, …) and a card decline's reason.
import { builder } from '../builder.ts';
import { ErrorInterface } from '../schema/errors.ts';

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly declineCode: string | null,
  ) {
    super(message);
  }
}

builder.objectType(PaymentProviderError, {
  name: 'PaymentProviderError',
  description: "The payment provider refused the request or could not be reached; message is the provider's own.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    code: t.exposeString('code', { nullable: true, description: "The provider's error code (card_declined, …); null when the provider did not answer." }),
    declineCode: t.exposeString('declineCode', { nullable: true, description: "A declined card's reason (insufficient_funds, generic_decline, …)." }),
  }),
});
