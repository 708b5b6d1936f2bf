-- Work a request hands to the background (src/jobs.ts): claimed with SKIP LOCKED and a lease,
-- retried with growing waits, marked done.
CREATE TABLE jobs.queue (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX queue_due_idx ON jobs.queue (run_after) WHERE done_at IS NULL AND failed_at IS NULL;
