-- Visits (one SOAP note each) of a clinic's pets, the product's visit statuses with a log of
-- every status change, the reasons given before a read-only visit's notes are modified, and the
-- e-mailed links to the public subjective (history) form.

-- The status list is product configuration (spec 002 section 4: the names the workflow moves
-- through), shared by every clinic. position orders the list; the first is where a new visit
-- starts. read_only: statuses in which a visit's notes need a reason before they change
-- (spec 001 section 4).
CREATE TABLE main.visit_statuses (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  type text NOT NULL DEFAULT 'soap',
  position integer NOT NULL UNIQUE,
  read_only boolean NOT NULL DEFAULT false
);
INSERT INTO main.visit_statuses (id, name, position, read_only) VALUES
  (1, 'SOAP in Progress', 1, false),
  (2, 'Exam in Progress', 2, false),
  (3, 'Pending Client Approval', 3, false),
  (4, 'Ready for Treatment', 4, true),
  (5, 'Dx Ordered', 5, true),
  (6, 'Results Ready', 6, true),
  (7, 'Syncing in Progress', 7, true),
  (8, 'Synced', 8, true),
  (9, 'SOAP Finalized', 9, true);

CREATE TABLE main.visits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  clinic_code text NOT NULL,
  pet_id uuid NOT NULL,
  name text NOT NULL,
  status_id integer NOT NULL REFERENCES main.visit_statuses (id),
  is_locked boolean NOT NULL DEFAULT false,
  created_by uuid NOT NULL,
  last_modified_by uuid NOT NULL,
  last_modified_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE INDEX visits_pet_idx ON main.visits (clinic_id, pet_id, created_at DESC);

-- Every status a visit entered, with who moved it (spec 002: 'user updated status to event').
CREATE TABLE main.visit_status_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  status_id integer NOT NULL REFERENCES main.visit_statuses (id),
  user_id uuid NOT NULL,
  user_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX visit_status_logs_visit_idx ON main.visit_status_logs (visit_id, created_at);

-- Why a read-only visit's notes were modified (spec 001 section 2.7).
CREATE TABLE main.modification_reasons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  modification_date date NOT NULL,
  modification_reason text NOT NULL,
  created_by uuid NOT NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX modification_reasons_visit_idx ON main.modification_reasons (visit_id, created_at DESC);

-- A pet parent opens the subjective form through an e-mailed link: a random token (256 bits)
-- of which only the SHA-256 is kept, valid until expires_at, naming exactly one pet (and visit).
CREATE TABLE main.subjective_form_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  clinic_code text NOT NULL,
  pet_id uuid NOT NULL,
  visit_id uuid REFERENCES main.visits (id),
  email text NOT NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL
);
