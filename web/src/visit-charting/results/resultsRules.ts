// The rules of the Results step that need no screen (spec 002 sections 2.7, 4 'Result rows',
// 'Lab ordering', 'Treatment result save', 5, 9): which plan rows the step lists and in which tab,
// each row's status text, whether result writes are allowed, the treatment result's first content,
// and the unique-by-name rule of rule-outs and diagnoses.
import dayjs from 'dayjs';

/** A row of the visit's plan as the Results step reads it (signed plan first, else working plan). */
export interface ResultsPlanRow {
  readonly id: string;
  readonly rowId: string;
  readonly kind: 'DIAGNOSTIC' | 'SERVICE' | 'MEDICATION' | 'INVENTORY' | string;
  readonly catalogueId: string;
  readonly name: string;
  readonly code: string;
  readonly category?: string | null;
  readonly description?: string;
  readonly comment?: string;
  readonly quantity: number;
  readonly selectedDosage?: { readonly dosage: string; readonly unit: string } | null;
  readonly approved: boolean;
  readonly approvedAt?: string | null;
  readonly removed: boolean;
  readonly inHouse: boolean;
  readonly labCode?: string | null;
}

/** The title of a lab's own refusal (spec 002 section 8): 'Antech Error'. */
export const labErrorTitle = (providerName: string | null | undefined) => `${providerName || 'Antech'} Error`;

/** Lab ordering and sync controls show only with a connected lab whose flags allow ordering (section 4 'Lab ordering' 4). */
export const showsLabControls = (ordering: { readonly connected: boolean; readonly placeOrder: boolean; readonly allowAdditionalOrder: boolean }) =>
  ordering.connected && (ordering.placeOrder || ordering.allowAdditionalOrder);

/** A lab result of the visit, the fields the rules read. */
export interface ResultsLabResult {
  readonly id: string;
  readonly status: string;
  readonly assigned: boolean;
  readonly testDate: string;
  readonly finalResultDate?: string | null;
  readonly reportAvailable: boolean;
  readonly tests: ReadonlyArray<{ readonly code: string; readonly name: string }>;
}

export interface ResultsInHouseResult {
  readonly planItemId: string;
  readonly resultDate: string;
}

export const TAB_OUTSIDE = 'Labs - Outside';
export const TAB_IN_HOUSE = 'Laboratory - In-house';

/** Spec 002 section 9: empty values. */
export const NOT_AVAILABLE = 'N/A';
export const NONE_PROVIDED = 'None provided';

/** The diagnostic rows of the plan not removed, in-house apart from outside (decision 4 of the plan). */
export function splitDiagnostics<Row extends ResultsPlanRow>(rows: ReadonlyArray<Row>): { outside: Row[]; inHouse: Row[] } {
  const diagnostics = rows.filter((row) => row.kind === 'DIAGNOSTIC' && !row.removed);
  return { outside: diagnostics.filter((row) => !row.inHouse), inHouse: diagnostics.filter((row) => row.inHouse) };
}

/** The code the lab knows an outside test by: its lab code, else its catalogue code. */
export const labCodeOf = (row: Pick<ResultsPlanRow, 'code' | 'labCode'>) => row.labCode || row.code;

/** The newest lab result holding the row's test (a final one before a partial one). */
export function labResultFor<Result extends ResultsLabResult>(row: Pick<ResultsPlanRow, 'code' | 'labCode'>, results: ReadonlyArray<Result>): Result | null {
  const code = labCodeOf(row).toLowerCase();
  const matching = results.filter((result) => result.tests.some((test) => test.code.toLowerCase() === code));
  const rank = (result: Result) => (result.status === 'final' ? 1 : 0);
  return [...matching].sort((a, b) => rank(b) - rank(a) || b.testDate.localeCompare(a.testDate))[0] ?? null;
}

// Where an in-house result was entered, as stored ('in_house' for the step's own 'Edit result').
const RESULT_SOURCE_LABELS: Record<string, string> = { in_house: 'In-house', manual: 'Entered by hand' };

/** Where an in-house result was entered, in words ('in_house' → 'In-house'); an unknown value as words too. */
export function resultSourceLabel(source: string | null | undefined): string {
  const value = (source ?? '').trim();
  if (!value) return '';
  const known = RESULT_SOURCE_LABELS[value.toLowerCase()];
  if (known) return known;
  const words = value.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An in-house row's Comments cell: the entered result's comment (its 'Edit result'), then the
 * results comment on the test (its 'Edit'), each once; '-' when there is neither.
 */
export function inHouseCommentLines(resultComment: string | null | undefined, testComment: string | null | undefined): string[] {
  const lines = [resultComment, testComment].map((text) => (text ?? '').trim()).filter(Boolean);
  const unique = [...new Set(lines)];
  return unique.length > 0 ? unique : ['-'];
}

/** 'MM/DD/YYYY h:mm A' (spec 002 section 9 dates), or the date alone for a date without a time. */
export function formatStatusTime(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value).format('MM/DD/YYYY');
  const time = dayjs(value);
  return time.isValid() ? time.format('MM/DD/YYYY h:mm A') : value;
}

/** 'final' → 'Final': a lab's status as a word. */
export const statusWord = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : NOT_AVAILABLE);

export interface RowStatusInput {
  /** The plan the row comes from is signed (else the working plan's rows are only planned). */
  readonly signed: boolean;
  readonly approved: boolean;
  readonly approvedAt?: string | null;
  /** An orphaned result assigned to this visit answers the row. */
  readonly assignedResult?: { readonly status: string } | null;
  /** When the row's result was completed (a final lab result, an in-house result). */
  readonly completedAt?: string | null;
}

