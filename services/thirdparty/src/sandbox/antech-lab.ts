// The sandbox lab: its accounts, the orders clinics place, and the results it produces. Orders
// are kept in the thirdparty database (thirdparty.sandbox_lab_orders, migrations/003) so that,
// like Antech's, they outlive a restart and every process on the database sees the same ones; a
// repeated client order id answers the order already placed. An order is placed 'pending' (a
// pre-order the clinic fills and submits on the lab's ordering page); once submitted, its result
// appears after the result delay as 'partial' (about half of each test's analytes) and after
// twice the delay as 'final', and the order moves to 'in_progress' then 'completed'. Results are
// not stored: they are computed from submitted_at and the delay on each call, with time read
// from the clock (no timers), so the same moment always shows the same state. SANDBOX-LAB-1 also
// holds four results without an order (orphans), dated 2, 5, 9 and 20 days before this lab
// instance started: three are for demo pets of Demo Animal Hospital (services/main/src/pets/demo.ts),
// one matches no pet.
import { randomBytes } from 'node:crypto';
import type { Sql } from '@vetchart/platform/database';
import { menuTest, readAnalyte, seededRandom, type AnalyteValue } from './antech-analytes.ts';

export interface SandboxLabAccount {
  clinicId: string;
  accountId: string;
  username: string;
  password: string;
  name: string;
}

/** Both accounts sign in with the same username and password; the clinic id picks the account. */
export const ANTECH_SANDBOX_ACCOUNTS: readonly SandboxLabAccount[] = [
  { clinicId: 'SANDBOX-LAB-1', accountId: 'ANTECH-ACC-1', username: 'sandbox.vet', password: 'sandbox-pass', name: 'Sandbox Veterinary Lab Account' },
  { clinicId: 'SANDBOX-LAB-2', accountId: 'ANTECH-ACC-2', username: 'sandbox.vet', password: 'sandbox-pass', name: 'Sandbox Second Lab Account' },
];

export type LabOrderStatus = 'pending' | 'submitted' | 'in_progress' | 'completed' | 'cancelled';

export interface LabPatientInfo {
  name: string;
  species: string;
  breed: string;
  sex: string;
  date_of_birth: string | null;
  parent_name: string;
  parent_email: string | null;
}

export interface SandboxOrder {
  id: string;
  account_id: string;
  client_order_id: string;
  /** As stored; a submitted order's progress (in_progress, completed) is orderStatus's. */
  status: 'pending' | 'submitted' | 'cancelled';
  patient: LabPatientInfo;
  tests: Array<{ code: string; name: string }>;
  ordered_by: string;
  created_at: Date;
  submitted_at: Date | null;
  cancelled_at: Date | null;
  /** The secret in the ordering page's address. */
  page_token: string;
}

export interface SandboxResult {
  id: string;
  account_id: string;
  order_id: string | null;
  client_order_id: string | null;
  accession: string;
  status: 'partial' | 'final';
  patient: Omit<LabPatientInfo, 'date_of_birth' | 'parent_email'>;
  test_date: string;
  final_result_date: string | null;
  tests: Array<{ code: string; name: string; values: AnalyteValue[] }>;
  report_available: boolean;
  updated_at: string;
}

export interface AntechLabOptions {
  /** ANTECH_SANDBOX_RESULT_DELAY_MS: how long after submission the partial result appears (the final one after twice as long). */
  resultDelayMs?: number;
  now?: () => Date;
}

