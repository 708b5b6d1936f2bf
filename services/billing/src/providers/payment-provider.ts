// The one interface the billing service talks to a payment provider through (docs/payments.md):
// the Stripe adapter in production, the sandbox (Stripe's test mode, locally) by default. Card
// numbers never reach these calls: the browser confirms intents with the provider directly
// (Stripe's Payment Element, or the sandbox's card form), and the outcome comes back as signed
// webhook events.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ProviderName = 'sandbox' | 'stripe';
export type Interval = 'month' | 'year';

export interface PaymentMethodSummary {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** An event as Stripe sends it: the object it is about is data.object. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, any> };
}

/** A provider's refusal (a Stripe error): its code and message are shown to the person. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode?: string,
    /** The provider's HTTP status; 5xx and network failures are 'the provider is unavailable'. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A webhook whose signature is missing, forged or too old: the endpoint answers 400. */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** For the browser (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;
  createCustomer(input: { organizationId: string; name: string; email: string; idempotencyKey: string }): Promise<{ customerId: string }>;
  /** An incomplete subscription whose first invoice waits for the browser to confirm its payment intent. */
  createSubscription(input: {
    customerId: string;
    amountCents: number;
    interval: Interval;
    planCode: string;
    idempotencyKey: string;
  }): Promise<{ subscriptionId: string; clientSecret: string; status: string }>;
  createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<{ clientSecret: string }>;
  /** Makes the card of a succeeded setup intent the default of the customer and subscription. */
  setDefaultPaymentMethod(input: {
    customerId: string;
    subscriptionId: string | null;
    setupIntentClientSecret: string;
    idempotencyKey: string;
  }): Promise<PaymentMethodSummary>;
  /**
   * The card of a payment method, by id: Stripe's payment_intent events name the card a payment
   * was made with only by its id (pm_…). Null when the provider no longer has it, or it is not a card.
   */
  paymentMethodCard(paymentMethodId: string): Promise<PaymentMethodSummary | null>;
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: number | null }>;
  /** Stripe's scheme; throws WebhookSignatureError when forged or older than the tolerance. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): ProviderEvent;
}

export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The header value Stripe sends: `t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>`. */
export function signWebhookPayload(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Stripe's verification: any v1 signature of the header matching, and the timestamp within the
 * tolerance either way (a replayed old delivery is refused), compared in constant time.
 */
export function verifyWebhookSignature(secret: string, rawBody: string, header: string | undefined, now = Date.now()): ProviderEvent {
  if (!header) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('The Stripe-Signature header is malformed.');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The webhook signature does not match.');
  if (Math.abs(Math.floor(now / 1000) - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError('The webhook signature is too old.');
  let event: ProviderEvent;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('The webhook body is not JSON.');
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number' || typeof event.data?.object !== 'object') {
    throw new WebhookSignatureError('The webhook body is not an event.');
  }
  return event;
}

/** The card summary of a Stripe payment method object (or the sandbox's, which has the same shape). */
export function cardSummary(paymentMethod: Record<string, any> | null | undefined): PaymentMethodSummary | null {
  const card = paymentMethod?.card;
  if (!card) return null;
  return { brand: String(card.brand ?? 'card'), last4: String(card.last4 ?? ''), exp_month: Number(card.exp_month), exp_year: Number(card.exp_year) };
}