/**
 * Spec 002 section 4 'Result rows': an assigned (orphaned) result shows its status; a completed
 * row 'Completed - time'; any other 'Approved - time' when approved, else 'Declined'. A row of a
 * plan not signed yet was never approved or declined: 'Not signed'.
 */
export function rowStatusText(row: RowStatusInput): string {
  if (row.assignedResult) return `Assigned - ${statusWord(row.assignedResult.status)}`;
  if (row.completedAt) return `Completed - ${formatStatusTime(row.completedAt)}`;
  if (!row.signed) return 'Not signed';
  if (row.approved) return row.approvedAt ? `Approved - ${formatStatusTime(row.approvedAt)}` : 'Approved';
  return 'Declined';
}

/** The status text of an outside test row, from the lab results of the visit. */
export function outsideRowStatus(row: ResultsPlanRow, signed: boolean, results: ReadonlyArray<ResultsLabResult>): string {
  const result = labResultFor(row, results);
  return rowStatusText({
    signed,
    approved: row.approved,
    approvedAt: row.approvedAt,
    assignedResult: result?.assigned ? result : null,
    completedAt: result?.status === 'final' ? (result.finalResultDate ?? result.testDate) : null,
  });
}

/** The status text of an in-house test row, from its entered result. */
export function inHouseRowStatus(row: ResultsPlanRow, signed: boolean, results: ReadonlyArray<ResultsInHouseResult>): string {
  const result = results.find((entry) => entry.planItemId === row.id || entry.planItemId === row.rowId);
  return rowStatusText({ signed, approved: row.approved, approvedAt: row.approvedAt, completedAt: result?.resultDate ?? null });
}

/**
 * Result writes (plan decision 2): the Results step works while the visit is in the read-only
 * statuses, so only a locked visit, or a 'SOAP Finalized' one without a reason for modification,
 * refuses them (the server refuses them anyway).
 */
export function resultWritesAllowed(visit: { readonly isLocked: boolean; readonly statusName: string }, visitModificationId: string | null, canChart: boolean): boolean {
  if (!canChart || visit.isLocked) return false;
  return visit.statusName !== 'SOAP Finalized' || visitModificationId !== null;
}

/** Why writes are off, for the notice above the step; null when they are on. */
export function resultWritesNotice(visit: { readonly isLocked: boolean; readonly statusName: string }, visitModificationId: string | null, canChart: boolean): string | null {
  if (visit.isLocked) return null; // the page says it is locked already
  if (!canChart) return 'Your role cannot change results: they are shown read-only.';
  if (visit.statusName === 'SOAP Finalized' && visitModificationId === null) return 'This visit is SOAP Finalized: give a reason for modification from the pet\u2019s visit history to change its results.';
  return null;
}

export interface ResultRowValue {
  planItemId: string | null;
  catalogueId: string | null;
  code: string;
  name: string;
  quantity: number | null;
  dosage: string | null;
  comment: string | null;
}

export interface ResultDiagnosisValue {
  diagnosisId: string | null;
  name: string;
  category: string | null;
  description: string | null;
}

export interface TreatmentResultValue {
  ruleOuts: ResultDiagnosisValue[];
  diagnosis: ResultDiagnosisValue[];
  treatments: ResultRowValue[];
  medications: ResultRowValue[];
  customMedications: ResultRowValue[];
  inventories: ResultRowValue[];
  services: ResultRowValue[];
  additionalCareText: string;
}

const toResultRow = (row: ResultsPlanRow): ResultRowValue => ({
  planItemId: row.rowId || row.id,
  catalogueId: row.catalogueId,
  code: row.code,
  name: row.name,
  quantity: row.quantity,
  dosage: row.selectedDosage ? `${row.selectedDosage.dosage} ${row.selectedDosage.unit}`.trim() : null,
  comment: row.comment || null,
});

/**
 * The treatment result before its first save: the approved rows of the plan (all of them when
 * the plan is not signed) and the objective note's rule-outs; no diagnosis and no care text yet.
 */
export function initialTreatmentResult(rows: ReadonlyArray<ResultsPlanRow>, signed: boolean, ruleOuts: ReadonlyArray<ResultDiagnosisValue>): TreatmentResultValue {
  const kept = rows.filter((row) => !row.removed && (!signed || row.approved));
  const of = (kind: string) => kept.filter((row) => row.kind === kind).map(toResultRow);
  return {
    ruleOuts: uniqueByName(ruleOuts),
    diagnosis: [],
    treatments: of('DIAGNOSTIC'),
    medications: of('MEDICATION'),
    customMedications: [],
    inventories: of('INVENTORY'),
    services: of('SERVICE'),
    additionalCareText: '',
  };
}

/** Spec 002 section 5: rule-outs and diagnoses are unique by name (any case, outer spaces ignored). */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function hasName(rows: ReadonlyArray<{ readonly name: string }>, name: string, exceptIndex = -1): boolean {
  return rows.some((row, index) => index !== exceptIndex && sameName(row.name, name));
}

export function uniqueByName<Row extends { readonly name: string }>(rows: ReadonlyArray<Row>): Row[] {
  return rows.filter((row, index) => !hasName(rows.slice(0, index), row.name));
}

/** Spec 002 section 8: reading the step's results again failed. */
export const FETCH_RESULTS_ERROR = 'An error occured while fetching results';

export const UNIQUE_NAME_MESSAGE = 'Rule-outs and diagnoses are unique by name.';
