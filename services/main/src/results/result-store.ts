// Reading the results step's records and their REST shapes (docs/rest-main-results.md): lab
// orders, lab results with their history, in-house results, result comments, the treatment
// result and SOAP templates; and the tests of a visit (the approved rows of its signed plan).
import type { Sql } from '@vetchart/platform/database';
import { latestSignedPlan, planOfVisit, withLabFields } from '../treatment-plans/plan-store.ts';
import { toPracticeExportView, type PracticeExportListed } from '../write-back/practice-exports.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const day = (value: Date | string | null) => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export interface OrderRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  visit_id: string;
  pet_id: string;
  provider: string;
  provider_name: string;
  kind: 'order' | 'additional';
  status: string;
  partner_order_id: string | null;
  tests: { code: string; name: string; treatment_id: string | null; plan_item_id: string | null }[];
  links: { type: string; url: string }[];
  patient: Record<string, unknown>;
  last_error: string | null;
  created_by: string;
  created_by_name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const toOrderView = (row: OrderRow) => ({
  id: row.id,
  visit_id: row.visit_id,
  pet_id: row.pet_id,
  provider: row.provider,
  provider_name: row.provider_name,
  kind: row.kind,
  status: row.status,
  partner_order_id: row.partner_order_id,
  tests: row.tests,
  links: row.links,
  last_error: row.last_error,
  created_by_name: row.created_by_name,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
export type OrderView = ReturnType<typeof toOrderView>;

export async function ordersOfVisits(sql: Sql, clinicId: string, visitIds: string[], onlyUnprocessed = false): Promise<OrderRow[]> {
  return sql.query<OrderRow>(
    `SELECT * FROM main.lab_orders WHERE clinic_id = $1 AND visit_id = ANY($2::uuid[])${onlyUnprocessed ? ` AND status IN ('queued', 'pending')` : ''}
      ORDER BY created_at, id`,
    [clinicId, visitIds],
  );
}

export interface ResultRow {
  id: string;
  clinic_id: string;
  organization_id: string;
  provider: string;
  provider_name: string;
  partner_result_id: string;
  identifier: string;
  status: string;
  visit_id: string | null;
  pet_id: string | null;
  lab_order_id: string | null;
  assigned: boolean;
  patient: { name: string; species: string; breed: string; sex: string; parent_name: string };
  test_date: Date | string;
  final_result_date: Date | string | null;
  tests: unknown[];
  report_available: boolean;
  received_at: Date | string;
  updated_at: Date | string;
}

export interface HistoryRow {
  lab_result_id: string;
  action: string;
  description: string;
  visit_id: string | null;
  actor_name: string;
  created_at: Date | string;
}

export const toResultView = (row: ResultRow, history: HistoryRow[]) => ({
  id: row.id,
  provider: row.provider,
  provider_name: row.provider_name,
  partner_result_id: row.partner_result_id,
  identifier: row.identifier,
  status: row.status,
  visit_id: row.visit_id,
  pet_id: row.pet_id,
  lab_order_id: row.lab_order_id,
  assigned: row.assigned,
  patient: row.patient,
  test_date: day(row.test_date)!,
  final_result_date: day(row.final_result_date),
  tests: row.tests,
  report_available: row.report_available,
  received_at: iso(row.received_at),
  updated_at: iso(row.updated_at),
  history: history
    .filter((entry) => entry.lab_result_id === row.id)
    .map((entry) => ({ action: entry.action, description: entry.description, visit_id: entry.visit_id, actor_name: entry.actor_name, updated_at: iso(entry.created_at) })),
});
export type ResultView = ReturnType<typeof toResultView>;

/** Result rows with their history, as REST shapes. */
export async function resultViews(sql: Sql, rows: ResultRow[]): Promise<ResultView[]> {
  if (!rows.length) return [];
  const history = await sql.query<HistoryRow>(
    `SELECT lab_result_id, action, description, visit_id, actor_name, created_at FROM main.lab_result_history WHERE lab_result_id = ANY($1::uuid[]) ORDER BY id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => toResultView(row, history));
}

export async function resultsOfVisits(sql: Sql, clinicId: string, visitIds: string[]): Promise<ResultRow[]> {
  return sql.query<ResultRow>(`SELECT * FROM main.lab_results WHERE clinic_id = $1 AND visit_id = ANY($2::uuid[]) ORDER BY test_date DESC, received_at DESC, id`, [
    clinicId,
    visitIds,
  ]);
}

export async function clinicResult(sql: Sql, clinicId: string, id: string, lock = false): Promise<ResultRow | null> {
  const [row] = await sql.query<ResultRow>(`SELECT * FROM main.lab_results WHERE id = $1 AND clinic_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, clinicId]);
  return row ?? null;
}

export interface InHouseRow {
  id: string;
  visit_id: string;
  pet_id: string;
  plan_item_id: string;
  diagnostics_id: string;
  test_date: Date | string;
  result_date: Date | string;
  result: string;
  comment: string;
  source: string;
  version: number;
  updated_by_name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const toInHouseView = (row: InHouseRow) => ({
  id: row.id,
  visit_id: row.visit_id,
  plan_item_id: row.plan_item_id,
  diagnostics_id: row.diagnostics_id,
  test_date: day(row.test_date)!,
  result_date: day(row.result_date)!,
  result: row.result,
  comment: row.comment,
  source: row.source,
  version: row.version,
  updated_by_name: row.updated_by_name,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export interface CommentRow {
  id: string;
  visit_id: string;
  pet_id: string;
  kind: 'service' | 'diagnostic';
  item_code: string;
  partner: string | null;
  comments: string;
  version: number;
  updated_by_name: string;
  updated_at: Date | string;
}

export const toCommentView = (row: CommentRow) => ({
  id: row.id,
  visit_id: row.visit_id,
  pet_id: row.pet_id,
  kind: row.kind,
  item_code: row.item_code,
  partner: row.partner,
  comments: row.comments,
  version: row.version,
  updated_by_name: row.updated_by_name,
  updated_at: iso(row.updated_at),
});

export interface TreatmentResultRow {
  id: string;
  visit_id: string;
  pet_id: string;
  soap_template_id: string | null;
  template_code: string | null;
  result: Record<string, unknown>;
  template_content: { section: string; value: string }[] | null;
  version: number;
  written_back_at: Date | string | null;
  written_back_ref: string | null;
  written_back_to: string | null;
  updated_by_name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The treatment result; with its newest write-back to the practice system when one was asked for. */
export const toTreatmentResultView = (row: TreatmentResultRow, practiceExport: PracticeExportListed | null = null) => ({
  id: row.id,
  visit_id: row.visit_id,
  pet_id: row.pet_id,
  soap_template_id: row.soap_template_id,
  template_code: row.template_code,
  result: row.result,
  template_content: row.template_content,
  version: row.version,
  written_back_at: row.written_back_at === null ? null : iso(row.written_back_at),
  written_back_ref: row.written_back_ref,
  written_back_to: row.written_back_to,
  updated_by_name: row.updated_by_name,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  practice_export: practiceExport ? toPracticeExportView(practiceExport) : null,
});

export async function treatmentResultOfVisit(sql: Sql, visitId: string, lock = false): Promise<TreatmentResultRow | null> {
  const [row] = await sql.query<TreatmentResultRow>(`SELECT * FROM main.treatment_results WHERE visit_id = $1${lock ? ' FOR UPDATE' : ''}`, [visitId]);
  return row ?? null;
}

export interface TemplateRow {
  id: string;
  code: string;
  clinic_id: string;
  name: string;
  description: string;
  status: 'active' | 'inactive';
  content: { section: string; value: string; fields?: { name: string; hint: string }[] }[];
  version: number;
  created_by_name: string;
  updated_by_name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A SOAP template as the REST answers it (results step and soap-templates/): every section lists its fields. */
export const toTemplateView = (row: TemplateRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  status: row.status,
  content: row.content.map((entry) => ({ section: entry.section, value: entry.value, fields: entry.fields ?? [] })),
  version: row.version,
  created_by_name: row.created_by_name,
  updated_by_name: row.updated_by_name,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** A row of the visit's plan as the results step reads it. */
export interface VisitTest {
  id: string;
  kind: 'DIAGNOSTIC' | 'SERVICE' | 'MEDICATION' | 'INVENTORY';
  catalogue_id: string;
  code: string;
  name: string;
  in_house: boolean;
  lab_code: string | null;
  approved: boolean;
  removed: boolean;
  quantity: number;
  selected_dosage: { dosage: string; unit: string } | null;
  comment: string;
}

/**
 * The tests of the results step (PLAN-18 decision 4): the rows of the visit's latest signed plan
 * (approved as signed), or, with no signed plan, the working plan's rows as not approved.
 */
export async function visitTests(sql: Sql, visitId: string): Promise<{ signed: boolean; rows: VisitTest[] }> {
  const signed = await latestSignedPlan(sql, visitId);
  if (signed) return { signed: true, rows: signed.snapshot.items.filter((item) => !item.removed).map((item) => withLabFields(item) as VisitTest) };
  const plan = await planOfVisit(sql, visitId);
  return { signed: false, rows: (plan?.items ?? []).filter((item) => !item.removed).map((item) => ({ ...(withLabFields(item) as VisitTest), approved: false })) };
}