export interface AntechLab {
  readonly resultDelayMs: number;
  now(): Date;
  account(clinicId: string): SandboxLabAccount | undefined;
  accountById(accountId: string): SandboxLabAccount | undefined;
  /** The order for this client order id (created when new; `created` false for a repeat, also one placed at once by another process). */
  placeOrder(accountId: string, order: { client_order_id: string; patient: LabPatientInfo; tests: Array<{ code: string; name: string }>; ordered_by: string }): Promise<{ order: SandboxOrder; created: boolean }>;
  /** The account's orders among these ids, in the order asked (unknown ids are left out). */
  orders(accountId: string, orderIds: string[]): Promise<SandboxOrder[]>;
  order(accountId: string, orderId: string): Promise<SandboxOrder | undefined>;
  /** An order by its page token (the ordering page has no bearer token). */
  orderForPage(orderId: string, pageToken: string): Promise<SandboxOrder | undefined>;
  /** The order with the test added (once); undefined when it is no longer pending. */
  addTest(order: SandboxOrder, code: string): Promise<SandboxOrder | undefined>;
  /** The order without tests; undefined when it is no longer pending. */
  emptyCart(order: SandboxOrder): Promise<SandboxOrder | undefined>;
  /** The submitted order; undefined when it is no longer pending or has no tests. */
  submit(order: SandboxOrder): Promise<SandboxOrder | undefined>;
  /** The cancelled order (cancelling again answers it too); undefined when it was submitted already. */
  cancel(order: SandboxOrder): Promise<SandboxOrder | undefined>;
  orderStatus(order: SandboxOrder): LabOrderStatus;
  /** The account's results changed after `since` (all without it), oldest change first. */
  resultsSince(accountId: string, since: Date | null): Promise<SandboxResult[]>;
  result(accountId: string, resultId: string): Promise<SandboxResult | undefined>;
}

const DAY_MS = 86_400_000;
const day = (at: Date) => at.toISOString().slice(0, 10);

/** The values of an order's tests; `partial` keeps the first half (rounded up) of each test's analytes. */
function readings(seed: string, tests: Array<{ code: string; name: string }>, partial: boolean) {
  return tests.map((test) => {
    const menu = menuTest(test.code, test.name);
    const random = seededRandom(`${seed}:${menu.code}`);
    const values = menu.analytes.map((analyte) => readAnalyte(analyte, random));
    return { code: test.code, name: test.name, values: partial ? values.slice(0, Math.ceil(values.length / 2)) : values };
  });
}

/** The orphaned results of SANDBOX-LAB-1: days before the lab started, patient, tests. */
const ORPHANS = [
  { id: 'AR-DEMO-0001', daysAgo: 2, patient: { name: 'Max', species: 'Canine', breed: 'Labrador Retriever', sex: 'Male (Neutered)', parent_name: 'Olivia Bennett' }, tests: ['ANT-CBC', 'ANT-CHEM'] },
  { id: 'AR-DEMO-0002', daysAgo: 5, patient: { name: 'Oliver', species: 'Feline', breed: 'Maine Coon', sex: 'Male (Neutered)', parent_name: 'Sofia Alvarez' }, tests: ['ANT-SDMA', 'ANT-CHEM'] },
  { id: 'AR-DEMO-0003', daysAgo: 9, patient: { name: 'Bella', species: 'Canine', breed: 'Golden Retriever', sex: 'Female (Spayed)', parent_name: 'Marcus Reyes' }, tests: ['ANT-T4'] },
  { id: 'AR-DEMO-0004', daysAgo: 20, patient: { name: 'Juniper', species: 'Feline', breed: 'Russian Blue', sex: 'Female (Spayed)', parent_name: 'Gregory Lindqvist' }, tests: ['ANT-UA'] },
] as const;

const ORDER_COLUMNS = `id, account_id, client_order_id, status, patient, tests, ordered_by, created_at, submitted_at, cancelled_at, page_token`;

interface OrderRow {
  id: string;
  account_id: string;
  client_order_id: string;
  status: SandboxOrder['status'];
  patient: LabPatientInfo;
  tests: Array<{ code: string; name: string }>;
  ordered_by: string;
  created_at: Date | string;
  submitted_at: Date | string | null;
  cancelled_at: Date | string | null;
  page_token: string;
}

