// The objective note's choices and score labels (spec 002 section 5), held once for the main
// service (its rules validate with them) and the gateway (the GraphQL note and the visit documents
// show the labels): plain values and functions, no service code.
export const MENTATIONS = ['Bright', 'Depressed', 'Stuporous', 'Comatose'] as const;
export type Mentation = (typeof MENTATIONS)[number];
export const DEFAULT_MENTATION: Mentation = 'Bright';

export const EXAM_RESULTS = ['Normal', 'Abnormal', 'Negative', 'Positive'] as const;
export type ExamResult = (typeof EXAM_RESULTS)[number];

/** The feline grimace scale's starting value in the form (spec 002 section 5). */
export const DEFAULT_GRIMACE_SCALE = 4;

export const FELINE_ONLY = 'The feline grimace scale is only charted for feline pets.';

/** 1-3 Too Thin, 4-6 Ideal, 7-9 Too Heavy; missing or unknown is Too Thin (spec 002 section 5). */
export function bodyScoreLabel(score: number | null | undefined): string {
  if (score !== null && score !== undefined && score >= 4 && score <= 6) return 'Ideal';
  if (score !== null && score !== undefined && score >= 7 && score <= 9) return 'Too Heavy';
  return 'Too Thin';
}

/** 0-2 No Pain, 3-5 Moderate, 6-8 Very Severe Pain, 9 Worst Pain Possible; null when not scored. */
export function painScoreLabel(score: number | null | undefined): string | null {
  if (score === null || score === undefined || score < 0 || score > 9) return null;
  if (score <= 2) return 'No Pain';
  if (score <= 5) return 'Moderate';
  if (score <= 8) return 'Very Severe Pain';
  return 'Worst Pain Possible';
}

const MUSCLE_LABELS = ['Normal', 'Mild Loss', 'Moderate Loss', 'Marked Loss', 'Severe Loss'];

/** 0 Normal, 1 Mild Loss, 2 Moderate Loss, 3 Marked Loss, 4 Severe Loss; null when not scored. */
export function muscleConditionLabel(score: number | null | undefined): string | null {
  if (score === null || score === undefined) return null;
  return MUSCLE_LABELS[score] ?? null;
}

/** The dental score as the summary shows it: 'n/4'. */
export function dentalScoreLabel(score: number | null | undefined): string | null {
  return score === null || score === undefined ? null : `${score}/4`;
}
