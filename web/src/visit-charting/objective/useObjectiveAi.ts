// The Objective step's AI (spec 002 sections 2.4 and 4): the AI prompt (with the step's
// observations) and 'Fill exam from observations' read into the Physical Exam Summary by
// physicalExamFromObservations, in the panel's Replace / Append mode; Magic Re-write of the exam
// categories' comments with Undo. Filled results and comments carry the AI mark, with the words of
// the observations behind them, until edited.
import type { UseFormReturn } from 'react-hook-form';
import { useAiMarks } from '../../ai/aiMarks';
import { CHECK_AI_RESPONSE } from '../../ai/aiMessages';
import type { MergeMode } from '../../ai/mergeModes';
import { usePhysicalExamFromObservations } from '../../ai/mutations/usePhysicalExamFromObservations';
import { useMagicRewrite } from '../../ai/useMagicRewrite';
import { notify } from '../../ui/notifications/notificationStore';
import { applyExamResults } from './examImport';
import type { ExamRow, ObjectiveFormValues } from './objectiveForm';

export const EXAM_ERROR = 'Error Processing Observations';
export const EXAM_ERROR_FALLBACK = 'An error occurred processing the observations.';
export const EXAM_NOTHING_FOUND = 'Unable to extract exam results from the observations.';
export const OBSERVATIONS_REQUIRED = 'Observations are required';

type Form = Pick<UseFormReturn<ObjectiveFormValues>, 'getValues' | 'setValue'>;

export function useObjectiveAi(form: Form, visitId: string, replaceRows: (rows: ExamRow[]) => void) {
  const [readExam] = usePhysicalExamFromObservations();
  const { marks, mark } = useAiMarks();

  const examFrom = async (observations: string, mode: MergeMode): Promise<boolean> => {
    try {
      const { physicalExamFromObservations: result } = await readExam({ input: { visitId, observations } });
      const results = result?.__typename === 'PhysicalExamFromObservationsSuccess' ? result.results : undefined;
      if (!results) {
        notify('error', EXAM_ERROR, (result && 'message' in result && result.message) || EXAM_ERROR_FALLBACK);
        return false;
      }
      const { rows, filled } = applyExamResults(form.getValues('examResults'), results, mode);
      if (results.length === 0) {
        notify('warning', EXAM_NOTHING_FOUND);
        return false;
      }
      replaceRows(rows);
      mark(filled.map(({ index, field, evidence }) => ({ path: `examResults.${index}.${field}`, value: rows[index]![field], evidence })));
      return filled.length > 0;
    } catch (error) {
      notify('error', EXAM_ERROR, (error instanceof Error && error.message) || EXAM_ERROR_FALLBACK);
      return false;
    }
  };

  /** The AI prompt, read together with the step's observations. */
  const fromPrompt = (prompt: string, mode: MergeMode) => examFrom([prompt, form.getValues('medicalHistoryNotes').trim()].filter(Boolean).join('\n'), mode);

  const fillFromObservations = async () => {
    const observations = form.getValues('medicalHistoryNotes').trim();
    if (!observations) {
      notify('info', OBSERVATIONS_REQUIRED);
      return;
    }
    if (await examFrom(observations, 'replace')) notify('info', CHECK_AI_RESPONSE);
  };

  // Keys are the categories: a row's index may change, its category does not.
  const rewrite = useMagicRewrite({
    collect: () => form.getValues('examResults').map((row) => ({ key: row.category, text: row.comment })),
    apply: (texts, rewritten) => {
      const rows = form.getValues('examResults');
      const changed: { path: string; value: unknown; evidence: string }[] = [];
      for (const { key, text } of texts) {
        const index = rows.findIndex((row) => row.category === key);
        if (index < 0) continue;
        form.setValue(`examResults.${index}.comment`, text, { shouldDirty: true });
        const before = rewritten?.before.find((entry) => entry.key === key)?.text;
        if (before !== undefined) changed.push({ path: `examResults.${index}.comment`, value: text, evidence: `Magic Re-write of “${before.trim()}”` });
      }
      mark(changed);
    },
  });

  return { marks, fromPrompt, fillFromObservations, rewrite };
}
