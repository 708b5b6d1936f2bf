// The exam form's scores (spec 002 section 5): their ranges and the labels shown beside the
// controls while a score is moved. The gateway answers the same labels for a saved note
// (ObjectiveNote.bodyScoreLabel …) from services/main/src/charting-objective/objective-rules.ts;
// the form needs them before anything is saved.

export const MENTATIONS = ['Bright', 'Depressed', 'Stuporous', 'Comatose'] as const;
export type Mentation = (typeof MENTATIONS)[number];

export const EXAM_RESULTS = ['Normal', 'Abnormal', 'Negative', 'Positive'] as const;
export type ExamResult = (typeof EXAM_RESULTS)[number];

export const SCORE_RANGES = {
  bodyScore: { min: 1, max: 9 },
  painScore: { min: 1, max: 9 },
  dentalScore: { min: 0, max: 4 },
  muscleConditionScore: { min: 1, max: 4 },
  grimaceScale: { min: 1, max: 10 },
} as const;
export type ScoreField = keyof typeof SCORE_RANGES;

/** The feline grimace scale's starting value (spec 002 section 5). */
export const DEFAULT_GRIMACE_SCALE = 4;

/** 1-3 Too Thin, 4-6 Ideal, 7-9 Too Heavy; missing or unknown is Too Thin. */
export function bodyScoreLabel(score: number | null): string {
  if (score !== null && score >= 4 && score <= 6) return 'Ideal';
  if (score !== null && score >= 7 && score <= 9) return 'Too Heavy';
  return 'Too Thin';
}

/** 0-2 No Pain, 3-5 Moderate, 6-8 Very Severe Pain, 9 Worst Pain Possible; null when not scored. */
export function painScoreLabel(score: number | null): string | null {
  if (score === null || score < 0 || score > 9) return null;
  if (score <= 2) return 'No Pain';
  if (score <= 5) return 'Moderate';
  if (score <= 8) return 'Very Severe Pain';
  return 'Worst Pain Possible';
}

const MUSCLE_LABELS = ['Normal', 'Mild Loss', 'Moderate Loss', 'Marked Loss', 'Severe Loss'];

/** 0 Normal, 1 Mild Loss, 2 Moderate Loss, 3 Marked Loss, 4 Severe Loss; null when not scored. */
export function muscleConditionLabel(score: number | null): string | null {
  return score === null ? null : (MUSCLE_LABELS[score] ?? null);
}

/** The dental score out of 4, e.g. '2/4'. */
export function dentalScoreLabel(score: number | null): string | null {
  return score === null ? null : `${score}/4`;
}

/** Whether a pet's species is a cat (the grimace scale is charted for feline pets only). */
export function isFelineSpecies(species: string | null | undefined): boolean {
  return species?.trim().toLowerCase() === 'feline';
}
