// The sandbox provider's browser-facing calls (PLAN-PAY: what stripe.js does against Stripe): the
// card goes from the browser to the payment provider's endpoint, never through our GraphQL API.
// Answers are Stripe's shape: a status, or an error with its code and message.

export type IntentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing';

export interface ProviderError {
  code: string;
  decline_code?: string;
  message: string;
}

export interface IntentAnswer {
  status: IntentStatus;
  error?: ProviderError;
}

export interface SandboxCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode?: string;
}

/** The provider's message and code together, as people are shown them ('… (card_declined: generic_decline)'). */
export function describeProviderError(error: ProviderError): string {
  const code = error.decline_code ? `${error.code}: ${error.decline_code}` : error.code;
  return `${error.message} (${code})`;
}

async function post(path: string, body: unknown): Promise<IntentAnswer> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new Error('The payment provider could not be reached. Please check your connection and try again.');
  }
  let answer: Partial<IntentAnswer> & { error?: ProviderError | { message?: string }; message?: string } = {};
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    // no body: the status below says what happened
  }
  if (answer.status) return answer as IntentAnswer;
  // An error with a code is the provider's card answer (Stripe answers 402 with it); anything else is a failed request.
  if (answer.error && 'code' in answer.error && answer.error.code) return { status: 'requires_payment_method', error: answer.error as ProviderError };
  throw new Error(answer.error?.message || answer.message || `The payment provider could not answer (HTTP ${response.status}).`);
}

export function confirmSandboxIntent(clientSecret: string, card: SandboxCard): Promise<IntentAnswer> {
  return post('/payments-sandbox/intents/confirm', {
    client_secret: clientSecret,
    card_number: card.cardNumber.replace(/\D/g, ''),
    exp_month: card.expMonth,
    exp_year: card.expYear,
    cvc: card.cvc,
    ...(card.postalCode ? { postal_code: card.postalCode } : {}),
  });
}

export function authenticateSandboxIntent(clientSecret: string, approve: boolean): Promise<IntentAnswer> {
  return post('/payments-sandbox/intents/authenticate', { client_secret: clientSecret, approve });
}
