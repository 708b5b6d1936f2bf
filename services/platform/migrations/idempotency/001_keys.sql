-- Idempotency keys of writes (services/platform/src/idempotency.ts): the answer to a write,
-- stored in the same transaction as the write, so a retry with the same key gets the answer
-- again instead of writing twice. Scoped by service and caller; kept at least 24 hours.
CREATE TABLE idempotency.keys (
  service text NOT NULL,
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  content_type text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service, scope, key)
);
CREATE INDEX keys_created_at_idx ON idempotency.keys (created_at);
