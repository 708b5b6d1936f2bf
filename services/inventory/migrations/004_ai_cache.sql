-- The AI engine's answer cache (docs/ai-engine.md 'Caching'): one row per input, so a repeated
-- request costs no provider call. The key is the SHA-256 of the provider, the model (or the rules
-- engine's version), the operation and the normalised input (plus the clinic and its medication
-- names where the answer depends on the catalogue); the input itself is not kept. Rows older than
-- the cache's lifetime are ignored on read and purged on write.
CREATE TABLE inventory.ai_cache (
  key text PRIMARY KEY,
  operation text NOT NULL,
  provider text NOT NULL,
  clinic_id uuid,
  result jsonb NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_hit_at timestamptz
);
CREATE INDEX ai_cache_created ON inventory.ai_cache (created_at);
