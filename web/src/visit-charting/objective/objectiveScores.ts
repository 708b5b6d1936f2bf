// The exam form's scores (spec 002 section 5): their ranges and the labels shown beside the
// controls while a score is moved. The choices and labels are the contract's
// (@vetchart/contracts/charting-objective/objective-labels), which the gateway answers for a saved
// note too (ObjectiveNote.bodyScoreLabel …); the form needs them before anything is saved.
import {
  bodyScoreLabel,
  DEFAULT_GRIMACE_SCALE,
  dentalScoreLabel,
  EXAM_RESULTS,
  MENTATIONS,
  muscleConditionLabel,
  painScoreLabel,
  type ExamResult,
  type Mentation,
} from '@vetchart/contracts/charting-objective/objective-labels';
import { SCORE_RANGES as CONTRACT_RANGES, type ScoreField } from '@vetchart/contracts/charting-objective/objective-note';

export { bodyScoreLabel, DEFAULT_GRIMACE_SCALE, dentalScoreLabel, EXAM_RESULTS, MENTATIONS, muscleConditionLabel, painScoreLabel, type ExamResult, type Mentation };

export type { ScoreField };

/** The controls' ranges: the contract's, without its label (each control names its score). */
const range = (field: ScoreField) => ({ min: CONTRACT_RANGES[field].min, max: CONTRACT_RANGES[field].max });
export const SCORE_RANGES = {
  bodyScore: range('bodyScore'),
  painScore: range('painScore'),
  dentalScore: range('dentalScore'),
  muscleConditionScore: range('muscleConditionScore'),
  grimaceScale: range('grimaceScale'),
} satisfies Record<ScoreField, { min: number; max: number }>;

/** Whether a pet's species is a cat (the grimace scale is charted for feline pets only). */
export function isFelineSpecies(species: string | null | undefined): boolean {
  return species?.trim().toLowerCase() === 'feline';
}
