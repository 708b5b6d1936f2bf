// The sandbox lab's memory: its accounts, the orders clinics place, and the results it produces.
// An order is placed 'pending' (a pre-order the clinic fills and submits on the lab's ordering
// page); once submitted, its result appears after the result delay as 'partial' (about half of
// each test's analytes) and after twice the delay as 'final', and the order moves to
// 'in_progress' then 'completed'. Time is read from the clock on each call (no timers), so the
// same moment always shows the same state. SANDBOX-LAB-1 also holds four results without an
// order (orphans), dated 2, 5, 9 and 20 days before the lab started: three are for demo pets of
// Demo Animal Hospital (services/main/src/pets/demo.ts), one matches no pet.
import { randomBytes } from 'node:crypto';
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
  status: LabOrderStatus;
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
  /** The order for this client order id (created when new; `created` false for a repeat). */
  placeOrder(accountId: string, order: { client_order_id: string; patient: LabPatientInfo; tests: Array<{ code: string; name: string }>; ordered_by: string }): { order: SandboxOrder; created: boolean };
  order(accountId: string, orderId: string): SandboxOrder | undefined;
  /** An order by its page token (the ordering page has no bearer token). */
  orderForPage(orderId: string, pageToken: string): SandboxOrder | undefined;
  addTest(order: SandboxOrder, code: string): void;
  emptyCart(order: SandboxOrder): void;
  submit(order: SandboxOrder): void;
  /** Cancels a pending order; false when it was submitted already. */
  cancel(order: SandboxOrder): boolean;
  orderStatus(order: SandboxOrder): LabOrderStatus;
  /** The account's results changed after `since` (all without it), oldest change first. */
  resultsSince(accountId: string, since: Date | null): SandboxResult[];
  result(accountId: string, resultId: string): SandboxResult | undefined;
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

export function createAntechLab(options: AntechLabOptions = {}): AntechLab {
  const now = options.now ?? (() => new Date());
  const resultDelayMs = options.resultDelayMs ?? 8000;
  const orders = new Map<string, SandboxOrder>();
  let sequence = 0;
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

  return {
    resultDelayMs,
    now,
    account: (clinicId) => ANTECH_SANDBOX_ACCOUNTS.find((account) => account.clinicId === clinicId),
    accountById: (accountId) => ANTECH_SANDBOX_ACCOUNTS.find((account) => account.accountId === accountId),
    placeOrder(accountId, request) {
      const existing = [...orders.values()].find((order) => order.account_id === accountId && order.client_order_id === request.client_order_id);
      if (existing) return { order: existing, created: false };
      sequence += 1;
      const id = `AO-${String(started.getTime() % 1_000_000).padStart(6, '0')}${String(sequence).padStart(4, '0')}`;
      const order: SandboxOrder = {
        id,
        account_id: accountId,
        client_order_id: request.client_order_id,
        status: 'pending',
        patient: request.patient,
        tests: request.tests.map((test) => ({ code: test.code, name: test.name })),
        ordered_by: request.ordered_by,
        created_at: now(),
        submitted_at: null,
        cancelled_at: null,
        page_token: randomBytes(18).toString('base64url'),
      };
      orders.set(id, order);
      return { order, created: true };
    },
    order: (accountId, orderId) => {
      const order = orders.get(orderId);
      return order && order.account_id === accountId ? order : undefined;
    },
    orderForPage: (orderId, pageToken) => {
      const order = orders.get(orderId);
      return order && pageToken && order.page_token === pageToken ? order : undefined;
    },
    addTest(order, code) {
      const test = menuTest(code, code);
      if (!order.tests.some((existing) => existing.code === test.code)) order.tests.push({ code: test.code, name: test.name });
    },
    emptyCart(order) {
      order.tests = [];
    },
    submit(order) {
      order.status = 'submitted';
      order.submitted_at = now();
    },
    cancel(order) {
      if (order.status === 'cancelled') return true;
      if (order.status !== 'pending') return false;
      order.status = 'cancelled';
      order.cancelled_at = now();
      return true;
    },
    orderStatus,
    resultsSince(accountId, since) {
      const at = now();
      const produced = [...orders.values()]
        .filter((order) => order.account_id === accountId)
        .map((order) => resultOf(order, at))
        .filter((result): result is SandboxResult => result !== null);
      return [...orphans.filter((orphan) => orphan.account_id === accountId), ...produced]
        .filter((result) => !since || Date.parse(result.updated_at) > since.getTime())
        .sort((a, b) => a.updated_at.localeCompare(b.updated_at) || a.id.localeCompare(b.id));
    },
    result(accountId, resultId) {
      return this.resultsSince(accountId, null).find((result) => result.id === resultId);
    },
  };
}
