-- What the sandbox lab (src/sandbox/antech-lab.ts, outside production) keeps, so that, like the
-- lab it stands in for, it still knows a clinic's orders after a restart. Its fixed data (the
-- accounts, the orphaned results) stays in code.

-- The sandbox lab's order ids, AO-0000000001 onwards (unique across processes).
CREATE SEQUENCE thirdparty.sandbox_lab_order_numbers;

-- An order as the lab stores it. Only pending, submitted and cancelled are kept: a submitted
-- order's progress (in_progress, completed) and its results follow from submitted_at and the
-- lab's result delay when read.
CREATE TABLE thirdparty.sandbox_lab_orders (
  id text PRIMARY KEY DEFAULT 'AO-' || lpad(nextval('thirdparty.sandbox_lab_order_numbers')::text, 10, '0'),
  -- The lab account (ANTECH-ACC-1, …) that placed it.
  account_id text NOT NULL,
  client_order_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'submitted', 'cancelled')),
  -- { name, species, breed, sex, date_of_birth, parent_name, parent_email }
  patient jsonb NOT NULL,
  -- [{ code, name }], in the order they were added
  tests jsonb NOT NULL,
  ordered_by text NOT NULL,
  created_at timestamptz NOT NULL,
  submitted_at timestamptz,
  cancelled_at timestamptz,
  -- The secret in the ordering page's address.
  page_token text NOT NULL,
  -- A repeated placement (a retry, another process) answers the order already placed.
  CONSTRAINT sandbox_lab_orders_client_order_key UNIQUE (account_id, client_order_id)
);
CREATE INDEX sandbox_lab_orders_submitted_idx ON thirdparty.sandbox_lab_orders (account_id, submitted_at) WHERE submitted_at IS NOT NULL;
