// The Objective step's AI (spec 002 sections 2.4 and 4): the AI prompt (with the step's
// observations) and 'Fill exam from observations' read into the Physical Exam Summary by
// physicalExamFromObservations, in the panel's Replace / Append mode; Magic Re-write of the exam
// categories' comments with Undo. Filled results and comments carry the AI mark, with the words of
// the observations behind them, until edited.
//
// A fill never overwrites what the vet wrote (examImport.ts, aiFill.ts) and its notice offers Undo,
// which puts the exam rows and their marks back as they were. Fields showing an error are checked
// again after a fill or an Undo, so an error the AI's answer resolved does not stay red.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AiLineData } from '../../ai-sources/aiSources';
import { notifyAiFill, notifyNothingFilled, useAiFillNoticesCloseWithForm } from '../../ai/aiFillNotice';
import { heldWords } from '../../ai/aiFill';
import { cleanUpMark, isAiOwn, useAiMarks, type CleanUpApplied, type FilledField } from '../../ai/aiMarks';
import type { MergeMode } from '../../ai/mergeModes';
import { usePhysicalExamFromObservations } from '../../ai/mutations/usePhysicalExamFromObservations';
import { useMagicRewrite } from '../../ai/useMagicRewrite';
import { notify } from '../../ui/notifications/notificationStore';
import { applyExamResults, undoExamFill } from './examImport';
import type { ExamRow, ObjectiveFormValues } from './objectiveForm';

export const EXAM_ERROR = 'Error Processing Observations';
export const EXAM_ERROR_FALLBACK = 'An error occurred processing the observations.';
export const EXAM_NOTHING_FOUND = 'Unable to extract exam results from the observations.';
export const OBSERVATIONS_REQUIRED = 'Observations are required';

type Form = Pick<UseFormReturn<ObjectiveFormValues>, 'getValues' | 'setValue' | 'getFieldState' | 'trigger'>;

export function useObjectiveAi(form: Form, visitId: string, replaceRows: (rows: ExamRow[]) => void) {
  // The last reading's lines and the observations they were read from, for the sources panel.
  const [sources, setSources] = useState<{ input: string; lines: ReadonlyArray<AiLineData> } | null>(null);
  const [readExam] = usePhysicalExamFromObservations();
  useAiFillNoticesCloseWithForm();
  const { marks, mark, restore } = useAiMarks();

  // The rows' results carry the exam's errors ('Choose Normal, …'): those showing one are checked
  // again (and `alsoCheck`, which showed one before the fill, on Undo).
  const withErrors = (rows: ReadonlyArray<ExamRow>) => rows.map((_row, index) => `examResults.${index}.result` as const).filter((path) => form.getFieldState(path).error);
  const recheck = async (rows: ReadonlyArray<ExamRow>, alsoCheck: ReadonlyArray<`examResults.${number}.result`> = []) => {
    const shown = [...new Set([...withErrors(rows), ...alsoCheck])];
    if (shown.length > 0) await form.trigger(shown);
  };

  /** Reads the observations into the exam and tells the vet, with Undo; true when the exam changed. */
  const examFrom = async (observations: string, mode: MergeMode): Promise<boolean> => {
    try {
      const { physicalExamFromObservations: result } = await readExam({ input: { visitId, observations } });
      const results = result?.__typename === 'PhysicalExamFromObservationsSuccess' ? result.results : undefined;
      if (!results) {
        notify('error', EXAM_ERROR, (result && 'message' in result && result.message) || EXAM_ERROR_FALLBACK);
        return false;
      }
      if (result?.__typename === 'PhysicalExamFromObservationsSuccess') setSources({ input: observations, lines: result.lines ?? [] });
      const before = form.getValues('examResults').map((row) => ({ ...row }));
      const notWritten = (path: string, value: unknown) => isAiOwn(marks, path, value);
      const { rows, filled, kept } = applyExamResults(before, results, mode, notWritten);
      if (results.length === 0) {
        notify('warning', EXAM_NOTHING_FOUND);
        return false;
      }
      if (filled.length === 0) {
        notifyNothingFilled(kept.map(({ index, field }) => `${field === 'result' ? 'Result' : 'Comment'} for ${rows[index]!.category}`));
        return false;
      }
      const marksBefore = marks;
      const erredBefore = withErrors(before);
      replaceRows(rows);
      mark(
        filled.map(({ index, field, evidence }) => {
          const path = `examResults.${index}.${field}`;
          // The row's own line (its category's) is the draft's source.
          const lines = (result.lines ?? []).filter((line) => line.text.startsWith(`${rows[index]!.category}:`));
          return {
            path,
            value: rows[index]![field],
            evidence,
            mixed: heldWords(path, before[index]?.[field], notWritten),
            feature: 'PHYSICAL_EXAM' as const,
            provider: result.provider,
            sources: { input: observations, lines },
          };
        }),
      );
      await recheck(rows);
      const undo = () => {
        const restored = undoExamFill(form.getValues('examResults'), before, rows);
        replaceRows(restored);
        restore(marksBefore);
        void recheck(restored, erredBefore);
      };
      notifyAiFill(undo, kept.map(({ index, field }) => `${field === 'result' ? 'Result' : 'Comment'} for ${rows[index]!.category}`));
      return true;
    } catch (error) {
      notify('error', EXAM_ERROR, (error instanceof Error && error.message) || EXAM_ERROR_FALLBACK);
      return false;
    }
  };

  /**
   * The AI prompt, read together with the step's observations. Resolves false: the fill posts its
   * own notice (with Undo), so the panel does not post a second one.
   */
  const fromPrompt = async (prompt: string, mode: MergeMode) => {
    await examFrom([prompt, form.getValues('medicalHistoryNotes').trim()].filter(Boolean).join('\n'), mode);
    return false;
  };

  const fillFromObservations = async () => {
    const observations = form.getValues('medicalHistoryNotes').trim();
    if (!observations) {
      notify('info', OBSERVATIONS_REQUIRED);
      return;
    }
    await examFrom(observations, 'replace');
  };

  // Keys are the categories: a row's index may change, its category does not.
  const rewrite = useMagicRewrite({
    collect: () => form.getValues('examResults').map((row) => ({ key: row.category, text: row.comment })),
    apply: (texts, rewritten) => {
      const rows = form.getValues('examResults');
      const changed: FilledField[] = [];
      for (const { key, text } of texts) {
        const index = rows.findIndex((row) => row.category === key);
        if (index < 0) continue;
        form.setValue(`examResults.${index}.comment`, text, { shouldDirty: true });
        const before = rewritten?.before.find((entry) => entry.key === key)?.text;
        // The vet's own words re-written: marked, but theirs for a later fill (mixed).
        if (before !== undefined && rewritten) changed.push({ path: `examResults.${index}.comment`, value: text, evidence: `Magic Re-write of “${before.trim()}”`, mixed: true, feature: 'REWRITE', provider: rewritten.provider });
      }
      mark(changed);
    },
  });

  /** An applied AI clean-up of a field: marked, so the save keeps it as an AI draft. */
  const markCleanUp = (path: string, applied: CleanUpApplied) => mark([cleanUpMark(path, applied)]);

  return { marks, fromPrompt, fillFromObservations, rewrite, sources, markCleanUp };
}
