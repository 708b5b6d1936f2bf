-- Tabs of one browser share a session and may present the same refresh token at once. For a short
-- grace period after a rotation the spent token is answered with the pair it was rotated into,
-- instead of being taken for a stolen copy. That pair is kept sealed with a key derived from the
-- spent token itself, which is stored only as its hash, so the database alone cannot open it.
ALTER TABLE auth.refresh_tokens ADD COLUMN successor_sealed text;
