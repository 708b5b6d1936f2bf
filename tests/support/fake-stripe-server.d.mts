// Types of fake-stripe-server.mjs for TypeScript tests.
export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, any>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeStripeServer {
  url: string;
  requests: FakeStripeRequest[];
  customers: Map<string, any>;
  subscriptions: Map<string, any>;
  setupIntents: Map<string, any>;
  failNext(failure: { status: number; error: { type: string; message: string; code?: string; decline_code?: string; param?: string } }): void;
  succeedSetupIntent(id: string, card?: { brand: string; last4: string; exp_month: number; exp_year: number }): any;
  close(): Promise<void>;
}

export function parseStripeForm(text: string): Record<string, any>;
export function startFakeStripeServer(options?: { secretKey?: string; port?: number }): Promise<FakeStripeServer>;
