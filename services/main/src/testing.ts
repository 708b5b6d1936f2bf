// Test harness for the main service: a fresh database with the main schema, the real app with
// real keys and files in a temporary folder, the real auth and inventory services on loopback
// ports (main reads a treatment plan's prices from them), and access tokens for made-up principals (main
// trusts the token's claims, whoever signed in, once auth says the token's session is live: the
// auth schema is migrated and each made-up person gets a session).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createAuthService, migrateAuth } from '@vetchart/auth/service';
import { createInventoryService, migrateInventory } from '@vetchart/inventory/service';
import { testAccessToken } from '@vetchart/auth/testing';
import { loadKeys, type KeyPair, type Principal } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { listen, type ServiceDeps } from '@vetchart/platform/service';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import type { CovetrusSandboxOptions } from '@vetchart/thirdparty/sandbox/covetrus-sandbox';
import { startSandboxPartners } from '@vetchart/thirdparty/sandbox/sandbox';
import { createThirdpartyService, migrateThirdparty } from '@vetchart/thirdparty/service';
import { startTaskQueue, type TaskQueue } from '@vetchart/platform/task-queue';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { createMainService, migrateMain } from './service.ts';
import { writeBackTask } from './write-back/write-back-task.ts';
import { fhirExportStorage, fhirExportTask } from './fhir/fhir-export-job.ts';
import type { LabLink, PracticeLink } from './results/links.ts';

export interface MainHarness {
  db: Database;
  dataDir: string;
  /** The keys the service verifies with (tests sign what the auth service would, e.g. a lock proof). */
  keys: KeyPair;
  /** Where the real auth and inventory services main calls are listening (and thirdparty, when asked for). */
  upstreams: { auth: string; inventory: string; thirdparty?: string };
  /** The sandbox partners' URLs; only with `practice`. */
  partnerUrls?: { covetrus?: string; antech?: string };
  /** Stops the sandbox partners (a practice system that is down); only with `practice`. */
  stopPartners(): Promise<void>;
  call<Body = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Body; headers: Headers }>;
  /** The service's own answer, unread (a PDF, a file). */
  request(method: string, path: string, options?: { token?: string }): Promise<Response>;
  /** A token for a made-up person with a live session (the auth rows behind it are created). */
  tokenFor(overrides?: Partial<Principal>): Promise<string>;
  /** The background task queue, when a practice link was given. */
  tasks: TaskQueue | undefined;
  close(): Promise<void>;
}

export function principal(overrides: Partial<Principal> = {}): Omit<Principal, 'sessionId'> {
  return {
    userId: randomUUID(),
    userCode: 'U-TEST',
    email: 'someone@clinic.test',
    fullName: 'Some One',
    organizationId: randomUUID(),
    organizationCode: 'ORG-TEST',
    clinicId: randomUUID(),
    clinicCode: 'CLINIC-TEST',
    roleId: randomUUID(),
    roleName: 'Admin',
    isSuperAdmin: false,
    isClientAdmin: true,
    permissions: [],
    ...overrides,
  };
}

export interface MainHarnessOptions {
  /** Also start the real thirdparty service with the sandbox partners (outside the product), for a pet sync. */
  practice?: { covetrus?: CovetrusSandboxOptions };
  /** The reference lab and practice system links the host would hand main (tests fake the partner at this interface). */
  labLink?: LabLink;
  /** With a practice link, write-backs are queued and run in the background as in the product. */
  practiceLink?: PracticeLink;
  /** How long a write-back run may stay active before it is taken for dead and run again. */
  writeBackExpireSeconds?: number;
  /** Run the FHIR exports started from Settings on the task queue, as in the product. */
  fhirExports?: boolean;
}

export async function startMainHarness(options: MainHarnessOptions = {}): Promise<MainHarness> {
  // Every schema already migrated (the run's template); the migrations below find nothing to do.
  const db = await createTestDatabase({ from: 'migrated' });
  await migrateMain(db);
  // Every service checks that a token's session is live in auth's published view.
  await migrateAuth(db);
  const keys = await loadKeys();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vetchart-main-'));
  const deps: ServiceDeps = { db, keys, mailer: createOutboxMailer(db), config: testConfig({ dataDir }) };
  // Main prices treatment plans by calling the real inventory and auth services over HTTP.
  await migrateInventory(db);
  const authServer = await listen(createAuthService(deps));
  // Inventory's AI triage for the public subjective form checks links with main (listening below).
  let mainUrl: string | undefined;
  const inventoryServer = await listen(createInventoryService(deps, { upstreams: { main: () => mainUrl } }));
  // The sandbox partners keep what is written to them in thirdparty's tables.
  if (options.practice) await migrateThirdparty(db);
  const partners = options.practice ? await startSandboxPartners(db, options.practice) : null;
  let partnersUp = partners !== null;
  const thirdpartyServer = partners ? await listen(createThirdpartyService(deps, { partnerUrls: partners.urls })) : null;
  const upstreams = { auth: authServer.url, inventory: inventoryServer.url, ...(thirdpartyServer ? { thirdparty: thirdpartyServer.url } : {}) };
  // Write-backs run as in the product (pg-boss on this database), with short waits between tries.
  const definitions = [
    ...(options.practiceLink ? [writeBackTask(db, options.practiceLink, { retryDelaySeconds: 1, expireInSeconds: options.writeBackExpireSeconds ?? 30 })] : []),
    ...(options.fhirExports ? [fhirExportTask(db, fhirExportStorage(deps), { retryDelaySeconds: 1, expireInSeconds: 30, files: createFileStorage(deps.config.dataDir) })] : []),
  ];
  const tasks = definitions.length ? await startTaskQueue(db, definitions, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 }) : undefined;
  const app = createMainService(deps, { upstreams, labLink: options.labLink, tasks });
  const mainServer = await listen(app);
  mainUrl = mainServer.url;
  return {
    db,
    dataDir,
    keys,
    upstreams,
    partnerUrls: partners?.urls,
    async stopPartners() {
      if (partners && partnersUp) await partners.close();
      partnersUp = false;
    },
    async call(method, target, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const response = await app.request(target, { method, headers, body });
      const text = await response.text();
      // headers is not enumerable, so `toEqual({ status, body })` checks keep comparing the answer.
      const answer = { status: response.status, body: text ? JSON.parse(text) : null };
      Object.defineProperty(answer, 'headers', { value: response.headers, enumerable: false });
      return answer as typeof answer & { headers: Headers };
    },
    async request(method, target, options = {}) {
      return app.request(target, { method, headers: options.token ? { authorization: `Bearer ${options.token}` } : {} });
    },
    async tokenFor(overrides = {}) {
      return testAccessToken(db, keys, principal(overrides), 600);
    },
    tasks,
    async close() {
      await tasks?.stop();
      await mainServer.close({ graceMs: 0 });
      await authServer.close({ graceMs: 0 });
      await inventoryServer.close({ graceMs: 0 });
      await thirdpartyServer?.close({ graceMs: 0 });
      if (partners && partnersUp) await partners.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real 2×1 PNG (IHDR, IDAT, IEND with their CRCs), as a data URI. */
export function pngDataUri(): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
