// The results step's rules (issue 18, spec 002 sections 3, 4, 7; docs/rest-main-results.md): the
// messages, the request bodies, which visit statuses refuse result writes, and the template
// preview (a pure function: each template section filled from the visit's recorded data).
import { z } from 'zod';
import { optionalId, requiredId } from '@vetchart/platform/text-limits';

/** Result writes need a reason for modification only in this status (PLAN-18 decision 2). */
export const RESULT_WRITE_STATUSES = { readOnlyStatuses: ['SOAP Finalized'] };

export const RESULT_MESSAGES = {
  noLab: 'No lab is connected yet. Connect one under Integrations.',
  pendingOrders: 'Pending Orders Found!',
  selectTest: 'Select at least one test to order.',
  signPlan: 'Sign the treatment plan before ordering tests.',
  noReport: 'This result has no report.',
  dateRange: 'Please select a valid date range.',
  petRequired: 'Pet Name is required',
  visitRequired: 'Select a visit',
  alreadyAssigned: 'This result is already assigned to a visit.',
  notPetsVisit: "The visit is not this pet's.",
  onlyAssigned: 'Only an assigned orphaned result can be unassigned.',
  resultRequired: 'Please input result',
  commentRequired: 'Please input your comment',
  badDate: 'Please input correct Date!',
  notInHouse: "This test is not an in-house test of the visit's plan.",
  hasResult: 'This test already has a result: update it.',
  uniqueNames: 'Rule-outs and diagnoses are unique by name.',
  noTreatmentResult: 'This visit has no treatment result yet: save it first.',
  templateOrVisitMissing: 'Template or visit ID is missing',
  templateNotFound: 'Template not found.',
  templateCodeMissing: 'Template code is missing',
  clinicCodeMissing: 'Clinic code is missing',
  saveFirst: 'Save the treatment result before writing it back.',
  writebackDone: 'Writeback successful!',
  resultTooLarge: 'The treatment result can be at most 256 KB.',
  resultNotFound: 'Lab result not found.',
  inHouseNotFound: 'Test result not found.',
  commentTooLong: 'A comment can be at most 5000 characters.',
  nameTooLong: 'A name can be at most 500 characters.',
  codeTooLong: 'A code can be at most 200 characters.',
  sourceTooLong: 'A source can be at most 100 characters.',
  categoryTooLong: 'A category can be at most 500 characters.',
  dosageTooLong: 'A dosage can be at most 500 characters.',
  descriptionTooLong: 'A description can be at most 5000 characters.',
  textTooLong: 'A text can be at most 50000 characters.',
  versionRequired: 'Name the version this save is based on.',
} as const;

/** '<App> could not be reached. Please try again later.' and its kin, for a provider's name. */
export const unreachableMessage = (app: string) => `${app} could not be reached. Please try again later.`;
export const notLinkedMessage = (app: string) => `This pet is not linked to a patient in ${app}. Sync it from the practice system first.`;


export const labOrderBody = z.object({
  kind: z.enum(['order', 'additional'], { error: 'Choose order or additional.' }),
  discard_pending: z.boolean().optional(),
  visit_modification_id: optionalId(),
});

export const writeBackBody = z.object({
  template_code: optionalId(),
  visit_modification_id: optionalId(),
});

export const assignBody = z.object({
  pet_id: requiredId(RESULT_MESSAGES.petRequired),
  visit_id: requiredId(RESULT_MESSAGES.visitRequired),
});

/** A real calendar day YYYY-MM-DD, not after today (UTC). */
export function isPastOrTodayDate(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return false;
  return value <= today;
}

export const isRealDate = (value: string) => isPastOrTodayDate(value, '9999-12-31');

export const inHouseBody = z.object({
  plan_item_id: requiredId(RESULT_MESSAGES.notInHouse),
  test_date: z.string({ error: RESULT_MESSAGES.badDate }).trim().max(20, RESULT_MESSAGES.badDate),
  result_date: z.string({ error: RESULT_MESSAGES.badDate }).trim().max(20, RESULT_MESSAGES.badDate),
  result: z.string({ error: RESULT_MESSAGES.resultRequired }).trim().min(1, RESULT_MESSAGES.resultRequired).max(5000, 'A result can be at most 5000 characters.'),
  comment: z.string({ error: RESULT_MESSAGES.commentRequired }).trim().min(1, RESULT_MESSAGES.commentRequired).max(5000, RESULT_MESSAGES.commentTooLong),
  source: z.string().trim().max(100, RESULT_MESSAGES.sourceTooLong).optional().nullable(),
  visit_modification_id: optionalId(),
  based_on_version: z.number().int().optional(),
});

export const commentBody = z.object({
  kind: z.enum(['service', 'diagnostic'], { error: 'Choose service or diagnostic.' }),
  item_code: z.string({ error: 'Name the row the comment is for.' }).trim().min(1, 'Name the row the comment is for.').max(200, RESULT_MESSAGES.codeTooLong),
  comments: z.string({ error: 'Please input your comment' }).max(5000, RESULT_MESSAGES.commentTooLong),
  partner: z.string().trim().max(100, 'A partner can be at most 100 characters.').optional().nullable(),
  /** Absent, null or 0: based on no version (the first comment); refused when one exists. */
  based_on_version: z.number().int().min(0).nullish(),
  visit_modification_id: optionalId(),
});

