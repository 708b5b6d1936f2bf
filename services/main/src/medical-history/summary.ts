// A pet's medical history summary (spec 002 'Medical History Summary panel'):
// what the product's own earlier visits hold — the treatment plans' rows that were not removed,
// the objective notes' rule outs, the subjective notes' chief complaints and reasons for
// consultation — with the pet's problem list and, for a pet synced from a practice system, the
// medical records the sync kept (main.pet_medical_records). No language model: the lines are the
// charted facts, each with the visit (or practice record date) it came from, newest first, and a
// fact charted at several visits is listed once, at its latest.
import type { Sql } from '@vetchart/platform/database';
import { getPet } from '../pets/pets.ts';
import type { ClinicScope } from '../scope.ts';
import { SOAP_CASES } from '../charting/subjective-rules.ts';

export interface MedicalHistoryLine {
  text: string;
  visit_id: string | null;
  /** YYYY-MM-DD: the visit's day (UTC), or the practice record's date. */
  visit_date: string | null;
  source: 'visit' | 'practice' | 'pet';
}

export interface MedicalHistorySummary {
  medications: MedicalHistoryLine[];
  treatments: MedicalHistoryLine[];
  services: MedicalHistoryLine[];
  problems: MedicalHistoryLine[];
  diagnosis: MedicalHistoryLine[];
}

type Section = keyof MedicalHistorySummary;

/** A panel, not a chart: the newest lines of each section are enough. */
export const MAX_LINES_PER_SECTION = 100;

/** The plan row kinds and the sections they are summarised in (medications include supplies). */
const PLAN_SECTIONS: Record<string, Section> = {
  MEDICATION: 'medications',
  INVENTORY: 'medications',
  DIAGNOSTIC: 'treatments',
  SERVICE: 'services',
};

/** The practice systems' record kinds (the Covetrus sandbox: exam, vaccination, lab, medication, surgery). */
const PRACTICE_SECTIONS: Record<string, Section> = {
  medication: 'medications',
  prescription: 'medications',
  lab: 'treatments',
  diagnostic: 'treatments',
  imaging: 'treatments',
  vaccination: 'services',
  surgery: 'services',
  procedure: 'services',
  diagnosis: 'diagnosis',
};

const CASE_LABELS = new Map<number, string>(SOAP_CASES.map((soapCase) => [soapCase.id, soapCase.label]));

interface PlanItem {
  kind?: string;
  name?: string;
  removed?: boolean;
  approved?: boolean;
  selected_dosage?: { dosage?: string; unit?: string } | null;
}

const VISIT_DAY = `to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

export async function medicalHistorySummary(sql: Sql, scope: ClinicScope, petId: string): Promise<MedicalHistorySummary> {
  // Another clinic's pet (or a deleted one) is not found, before anything of it is read.
  const pet = await getPet(sql, scope, petId);
  const params = [scope.clinicId, petId];
  // Every statement is bound to the caller's clinic on the note and on its visit.
  const visits = `JOIN main.visits v ON v.id = n.visit_id AND v.clinic_id = $1 AND v.deleted_at IS NULL WHERE n.clinic_id = $1 AND n.pet_id = $2`;
  const [plans, objectives, subjectives, records] = await Promise.all([
    sql.query<{ visit_id: string; visit_date: string; items: PlanItem[] }>(
      `SELECT v.id AS visit_id, ${VISIT_DAY} AS visit_date, n.items FROM main.treatment_plans n ${visits} ORDER BY v.created_at DESC, v.id`,
      params,
    ),
    sql.query<{ visit_id: string; visit_date: string; rule_outs: { name?: string }[] }>(
      `SELECT v.id AS visit_id, ${VISIT_DAY} AS visit_date, n.rule_outs FROM main.objective_notes n ${visits} ORDER BY v.created_at DESC, v.id`,
      params,
    ),
    sql.query<{ visit_id: string; visit_date: string; complaint: string | null; main_case: number[]; other_cases: string[] }>(
      `SELECT v.id AS visit_id, ${VISIT_DAY} AS visit_date, n.complaint, n.main_case, n.other_cases FROM main.subjective_notes n ${visits} ORDER BY v.created_at DESC, v.id`,
      params,
    ),
    // A record that holds a file (an imported document) is listed with the pet's files, not here:
    // its title, type, size and hash are no medication, treatment or problem.
    sql.query<{ date: string; kind: string; title: string; notes: string }>(
      `SELECT to_char(record_date, 'YYYY-MM-DD') AS date, kind, title, notes FROM main.pet_medical_records
        WHERE clinic_id = $1 AND pet_id = $2 AND file_key IS NULL ORDER BY record_date DESC, source_position, source_id`,
      params,
    ),
  ]);

  const summary = new SummaryBuilder();
  for (const plan of plans) {
    for (const item of plan.items ?? []) {
      const section = PLAN_SECTIONS[String(item.kind)];
      if (!section || item.removed || !item.name?.trim()) continue;
      const dosage = item.selected_dosage?.dosage && item.selected_dosage.unit ? ` (${item.selected_dosage.dosage} ${item.selected_dosage.unit})` : '';
      // A declined row was offered, not given: it stays in the history, marked.
      const declined = item.approved === false ? ' (declined)' : '';
      summary.add(section, { text: `${item.name.trim()}${dosage}${declined}`, visit_id: plan.visit_id, visit_date: plan.visit_date, source: 'visit' });
    }
  }
  for (const note of objectives) {
    for (const ruleOut of note.rule_outs ?? []) {
      if (ruleOut.name?.trim()) summary.add('diagnosis', { text: ruleOut.name.trim(), visit_id: note.visit_id, visit_date: note.visit_date, source: 'visit' });
    }
  }
  for (const note of subjectives) {
    const line = (text: string) => ({ text, visit_id: note.visit_id, visit_date: note.visit_date, source: 'visit' as const });
    if (note.complaint?.trim()) summary.add('problems', line(note.complaint.trim()));
    for (const id of note.main_case ?? []) {
      const label = CASE_LABELS.get(Number(id));
      if (label) summary.add('problems', line(label));
    }
    for (const other of note.other_cases ?? []) if (other.trim()) summary.add('problems', line(other.trim()));
  }
  for (const problem of pet.problems) {
    if (problem.name.trim()) summary.add('problems', { text: problem.name.trim(), visit_id: null, visit_date: null, source: 'pet' });
  }
  for (const record of records) {
    const section = PRACTICE_SECTIONS[record.kind.trim().toLowerCase()] ?? 'problems';
    const text = record.notes.trim() ? `${record.title.trim()}: ${record.notes.trim()}` : record.title.trim();
    if (text) summary.add(section, { text, visit_id: null, visit_date: record.date, source: 'practice' });
  }
  return summary.result();
}

/** Collects lines per section, each text once (case-insensitive), in the order they are added. */
class SummaryBuilder {
  private readonly sections: MedicalHistorySummary = { medications: [], treatments: [], services: [], problems: [], diagnosis: [] };
  private readonly seen = new Map<Section, Set<string>>();

  add(section: Section, line: MedicalHistoryLine): void {
    const seen = this.seen.get(section) ?? new Set<string>();
    this.seen.set(section, seen);
    const key = line.text.toLowerCase();
    if (seen.has(key) || this.sections[section].length >= MAX_LINES_PER_SECTION) return;
    seen.add(key);
    this.sections[section].push(line);
  }

  result(): MedicalHistorySummary {
    return this.sections;
  }
}
