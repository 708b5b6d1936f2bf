-- The audit log of the medical record made tamper-evident (docs/visit-charting.md, 'The audit log').
--
-- 1. Every entry names the visit and the pet it is about, derived on insert from what the writer
--    already records (a visit or pet target, or visit_id / pet_id in the detail), so the admin's
--    audit screen can filter by patient and visit.
-- 2. Every entry is chained to the previous entry of its clinic: main.audit_chain keeps its
--    number in the clinic's chain (seq), the previous entry's hash and its own hash, a SHA-256 over
--    the entry's fields and the previous hash. The link is made when the writing transaction
--    commits (a deferred trigger), under a per-clinic lock, so concurrent writers take turns only
--    for that moment and the chain never forks; (chain_key, seq) is unique besides.
-- 3. The log, the chain and the record of exported chain heads are append-only: UPDATE, DELETE and
--    TRUNCATE are revoked and refused by triggers. Whoever can bypass both (the table's owner or a
--    superuser) still cannot change an entry unseen: `pnpm audit:verify` recomputes the chain and
--    compares it with the chain heads exported each day to file storage.

ALTER TABLE main.audit_log ADD COLUMN visit_id uuid, ADD COLUMN pet_id uuid;

CREATE FUNCTION main.audit_uuid(value text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN value::uuid END
$$;

-- The visit an entry is about: its target when that is a visit, else the visit its detail names.
CREATE FUNCTION main.audit_visit_of(target_type text, target_id text, detail jsonb) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN target_type = 'visit' THEN main.audit_uuid(target_id) ELSE main.audit_uuid(detail->>'visit_id') END
$$;

-- The pet: its target when that is a pet, else the pet its detail names, else the pet of its visit.
CREATE FUNCTION main.audit_pet_of(target_type text, target_id text, detail jsonb, visit uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    CASE WHEN target_type = 'pet' THEN main.audit_uuid(target_id) ELSE main.audit_uuid(detail->>'pet_id') END,
    (SELECT v.pet_id FROM main.visits v WHERE v.id = visit)
  )
$$;

UPDATE main.audit_log SET visit_id = main.audit_visit_of(target_type, target_id, detail);
UPDATE main.audit_log SET pet_id = main.audit_pet_of(target_type, target_id, detail, visit_id);

CREATE FUNCTION main.audit_log_name_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.visit_id := COALESCE(NEW.visit_id, main.audit_visit_of(NEW.target_type, NEW.target_id, NEW.detail));
  NEW.pet_id := COALESCE(NEW.pet_id, main.audit_pet_of(NEW.target_type, NEW.target_id, NEW.detail, NEW.visit_id));
  RETURN NEW;
END $$;
CREATE TRIGGER audit_log_name_record BEFORE INSERT ON main.audit_log FOR EACH ROW EXECUTE FUNCTION main.audit_log_name_record();

CREATE INDEX main_audit_log_clinic_idx ON main.audit_log (clinic_id, id DESC);
CREATE INDEX main_audit_log_visit_idx ON main.audit_log (visit_id, id DESC) WHERE visit_id IS NOT NULL;
CREATE INDEX main_audit_log_pet_idx ON main.audit_log (pet_id, id DESC) WHERE pet_id IS NOT NULL;
CREATE INDEX main_audit_log_actor_idx ON main.audit_log (actor_user_id, id DESC) WHERE actor_user_id IS NOT NULL;

-- chain_key is the clinic (the organization for an entry that names no clinic).
CREATE TABLE main.audit_chain (
  entry_id bigint PRIMARY KEY,
  chain_key uuid NOT NULL,
  seq bigint NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  UNIQUE (chain_key, seq)
);

-- One field of the hashed text: its length in bytes, a colon and the value ('-' for NULL), so no
-- value can be shifted into its neighbour. services/main/src/audit/audit-chain.ts computes the same.
CREATE FUNCTION main.audit_field(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '-' ELSE octet_length(value)::text || ':' || value END
$$;

CREATE FUNCTION main.audit_entry_hash(entry main.audit_log, chain uuid, seq_no bigint, previous text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|',
    'v1',
    main.audit_field(chain::text),
    main.audit_field(seq_no::text),
    main.audit_field(entry.id::text),
    main.audit_field(entry.actor_user_id::text),
    main.audit_field(entry.organization_id::text),
    main.audit_field(entry.clinic_id::text),
    main.audit_field(entry.visit_id::text),
    main.audit_field(entry.pet_id::text),
    main.audit_field(entry.action),
    main.audit_field(entry.target_type),
    main.audit_field(entry.target_id),
    main.audit_field(entry.detail::text),
    main.audit_field(to_char(entry.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')),
    main.audit_field(previous)
  ), 'UTF8')), 'hex')
$$;

CREATE FUNCTION main.audit_chain_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chain uuid := COALESCE(NEW.clinic_id, NEW.organization_id);
  last_seq bigint;
  last_hash text;
BEGIN
  -- Held until this transaction ends, a moment after this trigger (it runs at commit).
  PERFORM pg_advisory_xact_lock(hashtext('main.audit_chain:' || chain::text));
  SELECT c.seq, c.hash INTO last_seq, last_hash FROM main.audit_chain c WHERE c.chain_key = chain ORDER BY c.seq DESC LIMIT 1;
  last_seq := COALESCE(last_seq, 0);
  last_hash := COALESCE(last_hash, '');
  INSERT INTO main.audit_chain (entry_id, chain_key, seq, prev_hash, hash)
    VALUES (NEW.id, chain, last_seq + 1, last_hash, main.audit_entry_hash(NEW, chain, last_seq + 1, last_hash));
  RETURN NULL;
END $$;

-- The entries written before this migration, chained in the order they were written.
DO $$
DECLARE
  entry main.audit_log;
  chain uuid;
  last_seq bigint;
  last_hash text;
BEGIN
  FOR entry IN SELECT * FROM main.audit_log ORDER BY id LOOP
    chain := COALESCE(entry.clinic_id, entry.organization_id);
    SELECT c.seq, c.hash INTO last_seq, last_hash FROM main.audit_chain c WHERE c.chain_key = chain ORDER BY c.seq DESC LIMIT 1;
    last_seq := COALESCE(last_seq, 0);
    last_hash := COALESCE(last_hash, '');
    INSERT INTO main.audit_chain (entry_id, chain_key, seq, prev_hash, hash)
      VALUES (entry.id, chain, last_seq + 1, last_hash, main.audit_entry_hash(entry, chain, last_seq + 1, last_hash));
  END LOOP;
END $$;

CREATE CONSTRAINT TRIGGER audit_log_chained AFTER INSERT ON main.audit_log DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION main.audit_chain_link();

-- The chain heads exported each day (audit/head-export.ts): the day, the file written to file
-- storage, and the heads it holds.
CREATE TABLE main.audit_chain_exports (
  day date PRIMARY KEY,
  file_key text NOT NULL,
  heads jsonb NOT NULL,
  exported_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE FUNCTION main.refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % on %.% is refused.', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON main.audit_log FOR EACH ROW EXECUTE FUNCTION main.refuse_audit_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON main.audit_log FOR EACH STATEMENT EXECUTE FUNCTION main.refuse_audit_change();
CREATE TRIGGER audit_chain_append_only BEFORE UPDATE OR DELETE ON main.audit_chain FOR EACH ROW EXECUTE FUNCTION main.refuse_audit_change();
CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON main.audit_chain FOR EACH STATEMENT EXECUTE FUNCTION main.refuse_audit_change();
CREATE TRIGGER audit_chain_exports_append_only BEFORE UPDATE OR DELETE ON main.audit_chain_exports FOR EACH ROW EXECUTE FUNCTION main.refuse_audit_change();
CREATE TRIGGER audit_chain_exports_no_truncate BEFORE TRUNCATE ON main.audit_chain_exports FOR EACH STATEMENT EXECUTE FUNCTION main.refuse_audit_change();

REVOKE UPDATE, DELETE, TRUNCATE ON main.audit_log, main.audit_chain, main.audit_chain_exports FROM PUBLIC;
DO $$
BEGIN
  EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON main.audit_log, main.audit_chain, main.audit_chain_exports FROM %I', current_user);
END $$;
