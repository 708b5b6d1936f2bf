// The treatment result being edited on the Results step, shared by its two modes: the saved result
// (or, before the first save, the plan's approved rows and the objective note's rule-outs) and the
// person's unsaved edits over it; save() creates it the first time and then updates the version it
// was based on (spec 002 section 4 'Treatment result save', section 8's texts). A stale save keeps
// the edits and says who changed the result; the next save is based on that newer version.
import { useMemo, useState } from 'react';
import { notify } from '../../ui/notifications/notificationStore';
import { useSaveTreatmentResult } from './mutations/useSaveTreatmentResult';
import type { ResultsVisit, ResultsWriting } from './resultsData';
import { initialTreatmentResult, type ResultDiagnosisValue, type ResultRowValue, type TreatmentResultValue } from './resultsRules';

export const TREATMENT_RESULT_SAVED = 'Treatment result has been saved';
export const SAVE_ERROR = { title: 'Save Treatment Result Error', fallback: 'An error occurred while saving' } as const;
export const UPDATE_ERROR = { title: 'Update Treatment Result Error', fallback: 'An error occurred while updating' } as const;

type ReadRow = { readonly planItemId?: string | null; readonly catalogueId?: string | null; readonly code: string; readonly name: string; readonly quantity?: number | null; readonly dosage?: string | null; readonly comment?: string | null };
type ReadDiagnosis = { readonly diagnosisId?: string | null; readonly name: string; readonly category?: string | null; readonly description?: string | null };

const rowValue = (row: ReadRow): ResultRowValue => ({
  planItemId: row.planItemId ?? null,
  catalogueId: row.catalogueId ?? null,
  code: row.code,
  name: row.name,
  quantity: row.quantity ?? null,
  dosage: row.dosage ?? null,
  comment: row.comment ?? null,
});
const diagnosisValue = (row: ReadDiagnosis): ResultDiagnosisValue => ({ diagnosisId: row.diagnosisId ?? null, name: row.name, category: row.category ?? null, description: row.description ?? null });

/** The plan rows the step reads: the latest signed plan's, else the working plan's (plan decision 4). */
export function planRowsOf(visit: Pick<ResultsVisit, 'signedTreatmentPlan' | 'treatmentPlan'>) {
  return visit.signedTreatmentPlan?.items ?? visit.treatmentPlan?.items ?? [];
}

export interface TreatmentResultDraft {
  value: TreatmentResultValue;
  dirty: boolean;
  saving: boolean;
  /** Why the last save was refused because someone else saved first; the edits are kept. */
  conflict: string | null;
  /** The version the next save is based on; null before the first save. */
  basedOnVersion: number | null;
  update: (change: (current: TreatmentResultValue) => TreatmentResultValue) => void;
  save: (template?: { soapTemplateId: string; templateContent: ReadonlyArray<{ section: string; value: string }> }) => Promise<boolean>;
}

export function useTreatmentResultDraft(visit: ResultsVisit, writing: ResultsWriting): TreatmentResultDraft {
  const saved = visit.results.treatmentResult;
  const signed = visit.signedTreatmentPlan != null;
  const rows = planRowsOf(visit);
  const ruleOuts = visit.objectiveNote?.ruleOuts;
  const base = useMemo<TreatmentResultValue>(() => {
    if (saved) {
      const { result } = saved;
      return {
        ruleOuts: result.ruleOuts.map(diagnosisValue),
        diagnosis: result.diagnosis.map(diagnosisValue),
        treatments: result.treatments.map(rowValue),
        medications: result.medications.map(rowValue),
        customMedications: result.customMedications.map(rowValue),
        inventories: result.inventories.map(rowValue),
        services: result.services.map(rowValue),
        additionalCareText: result.additionalCareText,
      };
    }
    const fromObjective = (ruleOuts ?? []).map((ruleOut) => ({ diagnosisId: ruleOut.diagnosis?.id ?? null, name: ruleOut.name, category: ruleOut.category ?? null, description: ruleOut.description || null }));
    return initialTreatmentResult(rows, signed, fromObjective);
  }, [saved, rows, signed, ruleOuts]);
  const [edits, setEdits] = useState<TreatmentResultValue | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // A stale first save learns the version someone else created (the visit's link to it is not in the store yet).
  const [knownVersion, setKnownVersion] = useState<number | null>(null);
  const [mutate, saving] = useSaveTreatmentResult();
  const value = edits ?? base;
  const basedOnVersion = Math.max(saved?.version ?? -1, knownVersion ?? -1);
  const exists = basedOnVersion >= 0;

  const save: TreatmentResultDraft['save'] = async (template) => {
    const failure = exists ? UPDATE_ERROR : SAVE_ERROR;
    if (!writing.writable) return false;
    try {
      const { saveTreatmentResult: result } = await mutate({
        input: {
          visitId: visit.id,
          basedOnVersion: exists ? basedOnVersion : null,
          result: value,
          // A save names the whole record: one from the results mode keeps the template's sections saved before.
          soapTemplateId: template?.soapTemplateId ?? saved?.soapTemplate?.id ?? null,
          templateContent: (template?.templateContent ?? saved?.templateContent)?.map(({ section, value: text }) => ({ section, value: text })) ?? null,
          visitModificationId: writing.visitModificationId,
        },
      });
      if (result.__typename === 'SaveTreatmentResultSuccess') {
        setEdits(null);
        setConflict(null);
        setKnownVersion(null);
        notify('success', TREATMENT_RESULT_SAVED);
        return true;
      }
      if (result.__typename === 'TreatmentResultStaleVersionError') {
        if (result.current) setKnownVersion(result.current.version);
        setEdits(value);
        setConflict(`${result.message}. Your changes are kept on screen: save again to save them over that version.`);
        return false;
      }
      const fieldMessage = result.__typename === 'InputValidationError' ? result.fieldErrors?.[0]?.message : undefined;
      notify('error', failure.title, fieldMessage || ('message' in result ? result.message : undefined) || failure.fallback);
    } catch {
      notify('error', failure.title, failure.fallback);
    }
    return false;
  };

  return {
    value,
    dirty: edits !== null,
    saving,
    conflict,
    basedOnVersion: exists ? basedOnVersion : null,
    update: (change) => setEdits(change(value)),
    save,
  };
}
