-- The treatment plan of a visit (spec 002 sections 2.5, 2.6, 3 "Treatment plan item", "pet
-- process", "saved signed plan"; issue 11): the working plan staff build in the assessment step,
-- the signatures the pet parent gives it (in person or through an e-mailed link), and those links.
-- docs/rest-main-treatment-plans.md.

-- The working plan (the spec's "pet process"): one per visit, created by the first save and
-- updated after, guarded by a version like the notes (services/main/src/visits/visit-guard.ts).
-- items is the ordered list of plan rows, each priced by the service from the clinic's catalogue
-- when saved (integer cents; the browser never sends a price): {id, kind, catalogue_id, code,
-- name, category, description, dosage_options, selected_dosage, dose_instructions, directions,
-- side_effects, comment, quantity, unit_price_cents, taxable, removed, approved, approved_at, ai,
-- ai_reason}. tax_rate is the clinic's rate (percent) the rows were priced with.
CREATE TABLE main.treatment_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  pet_id uuid NOT NULL,
  items jsonb NOT NULL DEFAULT '[]',
  description text NOT NULL,
  is_client_at_clinic boolean NOT NULL DEFAULT true,
  tax_rate numeric(6, 3) NOT NULL DEFAULT 0,
  visit_modification_id uuid REFERENCES main.modification_reasons (id),
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- One plan per visit: a second first save is refused as stale, never a duplicate.
CREATE UNIQUE INDEX treatment_plans_visit_idx ON main.treatment_plans (visit_id);
CREATE INDEX treatment_plans_clinic_idx ON main.treatment_plans (clinic_id, visit_id);

-- The e-mailed estimate links: a random 256-bit token of which only the SHA-256 is kept, valid
-- until expires_at (7 days), opening exactly one visit's plan at the version it was sent for.
-- header is what the public page shows without a staff session (the clinic header and the pet
-- and parent block), gathered by the gateway from the auth and inventory services when staff
-- sent the link.
CREATE TABLE main.treatment_plan_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  plan_id uuid NOT NULL REFERENCES main.treatment_plans (id),
  plan_version integer NOT NULL,
  email text NOT NULL,
  header jsonb NOT NULL DEFAULT '{}',
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX treatment_plan_links_visit_idx ON main.treatment_plan_links (visit_id, created_at DESC);

-- Signatures, append-only: one row per signature (a changed plan needs a new one; the latest row
-- of a visit is "the signed plan"). snapshot is everything the client saw and decided (clinic
-- header, pet and parent, description, every row with its price, decision and decision time,
-- the totals); snapshot_sha256 is the SHA-256 of its canonical JSON (keys sorted), so a stored
-- signature can be checked against what it signed. Rows are never updated: the trigger below
-- refuses it.
CREATE TABLE main.signed_treatment_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  pet_id uuid NOT NULL,
  plan_id uuid NOT NULL REFERENCES main.treatment_plans (id),
  plan_version integer NOT NULL,
  snapshot jsonb NOT NULL,
  snapshot_sha256 text NOT NULL,
  signer_name text NOT NULL,
  signature_file_id uuid NOT NULL REFERENCES main.files (id),
  channel text NOT NULL CHECK (channel IN ('in_person', 'link')),
  link_id uuid REFERENCES main.treatment_plan_links (id),
  decline_reason text,
  signed_by_user_id uuid,
  signed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  signed_ip text,
  signed_user_agent text,
  CHECK ((channel = 'link') = (link_id IS NOT NULL))
);
CREATE INDEX signed_treatment_plans_visit_idx ON main.signed_treatment_plans (visit_id, signed_at DESC);

CREATE FUNCTION main.refuse_signed_plan_change() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION 'signed treatment plans are never changed'; END $$;
CREATE TRIGGER signed_treatment_plans_append_only BEFORE UPDATE OR DELETE ON main.signed_treatment_plans
  FOR EACH ROW EXECUTE FUNCTION main.refuse_signed_plan_change();

-- A pet parent's signature is stored as a file too, uploaded by nobody signed in.
ALTER TABLE main.files ALTER COLUMN uploaded_by DROP NOT NULL;

-- A pet parent approving through the e-mailed link is signed in as nobody: their audit entries
-- have no actor user (the detail names the signer, the link, the IP and the user agent).
ALTER TABLE main.audit_log ALTER COLUMN actor_user_id DROP NOT NULL;
