-- The card on file follows the provider (docs/payments.md, 'The card on file'): a successful
-- checkout payment records the card it was paid with, Hospital Settings' billing card replaces it.
-- payment_method_set_at says when the card on file was set (the event's created for a payment,
-- the save's time for Hospital Settings), so a payment event delivered late never replaces a card
-- saved after it.
ALTER TABLE billing.subscriptions ADD COLUMN payment_method_set_at timestamptz;

-- Cards on file before this migration were saved in Hospital Settings (or are the demo's).
UPDATE billing.subscriptions SET payment_method_set_at = updated_at WHERE payment_method IS NOT NULL;
