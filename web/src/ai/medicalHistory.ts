// The Medical History Summary panel's rules (spec 002 section 2.8): its five
// sections in the spec's order, the empty text, and a subtitle that names only the sources the
// lines really came from — the product's own earlier visits, the pet's problem list, the
// practice-management system's records — so the panel never claims more than it drew on.

export const NO_MEDICAL_HISTORY = 'Oh, looks like there is no medical history available for this animal.';

export type MedicalHistorySectionKey = 'medications' | 'treatments' | 'services' | 'problems' | 'diagnosis';

export const MEDICAL_HISTORY_SECTIONS: ReadonlyArray<{ key: MedicalHistorySectionKey; title: string }> = [
  { key: 'medications', title: 'Medications' },
  { key: 'treatments', title: 'Treatments' },
  { key: 'services', title: 'Services' },
  { key: 'problems', title: 'Problems' },
  { key: 'diagnosis', title: 'Diagnosis' },
];

export interface HistoryLine {
  readonly text: string;
  readonly source: string;
  readonly visitDate: string | null | undefined;
  readonly visit: { readonly id: string; readonly name?: string | null } | null | undefined;
}

export type HistorySummary = Record<MedicalHistorySectionKey, ReadonlyArray<HistoryLine>>;

const SOURCE_PHRASES: ReadonlyArray<[string, string]> = [
  ['visit', "this pet's earlier visits charted in VetChart"],
  ['pet', "the pet's problem list"],
  ['practice', "the practice-management system's records"],
];

const joinPhrases = (phrases: ReadonlyArray<string>) => (phrases.length <= 1 ? (phrases[0] ?? '') : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`);

/** 'The assistant put this summary together from …' with the sources the lines came from. */
export function medicalHistorySubtitle(summary: HistorySummary): string {
  const sources = new Set(MEDICAL_HISTORY_SECTIONS.flatMap(({ key }) => summary[key].map((line) => line.source)));
  const phrases = SOURCE_PHRASES.filter(([source]) => sources.has(source)).map(([, phrase]) => phrase);
  if (phrases.length === 0) return "The assistant looked through this pet's earlier visits charted in VetChart, its problem list and any practice-management records it has.";
  return `The assistant put this summary together from ${joinPhrases(phrases)}.`;
}

/** Where a line without a visit came from, said beside it. */
export function lineOrigin(line: HistoryLine): string | null {
  if (line.visit) return null;
  if (line.source === 'practice') return 'Practice record';
  if (line.source === 'pet') return 'Problem list';
  return null;
}

const HISTORY_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 23, 2026' for a visit date (UTC, like the visit history). */
export const historyDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : HISTORY_DATE.format(date);
};