const toOrder = (row: OrderRow): SandboxOrder => ({
  ...row,
  created_at: new Date(row.created_at),
  submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at),
  cancelled_at: row.cancelled_at === null ? null : new Date(row.cancelled_at),
});

export function createAntechLab(db: Sql, options: AntechLabOptions = {}): AntechLab {
  const now = options.now ?? (() => new Date());
  const resultDelayMs = options.resultDelayMs ?? 8000;
  const started = now();

  const orphans: SandboxResult[] = ORPHANS.map((orphan, index) => {
    const at = new Date(started.getTime() - orphan.daysAgo * DAY_MS);
    return {
      id: orphan.id,
      account_id: ANTECH_SANDBOX_ACCOUNTS[0]!.accountId,
      order_id: null,
      client_order_id: null,
      accession: `ACC-7${String(index + 1).padStart(5, '0')}`,
      status: 'final',
      patient: { ...orphan.patient },
      test_date: day(new Date(at.getTime() - DAY_MS)),
      final_result_date: day(at),
      tests: readings(orphan.id, orphan.tests.map((code) => ({ code, name: menuTest(code, code).name })), false),
      report_available: true,
      updated_at: at.toISOString(),
    };
  });

  /** The result of a submitted order as it stands at `at`, or null before its first values. */
  const resultOf = (order: SandboxOrder, at: Date): SandboxResult | null => {
    if (!order.submitted_at || order.tests.length === 0) return null;
    const partialAt = new Date(order.submitted_at.getTime() + resultDelayMs);
    const finalAt = new Date(order.submitted_at.getTime() + 2 * resultDelayMs);
    if (at < partialAt) return null;
    const final = at >= finalAt;
    return {
      id: `AR-${order.id}`,
      account_id: order.account_id,
      order_id: order.id,
      client_order_id: order.client_order_id,
      accession: `ACC-${order.id.replace(/\D/g, '')}`,
      status: final ? 'final' : 'partial',
      patient: { name: order.patient.name, species: order.patient.species, breed: order.patient.breed, sex: order.patient.sex, parent_name: order.patient.parent_name },
      test_date: day(order.submitted_at),
      final_result_date: final ? day(finalAt) : null,
      tests: readings(order.id, order.tests, !final),
      report_available: true,
      updated_at: (final ? finalAt : partialAt).toISOString(),
    };
  };

  const orderStatus = (order: SandboxOrder): LabOrderStatus => {
    if (order.status !== 'submitted') return order.status;
    const result = resultOf(order, now());
    return !result ? 'submitted' : result.status === 'final' ? 'completed' : 'in_progress';
  };

  const orders = async (accountId: string, orderIds: string[]) => {
    if (orderIds.length === 0) return [];
    const rows = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM thirdparty.sandbox_lab_orders WHERE account_id = $1 AND id = ANY($2::text[])`, [accountId, orderIds]);
    const byId = new Map(rows.map((row) => [row.id, toOrder(row)]));
    return orderIds.flatMap((id) => byId.get(id) ?? []);
  };

  /** The order after a change made only while it is still pending; undefined when it no longer was. */
  const changePending = async (orderId: string, set: string, params: unknown[] = []) => {
    const [row] = await db.query<OrderRow>(
      `UPDATE thirdparty.sandbox_lab_orders SET ${set} WHERE id = $1 AND status = 'pending' RETURNING ${ORDER_COLUMNS}`,
      [orderId, ...params],
    );
    return row ? toOrder(row) : undefined;
  };

  const resultsSince = async (accountId: string, since: Date | null) => {
    const at = now();
    // Only orders whose partial result is out by now, and whose last change (the final result,
    // twice the delay after submission) can be later than `since`.
    const rows = await db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM thirdparty.sandbox_lab_orders
        WHERE account_id = $1 AND status = 'submitted' AND submitted_at <= $2::timestamptz
          AND ($3::timestamptz IS NULL OR submitted_at > $3::timestamptz)`,
      [accountId, new Date(at.getTime() - resultDelayMs).toISOString(), since ? new Date(since.getTime() - 2 * resultDelayMs).toISOString() : null],
    );
    const produced = rows.map((row) => resultOf(toOrder(row), at)).filter((result): result is SandboxResult => result !== null);
    return [...orphans.filter((orphan) => orphan.account_id === accountId), ...produced]
      .filter((result) => !since || Date.parse(result.updated_at) > since.getTime())
      .sort((a, b) => a.updated_at.localeCompare(b.updated_at) || a.id.localeCompare(b.id));
  };

  return {
    resultDelayMs,
    now,
    account: (clinicId) => ANTECH_SANDBOX_ACCOUNTS.find((account) => account.clinicId === clinicId),
    accountById: (accountId) => ANTECH_SANDBOX_ACCOUNTS.find((account) => account.accountId === accountId),
    async placeOrder(accountId, request) {
      const [created] = await db.query<OrderRow>(
        `INSERT INTO thirdparty.sandbox_lab_orders (account_id, client_order_id, status, patient, tests, ordered_by, created_at, page_token)
         VALUES ($1, $2, 'pending', $3::jsonb, $4::jsonb, $5, $6::timestamptz, $7)
         ON CONFLICT (account_id, client_order_id) DO NOTHING
         RETURNING ${ORDER_COLUMNS}`,
        [
          accountId,
          request.client_order_id,
          JSON.stringify(request.patient),
          JSON.stringify(request.tests.map((test) => ({ code: test.code, name: test.name }))),
          request.ordered_by,
          now().toISOString(),
          randomBytes(18).toString('base64url'),
        ],
      );
      if (created) return { order: toOrder(created), created: true };
      const [existing] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM thirdparty.sandbox_lab_orders WHERE account_id = $1 AND client_order_id = $2`, [
        accountId,
        request.client_order_id,
      ]);
      return { order: toOrder(existing!), created: false };
    },
    orders,
    order: async (accountId, orderId) => (await orders(accountId, [orderId]))[0],
    async orderForPage(orderId, pageToken) {
      if (!pageToken) return undefined;
      const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM thirdparty.sandbox_lab_orders WHERE id = $1 AND page_token = $2`, [orderId, pageToken]);
      return row ? toOrder(row) : undefined;
    },
    addTest(order, code) {
      const test = menuTest(code, code);
      return changePending(order.id, `tests = CASE WHEN tests @> $2::jsonb THEN tests ELSE tests || $3::jsonb END`, [
        JSON.stringify([{ code: test.code }]),
        JSON.stringify([{ code: test.code, name: test.name }]),
      ]);
    },
    emptyCart: (order) => changePending(order.id, `tests = '[]'::jsonb`),
    async submit(order) {
      const [row] = await db.query<OrderRow>(
        `UPDATE thirdparty.sandbox_lab_orders SET status = 'submitted', submitted_at = $2::timestamptz
          WHERE id = $1 AND status = 'pending' AND jsonb_array_length(tests) > 0 RETURNING ${ORDER_COLUMNS}`,
        [order.id, now().toISOString()],
      );
      return row ? toOrder(row) : undefined;
    },
    async cancel(order) {
      const cancelled = await changePending(order.id, `status = 'cancelled', cancelled_at = $2::timestamptz`, [now().toISOString()]);
      if (cancelled) return cancelled;
      const [current] = await orders(order.account_id, [order.id]);
      return current?.status === 'cancelled' ? current : undefined;
    },
    orderStatus,
    resultsSince,
    async result(accountId, resultId) {
      const orphan = orphans.find((candidate) => candidate.id === resultId && candidate.account_id === accountId);
      if (orphan) return orphan;
      if (!resultId.startsWith('AR-')) return undefined;
      const [order] = await orders(accountId, [resultId.slice('AR-'.length)]);
      return (order && resultOf(order, now())) ?? undefined;
    },
  };
}
