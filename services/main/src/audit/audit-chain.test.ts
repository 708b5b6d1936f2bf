import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@vetchart/platform/database';
import { createLocalFileStorage } from '@vetchart/platform/file-storage';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { migrateMain } from '../service.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { exportChainHeads, readExportedHeads } from './head-export.ts';

let harness: MainHarness;

beforeAll(async () => {
  harness = await startMainHarness();
});
afterAll(async () => harness?.close());

/** A clinic of its own with a vet, a pet parent and a pet: every test tampers with its own chain. */
async function clinicWithPet(name: string) {
  const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-${name.toUpperCase()}`, fullName: 'Vera Vet' };
  const vet = await harness.tokenFor({ ...clinic, isClientAdmin: true, roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit', 'Edit Pet Details'] });
  const parent = await harness.call('POST', '/pet-parents', {
    token: vet,
    body: { first_name: 'Nora', last_name: name, phone_number: '5125550123', email: `${name}@example.com`, address: { addressLine1: '4 Oak Lane', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  expect(parent.status).toBe(201);
  const pet = await harness.call('POST', '/pets', {
    token: vet,
    body: { parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Black', date_of_birth: '05/01/2022', weight: 12, problems: [] },
  });
  expect(pet.status).toBe(201);
  return { clinic, vet, parentId: parent.body.id as string, petId: pet.body.id as string };
}

async function renamePet(vet: string, petId: string, name: string) {
  const renamed = await harness.call('PATCH', `/pets/${petId}`, { token: vet, body: { name } });
  expect(renamed.status).toBe(200);
}

const chainOf = (clinicId: string) =>
  harness.db.query<{ entry_id: number; seq: number }>(`SELECT entry_id, seq FROM main.audit_chain WHERE chain_key = $1 ORDER BY seq`, [clinicId]);

/** What someone with the table owner's or a superuser's rights could do: switch the refusal off. */
async function asOwner(table: 'audit_log' | 'audit_chain', statement: string, params: unknown[] = []) {
  const trigger = table === 'audit_log' ? 'audit_log_append_only' : 'audit_chain_append_only';
  await harness.db.exec(`ALTER TABLE main.${table} DISABLE TRIGGER ${trigger}`);
  try {
    await harness.db.query(statement, params);
  } finally {
    await harness.db.exec(`ALTER TABLE main.${table} ENABLE TRIGGER ${trigger}`);
  }
}

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of entries, links and exported heads, even for the owner', async () => {
    const { clinic } = await clinicWithPet('appendonly');
    const [entry] = await harness.db.query<{ id: number }>(`SELECT id FROM main.audit_log WHERE clinic_id = $1 ORDER BY id LIMIT 1`, [clinic.clinicId]);
    const refused = /The audit log is append-only: (UPDATE|DELETE|TRUNCATE) on main\.audit_(log|chain|chain_exports) is refused\./;
    await expect(harness.db.query(`UPDATE main.audit_log SET action = 'pet.nothing' WHERE id = $1`, [entry!.id])).rejects.toThrow(refused);
    await expect(harness.db.query(`DELETE FROM main.audit_log WHERE id = $1`, [entry!.id])).rejects.toThrow(refused);
    await expect(harness.db.query(`TRUNCATE main.audit_log`)).rejects.toThrow(refused);
    await expect(harness.db.query(`UPDATE main.audit_chain SET hash = 'x' WHERE entry_id = $1`, [entry!.id])).rejects.toThrow(refused);
    await expect(harness.db.query(`DELETE FROM main.audit_chain WHERE entry_id = $1`, [entry!.id])).rejects.toThrow(refused);
    await expect(harness.db.query(`TRUNCATE main.audit_chain`)).rejects.toThrow(refused);
    await harness.db.query(`INSERT INTO main.audit_chain_exports (day, file_key, heads) VALUES ('2099-12-31', '2099-12-31.json', '[]')`);
    await expect(harness.db.query(`DELETE FROM main.audit_chain_exports`)).rejects.toThrow(refused);
    await expect(harness.db.query(`TRUNCATE main.audit_chain_exports`)).rejects.toThrow(refused);
    const [still] = await harness.db.query<{ action: string }>(`SELECT action FROM main.audit_log WHERE id = $1`, [entry!.id]);
    expect(still!.action).toBe('pet_parent.created');
  });

  it('has no UPDATE, DELETE or TRUNCATE privilege on the log for the role the product connects as', async () => {
    const [privileges] = await harness.db.query<{ can_update: boolean; can_delete: boolean; can_truncate: boolean; is_superuser: boolean }>(
      `SELECT has_table_privilege('main.audit_log', 'UPDATE') AS can_update, has_table_privilege('main.audit_log', 'DELETE') AS can_delete,
              has_table_privilege('main.audit_log', 'TRUNCATE') AS can_truncate, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS is_superuser`,
    );
    // A superuser holds every privilege whatever was revoked: there the triggers above refuse.
    if (!privileges!.is_superuser) expect(privileges).toMatchObject({ can_update: false, can_delete: false, can_truncate: false });
    const grants = await harness.db.query<{ privilege_type: string }>(
      `SELECT privilege_type FROM information_schema.role_table_grants WHERE table_schema = 'main' AND table_name = 'audit_log' AND grantee = current_user`,
    );
    expect(grants.map((grant) => grant.privilege_type).sort()).not.toEqual(expect.arrayContaining(['DELETE']));
    expect(grants.map((grant) => grant.privilege_type)).not.toContain('UPDATE');
    expect(grants.map((grant) => grant.privilege_type)).not.toContain('TRUNCATE');
  });
});

describe('every entry names its record and is chained to its clinic', () => {
  it('names the pet and the visit an entry is about', async () => {
    const { vet, clinic, petId } = await clinicWithPet('named');
    const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
    expect(visit.status).toBe(201);
    const rows = await harness.db.query<{ action: string; pet_id: string | null; visit_id: string | null }>(
      `SELECT action, pet_id::text, visit_id::text FROM main.audit_log WHERE clinic_id = $1 ORDER BY id`,
      [clinic.clinicId],
    );
    expect(rows.find((row) => row.action === 'pet.created')).toMatchObject({ pet_id: petId, visit_id: null });
    expect(rows.find((row) => row.action === 'visit.created')).toMatchObject({ pet_id: petId, visit_id: visit.body.data.id });
  });

  it('numbers a clinic’s entries 1, 2, 3 … without a fork when its staff write at once', async () => {
    const { vet, clinic, petId } = await clinicWithPet('concurrent');
    const before = (await chainOf(clinic.clinicId)).length;
    const visits = await Promise.all(Array.from({ length: 12 }, () => harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } })));
    expect(visits.map((visit) => visit.status)).toEqual(Array(12).fill(201));
    const chain = await chainOf(clinic.clinicId);
    expect(chain.length).toBeGreaterThanOrEqual(before + 12);
    expect(chain.map((link) => link.seq)).toEqual(chain.map((_, index) => index + 1));
    expect((await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] })).problems).toEqual([]);
  });

  it('computes the same hash in the database and in the verifier, so an untouched log verifies', async () => {
    const { vet, clinic, petId } = await clinicWithPet('intact');
    await renamePet(vet, petId, 'Ünïcødé “Juniper” 🐾');
    const report = await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] });
    expect(report).toMatchObject({ chains: 1, problems: [] });
    expect(report.entries).toBeGreaterThanOrEqual(3);
  });
});

describe('tampering shows', () => {
  it('reports the first altered entry', async () => {
    const { vet, clinic, petId } = await clinicWithPet('altered');
    await renamePet(vet, petId, 'Maple');
    await renamePet(vet, petId, 'Willow');
    const chain = await chainOf(clinic.clinicId);
    const target = chain[2]!;
    await asOwner('audit_log', `UPDATE main.audit_log SET detail = jsonb_set(detail, '{name}', '"Someone else"') WHERE id = $1`, [target.entry_id]);
    const [problem] = (await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] })).problems;
    expect(problem).toMatchObject({ kind: 'altered', seq: 3, entryId: target.entry_id });
    expect(problem!.message).toContain('was altered: its content no longer matches its hash.');
  });

  it('reports a missing entry, whether its link stays or goes too', async () => {
    const { vet, clinic, petId } = await clinicWithPet('missing');
    await renamePet(vet, petId, 'Maple');
    await renamePet(vet, petId, 'Willow');
    const chain = await chainOf(clinic.clinicId);
    await asOwner('audit_log', `DELETE FROM main.audit_log WHERE id = $1`, [chain[2]!.entry_id]);
    expect((await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] })).problems[0]).toMatchObject({ kind: 'missing', seq: 3 });
    await asOwner('audit_chain', `DELETE FROM main.audit_chain WHERE entry_id = $1`, [chain[2]!.entry_id]);
    const [problem] = (await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] })).problems;
    expect(problem).toMatchObject({ kind: 'missing', seq: 3 });
    expect(problem!.message).toBe(`Entry #3 of chain ${clinic.clinicId} is missing: the chain goes from #2 to #4.`);
  });

  it('reports entries put in another order', async () => {
    const { vet, clinic, petId } = await clinicWithPet('reordered');
    await renamePet(vet, petId, 'Maple');
    await renamePet(vet, petId, 'Willow');
    const chain = await chainOf(clinic.clinicId);
    // Swap the places of entries #2 and #3 in the chain.
    await asOwner(
      'audit_chain',
      `UPDATE main.audit_chain SET seq = CASE seq WHEN 2 THEN -3 ELSE -2 END WHERE chain_key = $1 AND seq IN (2, 3)`,
      [clinic.clinicId],
    );
    await asOwner('audit_chain', `UPDATE main.audit_chain SET seq = -seq WHERE chain_key = $1 AND seq < 0`, [clinic.clinicId]);
    const [problem] = (await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] })).problems;
    expect(problem).toMatchObject({ kind: 'reordered', seq: 2, entryId: chain[2]!.entry_id });
  });

  it('reports an entry written around the chain', async () => {
    const { clinic } = await clinicWithPet('unchained');
    await harness.db.exec(`ALTER TABLE main.audit_log DISABLE TRIGGER audit_log_chained`);
    try {
      await harness.db.query(
        `INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id) VALUES ($1, $2, $3, 'pet.deleted', 'pet', $4)`,
        [randomUUID(), clinic.organizationId, clinic.clinicId, randomUUID()],
      );
    } finally {
      await harness.db.exec(`ALTER TABLE main.audit_log ENABLE TRIGGER audit_log_chained`);
    }
    expect((await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] })).problems[0]).toMatchObject({ kind: 'unchained' });
  });

  it('shows a cut-off tail and a rewritten chain through the heads exported to file storage', async () => {
    const { vet, clinic, petId } = await clinicWithPet('exported');
    await renamePet(vet, petId, 'Maple');
    const folder = await mkdtemp(path.join(tmpdir(), 'audit-heads-'));
    try {
      const storage = createLocalFileStorage(folder, /^\d{4}-\d{2}-\d{2}\.json$/);
      const day = new Date('2031-01-02T10:00:00Z');
      const exported = await exportChainHeads(harness.db, storage, day);
      expect(exported!.heads.find((head) => head.chain_key === clinic.clinicId)).toMatchObject({ seq: 3 });
      // Once a day: a second export that day writes nothing.
      expect(await exportChainHeads(harness.db, storage, new Date('2031-01-02T18:00:00Z'))).toBeNull();
      expect(JSON.parse(await readFile(path.join(folder, '2031-01-02.json'), 'utf8'))).toMatchObject({ day: '2031-01-02' });
      const heads = await readExportedHeads(harness.db, storage, new Date('2031-01-03T00:00:00Z'));
      expect(heads.map((head) => head.day)).toEqual(['2031-01-02']);
      expect((await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId], exported: heads })).problems).toEqual([]);

      // The newest entry removed with its link: the chain alone still holds, the exported head does not.
      const chain = await chainOf(clinic.clinicId);
      const last = chain.at(-1)!;
      await asOwner('audit_chain', `DELETE FROM main.audit_chain WHERE entry_id = $1`, [last.entry_id]);
      await asOwner('audit_log', `DELETE FROM main.audit_log WHERE id = $1`, [last.entry_id]);
      expect((await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] })).problems).toEqual([]);
      const [cut] = (await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId], exported: heads })).problems;
      expect(cut).toMatchObject({ kind: 'truncated', seq: 3 });
      expect(cut!.message).toBe(`Chain ${clinic.clinicId} ends at entry #2, but the head exported on 2031-01-02 is entry #3: entries after #2 are missing.`);

      // Put back with a changed detail and a freshly computed hash: only the exported head shows it.
      await harness.db.exec(`ALTER TABLE main.audit_log DISABLE TRIGGER audit_log_chained`);
      try {
        await harness.db.query(
          `INSERT INTO main.audit_log (id, actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail)
             OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, 'pet.updated', 'pet', $5, '{"after": {"name": "Rewritten"}}')`,
          [last.entry_id, randomUUID(), clinic.organizationId, clinic.clinicId, petId],
        );
      } finally {
        await harness.db.exec(`ALTER TABLE main.audit_log ENABLE TRIGGER audit_log_chained`);
      }
      await harness.db.query(
        `INSERT INTO main.audit_chain (entry_id, chain_key, seq, prev_hash, hash)
         SELECT a.id, a.clinic_id, 3, c.hash, main.audit_entry_hash(a, a.clinic_id, 3, c.hash)
           FROM main.audit_log a, main.audit_chain c WHERE a.id = $1 AND c.chain_key = a.clinic_id AND c.seq = 2`,
        [last.entry_id],
      );
      expect((await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId] })).problems).toEqual([]);
      const [rewritten] = (await verifyAuditChain(harness.db, { chainKeys: [clinic.clinicId], exported: heads })).problems;
      expect(rewritten).toMatchObject({ kind: 'altered', seq: 3 });
      expect(rewritten!.message).toBe(`Entry #3 of chain ${clinic.clinicId} differs from the head exported on 2031-01-02: the chain up to it was rewritten.`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('pnpm audit:verify', () => {
  const run = promisify(execFile);
  const cli = path.join(path.dirname(new URL(import.meta.url).pathname), 'verify-cli.ts');
  const verify = (dataDir: string) =>
    run(process.execPath, ['--import', 'tsx', cli], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' } }).then(
      (done) => ({ code: 0, out: done.stdout }),
      (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, out: failed.stdout + failed.stderr }),
    );

  it('says the log is intact, or names the first altered entry and exits 1', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'audit-verify-'));
    try {
      const organizationId = randomUUID();
      const clinicId = randomUUID();
      const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      let db = await open();
      await migrateMain(db);
      for (const action of ['pet.created', 'pet.updated', 'pet.updated']) {
        await db.query(`INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id) VALUES ($1, $2, $3, $4, 'pet', $5)`, [
          randomUUID(),
          organizationId,
          clinicId,
          action,
          randomUUID(),
        ]);
      }
      await db.close();

      const intact = await verify(dataDir);
      expect(intact.out).toContain('Checked 3 audit entries in 1 clinic chain against 0 exported days of chain heads.');
      expect(intact.out).toContain('The audit log is intact');
      expect(intact.out).toContain('Checked 0 signed treatment plans.');
      expect(intact.code).toBe(0);

      db = await open();
      await db.exec(`ALTER TABLE main.audit_log DISABLE TRIGGER audit_log_append_only`);
      await db.query(`UPDATE main.audit_log SET action = 'pet.viewed' WHERE id = (SELECT entry_id FROM main.audit_chain WHERE seq = 2)`);
      await db.close();
      const tampered = await verify(dataDir);
      expect(tampered.out).toMatch(/ALTERED: Entry #2 of chain [0-9a-f-]+ \(audit entry \d+, pet\.viewed on pet [0-9a-f-]+\) was altered/);
      expect(tampered.out).toContain('The audit log was tampered with: 1 chain is broken.');
      expect(tampered.code).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
