// The Subjective step's AI (spec 002 sections 2.2 and 4, spec 003 section 4): the AI prompt read as
// a triage note (analyzeTriageNotes) and applied in the panel's Replace / Append mode, 'Fill from
// triage notes' (the Triage notes field, replacing what it states), and Magic Re-write of the
// complaint, special diets and supplements with Undo. Every field the AI filled is marked with the
// note's words behind it until the person edits it.
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { UseFormReturn } from 'react-hook-form';
import type { useSubjectiveAiMedicationsQuery } from '../../__generated__/useSubjectiveAiMedicationsQuery.graphql';
import { useAiMarks } from '../../ai/aiMarks';
import { CHECK_AI_RESPONSE } from '../../ai/aiMessages';
import type { MergeMode } from '../../ai/mergeModes';
import { useAnalyzeTriageNotes } from '../../ai/mutations/useAnalyzeTriageNotes';
import { useMagicRewrite, type KeyedText } from '../../ai/useMagicRewrite';
import { notify } from '../../ui/notifications/notificationStore';
import type { SubjectiveFormValues } from './subjectiveForm';
import { applyTriage, hasFindings, oneLine, TRIAGE_ERROR, TRIAGE_ERROR_FALLBACK, TRIAGE_NOTHING_FOUND, TRIAGE_REQUIRED, valueAt, type TriageAnalysisData } from './triageImport';

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
  ['complaint', 'chiefComplaint.complaint'],
  ['specialDiets', 'additionalNotes.specialDiets'],
  ['supplements', 'additionalNotes.supplements'],
] as const;

type Form = Pick<UseFormReturn<SubjectiveFormValues>, 'getValues' | 'setValue'>;

export function useSubjectiveAi(form: Form, speciesName: string | null | undefined) {
  const environment = useRelayEnvironment();
  const [analyze] = useAnalyzeTriageNotes();
  const { marks, mark } = useAiMarks();

  const productNamesFor = async (listed: ReadonlyArray<string>) => {
    const names = new Set<string>();
    for (const entry of listed.map((name) => name.trim()).filter(Boolean)) {
      const found = await fetchQuery<useSubjectiveAiMedicationsQuery>(environment, medicationsQuery, { search: entry }).toPromise();
      for (const edge of found?.medications.edges ?? []) names.add(edge.node.productName);
    }
    return [...names];
  };

  /** Reads `text` as a triage note and applies it; true when the form changed. */
  const importTriage = async (text: string, mode: MergeMode): Promise<boolean> => {
    let analysis: TriageAnalysisData;
    try {
      const { analyzeTriageNotes: result } = await analyze({ input: { text: oneLine(text), ...(speciesName ? { speciesName } : {}) } });
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
    const current = form.getValues();
    const { values, filled } = applyTriage(current, analysis, { mode, productNames: await productNamesFor(analysis.medications) });
    for (const field of filled) form.setValue(field.path, valueAt(values, field.path) as never, { shouldDirty: true });
    mark(filled.map((field) => ({ path: field.path, value: valueAt(values, field.path), evidence: field.evidence ? `From the note: ${field.evidence}` : '' })));
    return true;
  };

  /** 'Fill from triage notes': the Triage notes field read and applied over what it states. */
  const fillFromTriageNotes = async () => {
    const text = form.getValues('additionalNotes.triageNotes');
    if (!text.trim()) {
      notify('info', TRIAGE_REQUIRED);
      return;
    }
    if (await importTriage(text, 'replace')) notify('info', CHECK_AI_RESPONSE);
  };

  const rewrite = useMagicRewrite({
    collect: () => REWRITE_FIELDS.map(([key, path]) => ({ key, text: form.getValues(path) })),
    apply: (texts: KeyedText[], rewritten) => {
      const changed: { path: string; value: unknown; evidence: string }[] = [];
      for (const { key, text } of texts) {
        const path = REWRITE_FIELDS.find(([fieldKey]) => fieldKey === key)?.[1];
        if (!path) continue;
        form.setValue(path, text, { shouldDirty: true });
        const before = rewritten?.before.find((entry) => entry.key === key)?.text;
        if (before !== undefined) changed.push({ path, value: text, evidence: `Magic Re-write of “${before.trim()}”` });
      }
      mark(changed);
    },
  });

  return { marks, importTriage, fillFromTriageNotes, rewrite };
}
