// Typed client of the billing service.
import { RestClient, type UpstreamOptions } from './http.ts';
import type { ServicePage } from './service-page.ts';

export interface PlanRecord {
  id: string;
  name: string;
  code: string;
  feature: string | null;
  monthlyPrice: number;
  annualPrice: number;
  discount: number;
}

export class BillingClient {
  private readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }

  async plans(): Promise<PlanRecord[]> {
    const body = await this.rest.get<{ data: Record<string, any>[] }>('/plan');
    return body.data.map((raw) => ({
      id: String(raw.id),
      name: raw.name,
      code: raw.code,
      feature: raw.feature ?? null,
      monthlyPrice: Number(raw.price?.monthly ?? 0),
      annualPrice: Number(raw.price?.annually ?? 0),
      discount: Number(raw.discount ?? 0),
    }));
  }

  /** The caller's organization's subscription (the service creates it 'inactive' when absent). */
  async subscription(): Promise<SubscriptionRecord> {
    return toSubscription((await this.rest.get<{ data: Raw }>('/subscription')).data);
  }

  /** Starts (or, with the same Idempotency-Key, repeats) the checkout: the payment's client secret. */
  async checkout(input: { interval?: 'month' | 'year' }): Promise<CheckoutRecord> {
    const { data } = (await this.rest.request<{ data: Raw }>('POST', '/subscription/checkout', { json: input, answerStatuses: PROVIDER_FAILED })).body;
    return { clientSecret: data.client_secret, provider: data.provider, publishableKey: data.publishable_key ?? null, amountCents: Number(data.amount_cents) };
  }

  /** A setup intent for a new billing card: its client secret. */
  async billingCard(): Promise<{ clientSecret: string }> {
    const { data } = (await this.rest.request<{ data: Raw }>('POST', '/subscription/billing-card', { json: {}, answerStatuses: PROVIDER_FAILED })).body;
    return { clientSecret: data.client_secret };
  }

  /** The card the setup intent confirmed becomes the default payment method; the subscription as it is then. */
  async saveBillingDetails(input: BillingDetailsInput): Promise<SubscriptionRecord> {
    const { body } = await this.rest.request<{ data: Raw }>('PUT', '/subscription/billing-details', { json: input, answerStatuses: PROVIDER_FAILED });
    return toSubscription(body.data);
  }

  /** Cancels at the end of the paid period; the subscription as it is then. */
  async cancel(): Promise<SubscriptionRecord> {
    const { body } = await this.rest.request<{ data: Raw }>('POST', '/subscription/cancel', { json: {}, answerStatuses: PROVIDER_FAILED });
    return toSubscription(body.data);
  }

  async payments(window: { offset: number; limit: number }): Promise<ServicePage<PaymentRecord>> {
    const body = await this.rest.get<{ data: Raw[]; meta: Raw }>('/payments', { offset: window.offset, limit: window.limit });
    return { data: body.data.map(toPayment), meta: { total: Number(body.meta.total) } };
  }
}

/** The organization's subscription as the billing service reports it (GET /subscription). */
export interface SubscriptionRecord {
  id: string;
  /** Effective: a subscription cancelled at period end stays 'active' until then. */
  status: 'inactive' | 'incomplete' | 'active' | 'past_due' | 'canceled';
  planCode: string;
  planName: string | null;
  amountCents: number;
  interval: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  provider: 'sandbox' | 'stripe';
  publishableKey: string | null;
  paymentMethod: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  billingClientSecret: string | null;
}

export interface PaymentRecord {
  id: string;
  name: string;
  email: string;
  startedAt: string;
  amountCents: number;
  currency: string;
  state: string;
  /** A failed attempt's code (the decline code when the card was declined) and the provider's message. */
  failureCode: string | null;
  failureMessage: string | null;
}

export interface CheckoutRecord {
  clientSecret: string;
  provider: 'sandbox' | 'stripe';
  publishableKey: string | null;
  amountCents: number;
}

export interface BillingDetailsInput {
  setup_intent_client_secret: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
}

type Raw = Record<string, any>;

/**
 * The billing service answers 502 when the payment provider failed (billing itself is fine): the
 * mutation reports it as the provider's error, and it does not count against billing's breaker.
 */
const PROVIDER_FAILED = [502] as const;

const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString());

function toSubscription(raw: Raw): SubscriptionRecord {
  const method = raw.payment_method as Raw | null | undefined;
  return {
    id: String(raw.id),
    status: raw.status,
    planCode: String(raw.plan_code ?? ''),
    planName: raw.plan_name ?? null,
    amountCents: Number(raw.amount_cents ?? 0),
    interval: String(raw.interval ?? 'month'),
    currentPeriodEnd: iso(raw.current_period_end),
    cancelAtPeriodEnd: raw.cancel_at_period_end === true,
    provider: raw.provider,
    publishableKey: raw.publishable_key ?? null,
    paymentMethod: method
      ? { brand: String(method.brand), last4: String(method.last4), expMonth: Number(method.exp_month), expYear: Number(method.exp_year) }
      : null,
    billingClientSecret: raw.billing_client_secret ?? null,
  };
}

function toPayment(raw: Raw): PaymentRecord {
  return {
    id: String(raw.id),
    name: String(raw.name ?? ''),
    email: String(raw.email ?? ''),
    startedAt: iso(raw.started_at) ?? '',
    amountCents: Number(raw.amount_cents ?? 0),
    currency: String(raw.currency ?? 'usd'),
    state: String(raw.state),
    failureCode: raw.failure_code == null ? null : String(raw.failure_code),
    failureMessage: raw.failure_message == null ? null : String(raw.failure_message),
  };
}
