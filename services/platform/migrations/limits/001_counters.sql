-- One row per limited key (for example a sign-in pair of account and address): the hits of its
-- current window, and a pause that grows with each block (see src/rate-limit.ts).
CREATE TABLE limits.counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  blocked_until timestamptz,
  blocks integer NOT NULL DEFAULT 0
);
CREATE INDEX counters_window_idx ON limits.counters (window_ends_at);
