-- The results step of a visit (issue 18, docs/rest-main-results.md): orders sent to the clinic's
-- reference lab, the lab's results (those of our orders and the orphans the lab sent without
-- one) with their assignment history, the poller's cursor per clinic, in-house test results, the
-- comments on a visit's diagnostics and services, the treatment result and the SOAP templates.

-- An order for the reference lab. Written 'queued' with its send job (jobs.queue,
-- 'main.lab.send-order') in one transaction, so no order is lost when the lab is down; the lab
-- knows it by our id (client_order_id), so a resend never makes a second one.
CREATE TABLE main.lab_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  pet_id uuid NOT NULL,
  provider text NOT NULL,
  provider_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('order', 'additional')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'pending', 'submitted', 'in_progress', 'completed', 'cancelled')),
  partner_order_id text,
  -- [{code, name, treatment_id, plan_item_id}]
  tests jsonb NOT NULL DEFAULT '[]',
  -- [{type, url}] as the lab answered them (its ordering page)
  links jsonb NOT NULL DEFAULT '[]',
  -- What the patient was sent as (LabPatient), so the send job needs nothing else.
  patient jsonb NOT NULL,
  last_error text,
  -- The Idempotency-Key of the request that placed it: a retried request answers this order
  -- (the route waits on the lab, so it holds no request transaction: results/routes.ts).
  idempotency_key text,
  created_by uuid NOT NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX lab_orders_idempotency_idx ON main.lab_orders (clinic_id, created_by, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX lab_orders_visit_idx ON main.lab_orders (visit_id, created_at);
CREATE INDEX lab_orders_open_idx ON main.lab_orders (clinic_id, status);
CREATE UNIQUE INDEX lab_orders_partner_idx ON main.lab_orders (clinic_id, provider, partner_order_id) WHERE partner_order_id IS NOT NULL;

-- A result as the lab sent it. The unique key is what keeps a result delivered twice (two
-- pollers, a restart) from doubling; a newer partner_updated_at replaces it, an older never.
-- visit_id NULL: an orphan (no order of ours), until someone assigns it (assigned = true).
CREATE TABLE main.lab_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  provider text NOT NULL,
  provider_name text NOT NULL,
  partner_result_id text NOT NULL,
  partner_order_id text,
  client_order_id text,
  identifier text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('partial', 'final')),
  visit_id uuid REFERENCES main.visits (id),
  pet_id uuid,
  lab_order_id uuid REFERENCES main.lab_orders (id),
  assigned boolean NOT NULL DEFAULT false,
  -- {name, species, breed, sex, parent_name} as the lab named the patient
  patient jsonb NOT NULL,
  test_date date NOT NULL,
  final_result_date date,
  -- [{code, name, values: [{analyte, value, unit, reference_range, low, high, flag}]}]
  tests jsonb NOT NULL DEFAULT '[]',
  report_available boolean NOT NULL DEFAULT false,
  partner_updated_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (clinic_id, provider, partner_result_id)
);
CREATE INDEX lab_results_visit_idx ON main.lab_results (visit_id) WHERE visit_id IS NOT NULL;
CREATE INDEX lab_results_orphans_idx ON main.lab_results (clinic_id, test_date DESC) WHERE visit_id IS NULL;

-- What happened to a result: received, assigned to a visit, unassigned again.
CREATE TABLE main.lab_result_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lab_result_id uuid NOT NULL REFERENCES main.lab_results (id),
  action text NOT NULL CHECK (action IN ('received', 'assigned', 'unassigned')),
  description text NOT NULL,
  visit_id uuid,
  actor_id uuid NOT NULL,
  actor_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX lab_result_history_result_idx ON main.lab_result_history (lab_result_id, id);

-- Where the poller is in each clinic's results ('since', as the lab gave it), and which poller
-- holds the clinic now (a lease: a poller claims it with one conditional UPDATE, so two pollers
-- never read and write one cursor at once; a dead poller's lease simply runs out).
CREATE TABLE main.lab_poll_cursors (
  clinic_id uuid PRIMARY KEY,
  provider text NOT NULL,
  since text,
  lease_owner uuid,
  lease_until timestamptz,
  polled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- A result staff enter for an in-house test of the visit's plan (one per plan row).
CREATE TABLE main.inhouse_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  pet_id uuid NOT NULL,
  plan_item_id uuid NOT NULL,
  diagnostics_id uuid NOT NULL,
  test_date date NOT NULL,
  result_date date NOT NULL,
  result text NOT NULL,
  comment text NOT NULL,
  source text NOT NULL DEFAULT 'in_house',
  visit_modification_id uuid REFERENCES main.modification_reasons (id),
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (visit_id, plan_item_id)
);

-- Staff comments on a visit's diagnostic or service row (by the row's code).
CREATE TABLE main.result_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  pet_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('service', 'diagnostic')),
  item_code text NOT NULL,
  partner text,
  comments text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (visit_id, kind, item_code)
);

-- The SOAP templates a treatment result is written in (issue 19 adds their screens).
CREATE TABLE main.soap_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  -- [{section, value, fields?: [{name, hint}]}] (issue 19, PLAN-19 decision 2)
  content jsonb NOT NULL DEFAULT '[]',
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);
CREATE INDEX soap_templates_clinic_idx ON main.soap_templates (clinic_id, name) WHERE deleted_at IS NULL;

-- The visit's treatment result (one per visit), versioned like the notes; written back to the
-- practice system as a medical record (written_back_*).
CREATE TABLE main.treatment_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL UNIQUE REFERENCES main.visits (id),
  pet_id uuid NOT NULL,
  soap_template_id uuid REFERENCES main.soap_templates (id),
  template_code text,
  result jsonb NOT NULL,
  template_content jsonb,
  visit_modification_id uuid REFERENCES main.modification_reasons (id),
  version integer NOT NULL DEFAULT 1,
  written_back_at timestamptz,
  written_back_ref text,
  written_back_to text,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- Orphan suggestions compare the lab's patient and parent names with the clinic's pets by
-- trigram similarity (inventory's migration 005 creates it too; either may run first).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