const row = z.object({
  plan_item_id: optionalId(),
  catalogue_id: optionalId(),
  code: z.string().trim().max(200, RESULT_MESSAGES.codeTooLong).default(''),
  name: z.string({ error: 'Each row needs a name.' }).trim().min(1, 'Each row needs a name.').max(500, RESULT_MESSAGES.nameTooLong),
  quantity: z.number().int().min(0).max(99999).optional().nullable(),
  dosage: z.string().trim().max(500, RESULT_MESSAGES.dosageTooLong).optional().nullable(),
  comment: z.string().max(5000, RESULT_MESSAGES.commentTooLong).optional().nullable(),
});
const diagnosis = z.object({
  diagnosis_id: optionalId(),
  name: z.string({ error: 'Each diagnosis needs a name.' }).trim().min(1, 'Each diagnosis needs a name.').max(500, RESULT_MESSAGES.nameTooLong),
  category: z.string().trim().max(500, RESULT_MESSAGES.categoryTooLong).optional().nullable(),
  description: z.string().max(5000, RESULT_MESSAGES.descriptionTooLong).optional().nullable(),
});
const rows = z.array(row).max(500).default([]);

export const treatmentResultContent = z.object({
  rule_outs: z.array(diagnosis.pick({ diagnosis_id: true, name: true })).max(500).default([]),
  treatments: rows,
  medications: rows,
  diagnosis: z.array(diagnosis).max(500).default([]),
  custom_medications: rows,
  inventories: rows,
  services: rows,
  additional_care_text: z.string().max(50_000, RESULT_MESSAGES.textTooLong).default(''),
});
export type TreatmentResultContent = z.infer<typeof treatmentResultContent>;

export const sectionList = z
  .array(z.object({ section: z.string().trim().max(500, RESULT_MESSAGES.nameTooLong), value: z.string().max(50_000, RESULT_MESSAGES.textTooLong) }))
  .max(200, 'A template can have at most 200 sections.');
export type Section = z.infer<typeof sectionList>[number];

export const treatmentResultBody = z.object({
  result: treatmentResultContent,
  soap_template_id: optionalId(),
  template_content: sectionList.optional().nullable(),
  visit_modification_id: optionalId(),
  based_on_version: z.number().int().optional(),
});

/** Rule-outs and diagnoses are unique by lower(name): the first repeated one's path, or null. */
export function duplicateDiagnosisPath(result: TreatmentResultContent): string | null {
  for (const [list, key] of [
    [result.rule_outs, 'rule_outs'],
    [result.diagnosis, 'diagnosis'],
  ] as const) {
    const seen = new Set<string>();
    for (const [index, item] of list.entries()) {
      const name = item.name.trim().toLowerCase();
      if (seen.has(name)) return `result.${key}.${index}.name`;
      seen.add(name);
    }
  }
  return null;
}

// --- Template preview -------------------------------------------------------------------

export interface PreviewLabValue {
  analyte: string;
  value: string;
  unit: string;
  reference_range: string;
  flag: string;
}

/** What the preview reads: only what the visit recorded. */
export interface PreviewData {
  reasons_for_consultation: string[];
  complaint: string;
  abnormal_findings: string[];
  vitals: string[];
  diagnoses: string[];
  rule_outs: string[];
  lab_results: { tests: { name: string; values: PreviewLabValue[] }[] }[];
  inhouse_results: { name: string; result: string }[];
  treatments: string[];
  services: string[];
  medications: { name: string; dosage: string | null }[];
  additional_care_text: string;
}

const RULES: { keywords: string[]; fill: (data: PreviewData) => string }[] = [
  {
    keywords: ['subjective', 'history', 'complaint', 'reason'],
    fill: (data) => lines([data.reasons_for_consultation.length ? `Reason for consultation: ${data.reasons_for_consultation.join(', ')}` : '', data.complaint]),
  },
  { keywords: ['objective', 'exam', 'physical', 'vital'], fill: (data) => lines([...data.abnormal_findings, ...data.vitals]) },
  { keywords: ['assessment', 'diagnos', 'rule'], fill: (data) => lines([...data.diagnoses, ...data.rule_outs.map((name) => `Rule out: ${name}`)]) },
  {
    keywords: ['lab', 'result', 'diagnostic', 'test'],
    fill: (data) =>
      lines([
        ...data.lab_results.flatMap((result) =>
          result.tests.map((test) => {
            const flagged = test.values.filter((value) => value.flag && value.flag !== 'N').map(flaggedValue);
            return flagged.length ? `${test.name}: ${flagged.join('; ')}` : `${test.name}: within reference ranges`;
          }),
        ),
        ...data.inhouse_results.map((result) => `${result.name}: ${result.result}`),
      ]),
  },
  { keywords: ['treatment', 'procedure', 'service'], fill: (data) => lines([...data.treatments, ...data.services]) },
  { keywords: ['medication', 'prescri', 'drug'], fill: (data) => lines(data.medications.map((med) => (med.dosage ? `${med.name} — ${med.dosage}` : med.name))) },
  { keywords: ['plan', 'care', 'home', 'instruction', 'recommend'], fill: (data) => data.additional_care_text.trim() },
];

const lines = (items: string[]) =>
  items
    .map((item) => item.trim())
    .filter(Boolean)
    .join('\n');

/** 'ALT 182 U/L (H, 10–125)'. */
export function flaggedValue(value: PreviewLabValue): string {
  const amount = [value.value, value.unit].filter(Boolean).join(' ');
  const note = [value.flag, value.reference_range].filter(Boolean).join(', ');
  return `${value.analyte} ${amount}${note ? ` (${note})` : ''}`;
}

/**
 * Each section filled by the first rule whose keywords its name contains (case-insensitive); a
 * section no rule fills keeps the template's own value. A rule with nothing recorded fills '' —
 * nothing is invented.
 */
export function previewTemplate(content: Section[], data: PreviewData): Section[] {
  return content.map((section) => {
    const name = section.section.toLowerCase();
    const rule = RULES.find((candidate) => candidate.keywords.some((keyword) => name.includes(keyword)));
    return { section: section.section, value: rule ? rule.fill(data) : section.value };
  });
}
