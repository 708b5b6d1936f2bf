// Types of fake-stripe-server.mjs for TypeScript tests.
export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, any>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface FakeStripeServer {
  url: string;
  requests: FakeStripeRequest[];
  customers: Map<string, any>;
  subscriptions: Map<string, any>;
  setupIntents: Map<string, any>;
  paymentIntents: Map<string, any>;
  paymentMethods: Map<string, any>;
  charges: Map<string, any>;
  /** Confirms a payment intent with a card that is charged: answers the intent as its payment_intent.succeeded event carries it. */
  payPaymentIntent(id: string, card?: FakeCard): any;
  /** Confirms a payment intent with a card that is declined (a failed charge): answers the intent as its payment_intent.payment_failed event carries it. */
  declinePaymentIntent(id: string, card?: FakeCard, error?: { type: string; code: string; decline_code?: string; message: string }): any;
  failNext(failure: { status: number; error: { type: string; message: string; code?: string; decline_code?: string; param?: string } }): void;
  succeedSetupIntent(id: string, card?: FakeCard): any;
  close(): Promise<void>;
}

export function parseStripeForm(text: string): Record<string, any>;
export function startFakeStripeServer(options?: { secretKey?: string; port?: number }): Promise<FakeStripeServer>;
