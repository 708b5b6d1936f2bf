-- Consent forms e-mailed to a pet parent are followed up like estimates (docs/follow-ups.md):
-- 'consent' follow-ups name a main.consent_links row; a reminder re-issues the link (only its
-- token's hash is kept) as a copy that names the first.
ALTER TABLE main.follow_ups DROP CONSTRAINT follow_ups_kind_check;
ALTER TABLE main.follow_ups ADD CONSTRAINT follow_ups_kind_check CHECK (kind IN ('estimate', 'consent'));
ALTER TABLE main.consent_links ADD COLUMN reminder_of uuid REFERENCES main.consent_links (id);

-- Consent links sent before this migration, still open: followed from now on.
INSERT INTO main.follow_ups (kind, subject_id, organization_id, clinic_id, visit_id, email, sent_at, expires_at)
SELECT 'consent', l.id, l.organization_id, l.clinic_id, l.visit_id, l.email, l.created_at, l.expires_at
  FROM main.consent_links l
 WHERE l.expires_at > now()
   AND NOT EXISTS (SELECT 1 FROM main.consent_signatures s WHERE s.visit_id = l.visit_id AND s.form_id = l.form_id AND s.signed_at >= l.created_at)
ON CONFLICT (kind, subject_id) DO NOTHING;
