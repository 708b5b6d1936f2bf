-- Subscriptions and payments (docs/payments.md). One subscription per organization; its state
-- follows the payment provider's webhook events, applied once each (webhook_events) and only
-- when newer than the last one applied (last_event_at), whatever order they arrive in.
CREATE TABLE billing.subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL UNIQUE,
  plan_code text NOT NULL,
  interval text NOT NULL DEFAULT 'month' CHECK (interval IN ('month', 'year')),
  amount_cents integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL DEFAULT 'inactive' CHECK (status IN ('inactive', 'incomplete', 'active', 'past_due', 'canceled')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz,
  canceled_at timestamptz,
  provider text NOT NULL DEFAULT 'sandbox' CHECK (provider IN ('sandbox', 'stripe')),
  provider_customer_id text,
  provider_subscription_id text UNIQUE,
  -- The checkout's payment intent secret (a retried or repeated checkout answers it again).
  latest_client_secret text,
  -- A card set-up started from Hospital Settings and not yet saved.
  setup_client_secret text,
  payment_method jsonb,
  billing_address jsonb,
  -- Who started the checkout: the payments list names them.
  payer_name text,
  payer_email text,
  last_event_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_customer_idx ON billing.subscriptions (provider_customer_id);

CREATE TABLE billing.payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  provider_payment_id text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'usd',
  state text NOT NULL CHECK (state IN ('succeeded', 'failed', 'requires_action', 'processing')),
  failure_code text,
  failure_message text,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_event_at timestamptz
);
CREATE INDEX payments_organization_idx ON billing.payments (organization_id, started_at DESC, id);

CREATE TABLE billing.webhook_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  created timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);

CREATE TABLE billing.audit_log (
  id bigserial PRIMARY KEY,
  actor_user_id uuid,
  organization_id uuid,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_audit_log_organization_idx ON billing.audit_log (organization_id, at DESC);

-- The sandbox provider's own state (PAYMENT_PROVIDER=sandbox): what Stripe keeps on its side.
CREATE TABLE billing.sandbox_customers (
  id text PRIMARY KEY,
  idempotency_key text UNIQUE,
  email text,
  name text,
  default_payment_method jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE billing.sandbox_subscriptions (
  id text PRIMARY KEY,
  customer text NOT NULL,
  amount integer NOT NULL,
  interval text NOT NULL CHECK (interval IN ('month', 'year')),
  status text NOT NULL,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE billing.sandbox_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('payment', 'setup')),
  amount integer,
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL,
  customer text NOT NULL,
  subscription text,
  payment_method jsonb,
  last_error jsonb,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Events the sandbox sends to the webhook endpoint, kept until delivered (retried a few times).
CREATE TABLE billing.sandbox_events (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  payload text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
