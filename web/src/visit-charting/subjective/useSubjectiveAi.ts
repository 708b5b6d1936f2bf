// The Subjective step's AI (spec 002 sections 2.2 and 4, spec 003 section 4): the AI prompt read as
// a triage note (analyzeTriageNotes) and applied in the panel's Replace / Append mode, 'Fill from
// triage notes' (the Triage notes field, replacing what it states), and Magic Re-write of the
// complaint, special diets and supplements with Undo. Every field the AI filled is marked with the
// note's words behind it until the person edits it.
//
// A fill never overwrites what the person wrote (triageImport.ts, aiFill.ts) and its notice offers
// Undo, which puts back every field the fill changed. Fields showing an error are checked again
// after a fill or an Undo, so an error the AI's answer resolved does not stay red.
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AiLineData } from '../../ai-sources/aiSources';
import type { UseFormReturn } from 'react-hook-form';
import type { useSubjectiveAiMedicationsQuery } from '../../__generated__/useSubjectiveAiMedicationsQuery.graphql';
import { heldWords, undoOf, type FieldChange } from '../../ai/aiFill';
import { notifyAiFill, notifyNothingFilled, useAiFillNoticesCloseWithForm } from '../../ai/aiFillNotice';
import { cleanUpMark, isAiOwn, useAiMarks, type CleanUpApplied, type FilledField } from '../../ai/aiMarks';
import type { MergeMode } from '../../ai/mergeModes';
import { useAnalyzeTriageNotes } from '../../ai/mutations/useAnalyzeTriageNotes';
import { useMagicRewrite, type KeyedText } from '../../ai/useMagicRewrite';
import { notify } from '../../ui/notifications/notificationStore';
import type { SubjectiveFormValues } from './subjectiveForm';
import { applyTriage, hasFindings, type TriageFieldPath, oneLine, TRIAGE_ERROR, TRIAGE_ERROR_FALLBACK, TRIAGE_NOTHING_FOUND, TRIAGE_REQUIRED, valueAt, type TriageAnalysisData } from './triageImport';

// The catalogue's products for each listed medication: preselected where the name contains it.
const medicationsQuery = graphql`
  query useSubjectiveAiMedicationsQuery($search: String) {
    medications(first: 50, search: $search) {
      edges {
        node {
          productName
        }
      }
    }
  }
`;

/** The texts Magic Re-write takes on this step, by key. */
const REWRITE_FIELDS = [
  ['complaint', 'chiefComplaint.complaint', 'Chief complaint'],
  ['specialDiets', 'additionalNotes.specialDiets', 'Special diets'],
  ['supplements', 'additionalNotes.supplements', 'Supplements'],
] as const;

type Form = Pick<UseFormReturn<SubjectiveFormValues>, 'getValues' | 'setValue' | 'getFieldState' | 'trigger'>;

/** The fields' names in the 'kept' notice. */
const FIELD_LABELS: Record<TriageFieldPath, string> = {
  'chiefComplaint.complaint': 'Chief complaint',
  'chiefComplaint.duration': 'Duration',
  'reasonForConsultation.mainCaseIds': 'Reason for consultation',
  'additionalNotes.waterIntake': 'Water intake',
  'additionalNotes.appetite': 'Appetite',
  'additionalNotes.travel': 'Travel',
  'additionalNotes.coughing': 'Coughing',
  'additionalNotes.sneezing': 'Sneezing',
  'additionalNotes.vomiting': 'Vomiting',
  'additionalNotes.diarrhea': 'Diarrhea',
  'additionalNotes.supplements': 'Supplements',
  'additionalNotes.specialDiets': 'Special diets',
  'additionalNotes.medications': 'Medications',
};

