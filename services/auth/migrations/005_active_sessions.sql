-- auth's published interface to the other services (the only part of this schema they read):
-- one row per live session, i.e. per refresh-token family whose current token is neither spent,
-- revoked nor expired, for each organization its holder is still a member of, while the holder is
-- neither deleted nor disabled. Access tokens carry the family as their `sid` claim, and every
-- service refuses a token whose (sid, user, organization) is not here
-- (services/platform/src/session-check.ts). Looked up by family: refresh_tokens_family_idx.
CREATE VIEW auth.active_sessions AS
SELECT t.family_id AS session_id, t.user_id, m.organization_id
  FROM auth.refresh_tokens t
  JOIN auth.users u ON u.id = t.user_id
  JOIN auth.user_organizations m ON m.user_id = t.user_id
 WHERE t.used_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > now()
   AND u.deleted_at IS NULL AND u.is_active
   AND m.removed_at IS NULL;
