-- The dose check (docs/dose-check.md): a plan's medication rows carry the prescribed dose
-- (dose_mg, doses_per_day) and the catalogue's dosing rows copied when priced, inside
-- main.treatment_plans.items. A flagged dose goes on only with a reason, kept here: one row per
-- reason given, never updated (a later reason is a new row). fingerprint is the SHA-256 of the
-- figures the reason was given for (flags, dose, doses a day, weight and its date, the range), so
-- a changed dose or a new weight needs a new reason; figures keeps them as shown.
CREATE TABLE main.dose_reasons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  plan_id uuid NOT NULL REFERENCES main.treatment_plans (id),
  item_id uuid NOT NULL,
  fingerprint text NOT NULL,
  flags text[] NOT NULL,
  figures jsonb NOT NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  given_by uuid NOT NULL,
  given_by_name text NOT NULL,
  given_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX dose_reasons_plan_idx ON main.dose_reasons (plan_id, item_id, given_at DESC);