export function useSubjectiveAi(form: Form, speciesName: string | null | undefined) {
  useAiFillNoticesCloseWithForm();
  const environment = useRelayEnvironment();
  const [analyze] = useAnalyzeTriageNotes();
  const { marks, mark, restore } = useAiMarks();
  // The last triage import's lines and the note they were read from, for the sources panel.
  const [sources, setSources] = useState<{ input: string; lines: ReadonlyArray<AiLineData> } | null>(null);

  const withErrors = (paths: ReadonlyArray<string>) => paths.map((path) => path as TriageFieldPath).filter((path) => form.getFieldState(path).error);
  /** Sets fields and checks again those showing an error (and `alsoCheck`, which showed one before). */
  const setFields = async (fields: ReadonlyArray<{ path: string; value: unknown }>, alsoCheck: ReadonlyArray<TriageFieldPath> = []) => {
    // An unchosen radio group reads as null: it is put back as the form's empty choice ('').
    for (const { path, value } of fields) form.setValue(path as TriageFieldPath, (value ?? '') as never, { shouldDirty: true });
    const shown = [...new Set([...withErrors(fields.map(({ path }) => path)), ...alsoCheck])];
    if (shown.length > 0) await form.trigger(shown);
  };

  const productNamesFor = async (listed: ReadonlyArray<string>) => {
    const names = new Set<string>();
    for (const entry of listed.map((name) => name.trim()).filter(Boolean)) {
      const found = await fetchQuery<useSubjectiveAiMedicationsQuery>(environment, medicationsQuery, { search: entry }).toPromise();
      for (const edge of found?.medications?.edges ?? []) names.add(edge.node.productName);
    }
    return [...names];
  };

  /**
   * Reads `text` as a triage note and applies it, telling the person with Undo. Resolves false: the
   * fill posts its own notice, so the AI prompt panel does not post a second one.
   */
  const importTriage = async (text: string, mode: MergeMode): Promise<boolean> => {
    let analysis: TriageAnalysisData & { readonly lines: ReadonlyArray<AiLineData> };
    // The engine reads the note trimmed: the lines' spans are offsets into it as sent.
    const sent = oneLine(text);
    try {
      const { analyzeTriageNotes: result } = await analyze({ input: { text: sent, ...(speciesName ? { speciesName } : {}) } });
      const found = result?.__typename === 'AnalyzeTriageNotesSuccess' ? result.analysis : undefined;
      if (!found) {
        notify('error', TRIAGE_ERROR, (result && 'message' in result && result.message) || TRIAGE_ERROR_FALLBACK);
        return false;
      }
      analysis = found;
    } catch (error) {
      notify('error', TRIAGE_ERROR, (error instanceof Error && error.message) || TRIAGE_ERROR_FALLBACK);
      return false;
    }
    if (!hasFindings(analysis)) {
      notify('warning', TRIAGE_NOTHING_FOUND);
      return false;
    }
    setSources({ input: sent, lines: analysis.lines });
    const productNames = await productNamesFor(analysis.medications);
    const current = structuredClone(form.getValues());
    const notWritten = (path: string, value: unknown) => isAiOwn(marks, path, value);
    const { values, filled, kept } = applyTriage(current, analysis, { mode, productNames, notWritten });
    if (filled.length === 0) {
      notifyNothingFilled(kept.map((path) => FIELD_LABELS[path]));
      return false;
    }
    const marksBefore = marks;
    const changes: FieldChange[] = filled.map(({ path }) => ({ path, before: valueAt(current, path), after: valueAt(values, path) }));
    // Undo brings back the errors shown before the fill, where the answers bring them back.
    const erredBefore = withErrors(changes.map(({ path }) => path));
    await setFields(changes.map(({ path, after }) => ({ path, value: after })));
    mark(
      filled.map((field) => ({
        path: field.path,
        value: valueAt(values, field.path),
        evidence: field.evidence ? `From the note: ${field.evidence}` : '',
        mixed: heldWords(field.path, valueAt(current, field.path), notWritten),
        feature: 'TRIAGE_IMPORT' as const,
        provider: analysis.provider,
        sources: { input: sent, lines: analysis.lines },
      })),
    );
    notifyAiFill(() => {
      void setFields(
        undoOf(changes, (path) => valueAt(form.getValues(), path)),
        erredBefore,
      );
      restore(marksBefore);
    }, kept.map((path) => FIELD_LABELS[path]));
    return false;
  };

  /** 'Fill from triage notes': the Triage notes field read and applied over what it states. */
  const fillFromTriageNotes = async () => {
    const text = form.getValues('additionalNotes.triageNotes');
    if (!text.trim()) {
      notify('info', TRIAGE_REQUIRED);
      return;
    }
    await importTriage(text, 'replace');
  };

  const rewrite = useMagicRewrite({
    collect: () => REWRITE_FIELDS.map(([key, path, label]) => ({ key, label, text: form.getValues(path) })),
    apply: (texts: KeyedText[], rewritten) => {
      const changed: FilledField[] = [];
      for (const { key, text } of texts) {
        const path = REWRITE_FIELDS.find(([fieldKey]) => fieldKey === key)?.[1];
        if (!path) continue;
        form.setValue(path, text, { shouldDirty: true });
        const before = rewritten?.before.find((entry) => entry.key === key)?.text;
        // The person's own words re-written: marked, but theirs for a later fill (mixed).
        if (before !== undefined && rewritten) changed.push({ path, value: text, evidence: `Magic Re-write of “${before.trim()}”`, mixed: true, feature: 'REWRITE', provider: rewritten.provider });
      }
      mark(changed);
    },
  });

  /** An applied AI clean-up of a field: marked, so the save keeps it as an AI draft. */
  const markCleanUp = (path: string, applied: CleanUpApplied) => mark([cleanUpMark(path, applied)]);

  return { marks, importTriage, fillFromTriageNotes, rewrite, sources, markCleanUp };
}
