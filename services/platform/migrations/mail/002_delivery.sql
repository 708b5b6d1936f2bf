-- The outbox is also the queue of mail to deliver through SMTP: a background sender claims
-- undelivered rows, sends them with retries, and marks them sent (src/mailer.ts).
ALTER TABLE mail.outbox ADD COLUMN sent_at timestamptz;
ALTER TABLE mail.outbox ADD COLUMN failed_at timestamptz;
ALTER TABLE mail.outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE mail.outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE mail.outbox ADD COLUMN last_error text;
UPDATE mail.outbox SET sent_at = created_at;
CREATE INDEX outbox_pending_idx ON mail.outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
