-- What the sandbox Covetrus practice (src/sandbox/covetrus-sandbox.ts, outside production) keeps,
-- so that, like the practice system it stands in for, it still has what was written to it after
-- a restart. Its fixed data (the practices, their patients and their own records) stays in code.

-- Medical records a partner wrote to a sandbox practice's patient; the same external id updates
-- its record. A patient's records read newest written first, then the practice's own.
CREATE TABLE thirdparty.sandbox_practice_records (
  id text PRIMARY KEY,
  practice_id text NOT NULL,
  patient_id text NOT NULL,
  external_id text NOT NULL,
  -- YYYY-MM-DD as the partner sent it.
  date text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('soap', 'treatment_result')),
  title text NOT NULL,
  notes text NOT NULL,
  author text NOT NULL,
  written_order bigint GENERATED ALWAYS AS IDENTITY,
  CONSTRAINT sandbox_practice_records_external_key UNIQUE (practice_id, patient_id, external_id)
);
