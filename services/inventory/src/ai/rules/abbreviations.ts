// Common veterinary charting abbreviations and their expansions. The clean-up expands the ones
// whose meaning is unambiguous in a clinical note; the triage rules read both forms.
export interface Abbreviation {
  /** As written; matched as a whole token, case-insensitive unless caseSensitive. */
  short: string;
  long: string;
  /** Short forms that are also ordinary words ('PO', 'BAR') expand only when written in capitals. */
  caseSensitive?: boolean;
}

export const ABBREVIATIONS: Abbreviation[] = [
  { short: 'V/D', long: 'vomiting/diarrhea' },
  { short: 'V+D', long: 'vomiting and diarrhea' },
  { short: 'V&D', long: 'vomiting and diarrhea' },
  { short: 'PU/PD', long: 'polyuria/polydipsia' },
  { short: 'PU', long: 'polyuria', caseSensitive: true },
  { short: 'PD', long: 'polydipsia', caseSensitive: true },
  { short: 'BAR', long: 'bright, alert and responsive', caseSensitive: true },
  { short: 'QAR', long: 'quiet, alert and responsive', caseSensitive: true },
  { short: 'WNL', long: 'within normal limits' },
  { short: 'NSF', long: 'no significant findings' },
  { short: 'NAF', long: 'no abnormal findings' },
  { short: 'SID', long: 'once daily', caseSensitive: true },
  { short: 'BID', long: 'twice daily', caseSensitive: true },
  { short: 'TID', long: 'three times daily', caseSensitive: true },
  { short: 'QID', long: 'four times daily', caseSensitive: true },
  { short: 'EOD', long: 'every other day', caseSensitive: true },
  { short: 'PRN', long: 'as needed' },
  { short: 'PO', long: 'by mouth', caseSensitive: true },
  { short: 'SQ', long: 'subcutaneously', caseSensitive: true },
  { short: 'SC', long: 'subcutaneously', caseSensitive: true },
  { short: 'IM', long: 'intramuscularly', caseSensitive: true },
  { short: 'IV', long: 'intravenously', caseSensitive: true },
  { short: 'q8h', long: 'every 8 hours' },
  { short: 'q12h', long: 'every 12 hours' },
  { short: 'q24h', long: 'every 24 hours' },
  { short: 'hx', long: 'history' },
  { short: 'sx', long: 'symptoms' },
  { short: 'tx', long: 'treatment' },
  { short: 'dx', long: 'diagnosis' },
  { short: 'ddx', long: 'differential diagnoses' },
  { short: 'rx', long: 'prescription' },
  { short: 'y/o', long: 'year old' },
  { short: 'yo', long: 'year old', caseSensitive: true },
  { short: 'MN', long: 'male neutered', caseSensitive: true },
  { short: 'FS', long: 'female spayed', caseSensitive: true },
  { short: 'MC', long: 'male castrated', caseSensitive: true },
  { short: 'DSH', long: 'domestic shorthair', caseSensitive: true },
  { short: 'DLH', long: 'domestic longhair', caseSensitive: true },
  { short: 'o/o', long: 'owner observed' },
  { short: 'w/', long: 'with' },
  { short: 'w/o', long: 'without' },
  { short: 'abx', long: 'antibiotics' },
  { short: 'meds', long: 'medications' },
  { short: 'appt', long: 'appointment' },
];

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface AbbreviationMatch {
  abbreviation: Abbreviation;
  text: string;
  start: number;
  end: number;
}

// Longest first so 'PU/PD' is one token rather than 'PU' and 'PD', and 'w/o' wins over 'w/'.
const SORTED = [...ABBREVIATIONS].sort((a, b) => b.short.length - a.short.length);
export const ABBREVIATION_PATTERN = new RegExp(`(?<![\\w/])(${SORTED.map((a) => escape(a.short)).join('|')})(?![\\w/+&])`, 'gi');

/** The abbreviations written in the text, in order. */
export function findAbbreviations(text: string): AbbreviationMatch[] {
  const found: AbbreviationMatch[] = [];
  for (const match of text.matchAll(ABBREVIATION_PATTERN)) {
    const written = match[0];
    const abbreviation = SORTED.find((a) => (a.caseSensitive ? a.short === written : a.short.toLowerCase() === written.toLowerCase()));
    if (!abbreviation) continue;
    found.push({ abbreviation, text: written, start: match.index, end: match.index + written.length });
  }
  return found;
}
