// The results step's rules (spec 002 sections 3, 4, 7; docs/rest-main-results.md):
// which visit statuses refuse result writes, the dates' and names' rules that the routes check,
// and the template preview (a pure function: each template section filled from the visit's
// recorded data). The messages and the request bodies are the contract's
// (@vetchart/contracts/results/results).
import { RESULT_MESSAGES, treatmentResultKept, type Section, type TreatmentResultKept as TreatmentResultContent } from '@vetchart/contracts/results/results';

/** Result writes need a reason for modification only in this status (PLAN-18 decision 2). */
export const RESULT_WRITE_STATUSES = { readOnlyStatuses: ['SOAP Finalized'] };

export { RESULT_MESSAGES };

/** '<App> could not be reached. Please try again later.' and its kin, for a provider's name. */
export const unreachableMessage = (app: string) => `${app} could not be reached. Please try again later.`;
export const notLinkedMessage = (app: string) => `This pet is not linked to a patient in ${app}. Sync it from the practice system first.`;


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

export type { Section, TreatmentResultContent };
/** The treatment result's content as a save sends it (the contract's). */
export const treatmentResultContent = treatmentResultKept;

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
