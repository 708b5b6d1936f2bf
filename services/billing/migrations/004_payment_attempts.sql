-- The payment history keeps one row per attempt (docs/payments.md, 'Payment history: one row per
-- attempt'): a retried checkout confirms the same payment intent again, so rows are keyed by the
-- attempt's charge (provider_payment_id: ch_…), by the payment intent only while its attempt has no
-- charge yet (requires_action, processing), and by the event for a failure without a charge (a
-- refused 3-D Secure check). provider_intent_id names the intent every attempt belongs to.
ALTER TABLE billing.payments ADD COLUMN provider_intent_id text;
-- Rows of one second are listed in the order they were recorded (the provider's created is in seconds).
ALTER TABLE billing.payments ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now();

-- Rows before this migration were keyed by their payment intent.
UPDATE billing.payments SET provider_intent_id = provider_payment_id;
CREATE INDEX payments_intent_idx ON billing.payments (provider_intent_id);

-- The sandbox makes a charge per attempt, like Stripe: the intent's latest one.
ALTER TABLE billing.sandbox_intents ADD COLUMN latest_charge text;
