-- Follow-ups (issue 31 item 3): something e-mailed to a pet parent for them to sign (a treatment
-- plan estimate now; consent forms later) is followed by a reminder e-mail every few days until it
-- is signed, declined or expired, or staff stop it. docs/follow-ups.md says what a new kind needs.
--
-- A clinic's setting, one row per clinic written the first time an admin saves; until then the
-- service answers the default (on, every 2 days).
CREATE TABLE main.follow_up_settings (
  clinic_id uuid PRIMARY KEY,
  organization_id uuid NOT NULL,
  enabled boolean NOT NULL,
  interval_days integer NOT NULL CHECK (interval_days BETWEEN 1 AND 14),
  updated_by uuid NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per thing followed: kind names what subject_id is (estimate: main.treatment_plan_links.id,
-- the link first sent). sent_at and expires_at are the subject's; the next reminder is due
-- interval_days after last_reminder_at (else sent_at) while expires_at is ahead. stopped_reason says
-- why no more go out: signed, declined, expired, closed (the subject can no longer be signed
-- online: a changed plan, a locked visit) or staff (stopped_by).
CREATE TABLE main.follow_ups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('estimate')),
  subject_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  email text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  reminders_sent integer NOT NULL DEFAULT 0,
  last_reminder_at timestamptz,
  stopped_at timestamptz,
  stopped_reason text CHECK (stopped_reason IN ('signed', 'declined', 'expired', 'closed', 'staff')),
  stopped_by uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (kind, subject_id)
);
CREATE INDEX follow_ups_open_idx ON main.follow_ups (expires_at) WHERE stopped_at IS NULL;
CREATE INDEX follow_ups_visit_idx ON main.follow_ups (visit_id, created_at DESC);

-- Each reminder sent, keyed by follow-up and number: the key that makes two runs (two processes,
-- a restart) send reminder n once. link_id is the link the reminder carried (an estimate's is
-- re-issued: only the token's hash is kept, so the first one cannot be mailed again).
CREATE TABLE main.follow_up_reminders (
  follow_up_id uuid NOT NULL REFERENCES main.follow_ups (id),
  number integer NOT NULL CHECK (number >= 1),
  link_id uuid,
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (follow_up_id, number)
);

-- A re-issued estimate link names the link it reminds of: it ends when that one does, and the
-- Plan step's sent link stays the first one.
ALTER TABLE main.treatment_plan_links ADD COLUMN reminder_of uuid REFERENCES main.treatment_plan_links (id);

-- Estimates sent before this migration, still open, are followed up too.
INSERT INTO main.follow_ups (kind, subject_id, organization_id, clinic_id, visit_id, email, sent_at, expires_at)
SELECT 'estimate', l.id, l.organization_id, l.clinic_id, l.visit_id, l.email, l.created_at, l.expires_at
  FROM main.treatment_plan_links l
 WHERE l.expires_at > now()
   AND NOT EXISTS (SELECT 1 FROM main.signed_treatment_plans s WHERE s.visit_id = l.visit_id AND (s.link_id = l.id OR s.plan_version = l.plan_version));
