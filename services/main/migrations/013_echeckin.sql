-- The e-check-in scheduler (src/echeckin/, docs/echeckin.md): one row per mail an appointment of
-- the practice system gets ('checkin' once, 'reminder:YYYY-MM-DD' once per reminder day). The
-- unique key is what keeps a mail from going twice, whichever process decides it; the row is
-- written with its send job (jobs.queue) in one transaction, and the job turns it 'sent' in the
-- same transaction as the link and the queued e-mail, so a restart neither loses nor doubles one.
CREATE TABLE main.echeckin_sends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  clinic_code text NOT NULL,
  source text NOT NULL,
  appointment_id text NOT NULL,
  kind text NOT NULL CHECK (kind = 'checkin' OR kind ~ '^reminder:\d{4}-\d{2}-\d{2}$'),
  pet_id uuid NOT NULL REFERENCES main.pets (id),
  email text NOT NULL,
  appointment_starts_at timestamptz NOT NULL,
  appointment_label text NOT NULL,
  -- When the mail was due and when the scheduler (on its clock) decided to send it.
  due_at timestamptz NOT NULL,
  decided_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'skipped')),
  skipped_reason text,
  link_id uuid REFERENCES main.subjective_form_links (id),
  -- What the link's public form shows from other services (subjective-links/form-header.ts),
  -- handed over by the services host when the mail was decided.
  header jsonb,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (clinic_id, source, appointment_id, kind)
);
CREATE INDEX echeckin_sends_pet_idx ON main.echeckin_sends (pet_id);
