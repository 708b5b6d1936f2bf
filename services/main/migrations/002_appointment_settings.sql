-- When each clinic's e-check-in form is e-mailed (spec: eCheckin Form): one row per clinic,
-- written the first time someone saves; until then the service answers the default (1 day).
CREATE TABLE main.appointment_settings (
  clinic_id uuid PRIMARY KEY,
  organization_id uuid NOT NULL,
  clinic_code text NOT NULL UNIQUE,
  days_before integer NOT NULL CHECK (days_before IN (0, 1, 3, 7)),
  daily_reminder boolean NOT NULL DEFAULT false,
  updated_by uuid NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
