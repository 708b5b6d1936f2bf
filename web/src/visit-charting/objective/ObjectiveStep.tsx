// The objective step, 'Phyiscal Examination' (spec 002 section 2.4, spelling as in the product):
// the Physical Exam Summary by body category, Rule Outs from the clinic's diagnoses, 'Related
// Scores', the medical history observations, Previous / Save / Continue in the sticky action bar
// (Previous waits while there are unsaved changes; Continue saves them first), and the
// 'VEA Visit History'. Opening the step enters the exam
// (startPhysicalExam: the server moves a visit with no objective note to 'Exam in Progress').
//
// The AI prompt panel, 'Fill exam from observations', Magic Re-write of the exam comments with
// Undo, and dictation and clean-up on the observations (useObjectiveAi.ts); AI-filled results and
// comments carry the AI mark until edited. A fill keeps what the vet wrote and can be undone.
//
// The form keeps the version it was loaded from: a save based on an older one is refused with who
// changed it; the person's edits stay and they choose to load the newer values or keep theirs.
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { graphql, readInlineData, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { ObjectiveStep_note$data, ObjectiveStep_note$key } from '../../__generated__/ObjectiveStep_note.graphql';
import type { ObjectiveStep_visit$key } from '../../__generated__/ObjectiveStep_visit.graphql';
import type { ObjectiveVisitHistory_pet$key } from '../../__generated__/ObjectiveVisitHistory_pet.graphql';
import type { RuleOutPicker_query$key } from '../../__generated__/RuleOutPicker_query.graphql';
import { AiMark } from '../../ai/AiMark';
import { markOf } from '../../ai/aiMarks';
import { AiPromptPanel } from '../../ai/AiPromptPanel';
import { LazyAiSourcesPanel, LazyAiTextTools } from '../../ai/LazyAiTextTools';
import { MagicRewriteBar } from '../../ai/MagicRewriteBar';
import { formatVisitTime } from '../../pet-profile/petProfileLinks';
import { applyServerFieldErrors } from '../../ui/applyServerFieldErrors';
import { Button, focusRing } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineNotice } from '../../ui/InlineNotice';
import { notify } from '../../ui/notifications/notificationStore';
import { StickyActionBar } from '../../ui/StickyActionBar';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { useSaveThenContinue } from '../useSaveThenContinue';
import { stepSearch } from '../visitSteps';
import { useSaveObjectiveNote } from './mutations/useSaveObjectiveNote';
import { useStartPhysicalExam } from './mutations/useStartPhysicalExam';
import { formPathOf, objectiveFormSchema, toFormValues, toSaveInput, type ObjectiveFormValues, type RuleOutRow } from './objectiveForm';
import { ObjectiveVisitHistory } from './ObjectiveVisitHistory';
import { bodyScoreLabel, dentalScoreLabel, EXAM_RESULTS, isFelineSpecies, MENTATIONS, muscleConditionLabel, painScoreLabel, SCORE_RANGES } from './objectiveScores';
import { ScoreButtons, ScoreSlider } from './ScoreControls';
import { useObjectiveAi } from './useObjectiveAi';
import { AiDraftBadge } from '../../ai-drafts/AiDraftBadge';
import { aiDraftMarksOf, draftOfField, examCommentField } from '../../ai-drafts/aiDraftFields';
import { useVisitAiDrafts } from '../../ai-drafts/useVisitAiDrafts';

/** The observations as the server names the field of an AI draft. */
const OBSERVATIONS_FIELD = 'medical_history_notes';

// Loaded beside the step rather than with it: the picker (a search over the clinic's diagnoses) is
// only there to add a rule out, and the step stays within its download budget.
const RuleOutPicker = lazy(async () => ({ default: (await import('./RuleOutPicker')).RuleOutPicker }));

export const OBJECTIVE_TITLE = 'Phyiscal Examination';
/** Spec 002 section 8: the first save's error, and the update's (worded so in the product). */
export const SUBMIT_OBJECTIVE_ERROR = 'Submit Objective Data Error';
export const UPDATE_OBJECTIVE_ERROR = 'Submit Subjective Data Error';

const noteFragment = graphql`
  fragment ObjectiveStep_note on ObjectiveNote @inline {
    id
    version
    bodyScore
    painScore
    dentalScore
    muscleConditionScore
    grimaceScale
    mentation
    medicalHistoryNotes
    physicalExamResults {
      category
      categoryId
      result
      comment
    }
    ruleOuts {
      name
      category
      description
      diagnosis {
        id
      }
    }
    updatedByName
    updatedAt
  }
`;

const visitFragment = graphql`
  fragment ObjectiveStep_visit on Visit {
    id
    isReadOnly
    isLocked
    pet {
      species {
        specie
      }
    }
    objectiveNote {
      ...ObjectiveStep_note
    }
    ...useVisitAiDrafts_visit
  }
`;

type Note = ObjectiveStep_note$data;
const readNote = (key: ObjectiveStep_note$key | null | undefined): Note | null => (key ? readInlineData(noteFragment, key) : null);

interface ObjectiveStepProps {
  visit: ObjectiveStep_visit$key;
  pet: ObjectiveVisitHistory_pet$key;
  query: RuleOutPicker_query$key;
  /** visitEditing() of the page, and whether the person holds 'Add Visit'. */
  editable: boolean;
  visitModificationId: string | null;
  titleId: string;
}

interface Conflict {
  message: string;
  current: Note | null;
}

export function ObjectiveStep({ visit: visitKey, pet, query, editable, visitModificationId, titleId }: ObjectiveStepProps) {
  const visit = useFragment(visitFragment, visitKey);
  const feline = isFelineSpecies(visit.pet.species?.specie);
  // What the form was loaded from. The store's note may move on underneath (a stale save brings
  // the newer note into the store): the form keeps its own until the person chooses.
  const [loaded, setLoaded] = useState<Note | null>(() => readNote(visit.objectiveNote));
  const [baseVersion, setBaseVersion] = useState<number | null>(loaded?.version ?? null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [removing, setRemoving] = useState<{ index: number; name: string } | null>(null);
  const [savedNoteId, setSavedNoteId] = useState<string | null>(null);
  const [saveNote] = useSaveObjectiveNote();
  const [startExam] = useStartPhysicalExam();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const observationsId = useId();

  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    getValues,
    setValue,
    trigger,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ObjectiveFormValues>({ resolver: zodResolver(objectiveFormSchema), defaultValues: toFormValues(loaded, feline) });
  const examRows = useFieldArray({ control, name: 'examResults' });
  const ruleOuts = useFieldArray({ control, name: 'ruleOuts', keyName: 'key' });
  const ai = useObjectiveAi({ getValues, setValue, getFieldState, trigger }, visit.id, (rows) => examRows.replace(rows));
  const drafts = useVisitAiDrafts(visit);
  // While AI marks or drafts show, every edit re-renders the form, so an edited field loses its mark at once.
  const current = Object.keys(ai.marks).length > 0 || drafts.length > 0 ? watch() : null;
  const markAt = (index: number, field: 'result' | 'comment', label: string) => {
    // A saved comment the AI wrote is kept by the server as an AI draft (an exam row by its body category).
    const row = current?.examResults[index];
    const draftField = row && field === 'comment' ? examCommentField(row.category) : null;
    const draft = row && draftField ? draftOfField(drafts, 'OBJECTIVE_NOTE', draftField, row.comment) : null;
    if (draft) return <AiDraftBadge draft={draft} editable={editable} visitModificationId={visitModificationId} compact />;
    const entry = current ? markOf(ai.marks, `examResults.${index}.${field}`, current.examResults[index]?.[field]) : null;
    // The comment's mark ends the row: its tooltip opens leftwards so that the (invisible) tooltip
    // does not widen the table into a sideways scroll.
    return entry ? <AiMark label={label} evidence={entry.evidence} align={field === 'comment' ? 'end' : 'start'} /> : null;
  };
  const observations = watch('medicalHistoryNotes');
  /** The observations' AI draft (an applied clean-up, once saved), else its mark while unsaved. */
  const observationsMark = () => {
    const draft = current ? draftOfField(drafts, 'OBJECTIVE_NOTE', OBSERVATIONS_FIELD, observations) : null;
    if (draft) return <AiDraftBadge draft={draft} editable={editable} visitModificationId={visitModificationId} />;
    const entry = current ? markOf(ai.marks, 'medicalHistoryNotes', observations) : null;
    return entry ? <AiMark label="Medical History Observations" evidence={entry.evidence} /> : null;
  };

  // Entering the exam, once per visit opened, when the server may move it (it decides).
  const started = useRef<string | null>(null);
  const hasNote = visit.objectiveNote != null;
  useEffect(() => {
    if (started.current === visit.id || hasNote || visit.isReadOnly || visit.isLocked || !editable) return;
    started.current = visit.id;
    // Errors in status updates are ignored silently (spec 002 section 4).
    startExam({ input: { visitId: visit.id } }).catch(() => undefined);
  }, [visit.id, hasNote, visit.isReadOnly, visit.isLocked, editable, startExam]);

  // The saved note's id goes into the address (objectiveId) once the form is clean, so the
  // unsaved-changes guard does not hold that navigation.
  useEffect(() => {
    if (!savedNoteId || isDirty || searchParams.get('objectiveId') === savedNoteId) return;
    const next = new URLSearchParams(searchParams);
    next.set('objectiveId', savedNoteId);
    setSearchParams(next, { replace: true });
  }, [savedNoteId, isDirty, searchParams, setSearchParams]);

  const load = (note: Note | null) => {
    setLoaded(note);
    setBaseVersion(note?.version ?? null);
    reset(toFormValues(note, feline));
  };

  const submit = async (values: ObjectiveFormValues): Promise<boolean> => {
    const errorTitle = baseVersion === null ? SUBMIT_OBJECTIVE_ERROR : UPDATE_OBJECTIVE_ERROR;
    const fields = toSaveInput(values, {
      visitId: visit.id,
      basedOnVersion: baseVersion,
      visitModificationId,
      feline,
      ruleOutsChanged: getFieldState('ruleOuts').isDirty || baseVersion === null,
    });
    // The AI's comments of the rows saved (a row without a result is not saved), and the
    // observations an AI clean-up tidied.
    const aiDrafts = aiDraftMarksOf(
      ai.marks,
      (path) => {
        if (path === 'medicalHistoryNotes') return values.medicalHistoryNotes;
        const [, index, field] = path.split('.');
        return values.examResults[Number(index)]?.[field as 'comment' | 'result'];
      },
      (path) => {
        if (path === 'medicalHistoryNotes') return OBSERVATIONS_FIELD;
        const [, index, field] = path.split('.');
        const row = values.examResults[Number(index)];
        return field === 'comment' && row && row.result !== '' ? examCommentField(row.category) : null;
      },
    );
    const input = { ...fields, aiDrafts };
    try {
      const { saveObjectiveNote: result } = await saveNote({ input });
      if (result.__typename === 'SaveObjectiveNoteSuccess') {
        const saved = readNote(result.objectiveNote);
        setConflict(null);
        load(saved);
        if (saved) setSavedNoteId(saved.id);
        notify('success', 'Physical exam saved');
        return true;
      }
      if (result.__typename === 'ObjectiveNoteStaleVersionError') {
        setConflict({ message: result.message ?? 'This note was changed by someone else', current: readNote(result.current) });
        return false;
      }
      if (result.__typename === 'InputValidationError') {
        const fieldErrors = (result.fieldErrors ?? []).flatMap((error) => {
          const path = formPathOf(error.path);
          return path ? [{ path, message: error.message }] : [];
        });
        const paths = ['bodyScore', 'painScore', 'dentalScore', 'muscleConditionScore', 'grimaceScale', 'mentation', 'medicalHistoryNotes', 'examResults', 'ruleOuts'];
        if (applyServerFieldErrors(setError, fieldErrors, paths).length > 0) return false;
      }
      notify('error', errorTitle, result.__typename !== '%other' && 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', errorTitle, error instanceof Error ? error.message : undefined);
    }
    return false;
  };

  const goTo = (step: 'subjective' | 'assessment') => navigate({ search: stepSearch(searchParams, step).toString() });
  // Continue with unsaved changes saves them and goes on, once the saved note's id is in the address.
  const continueWith = useSaveThenContinue(!isDirty && (!savedNoteId || searchParams.get('objectiveId') === savedNoteId), () => goTo('assessment'));
  const saveForm = () => new Promise<boolean>((resolve) => void handleSubmit(async (values) => resolve(await submit(values)), () => resolve(false))());
  const addRuleOut = (row: RuleOutRow) => ruleOuts.append(row, { shouldFocus: false });

  return (
    <div className="space-y-8">
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-8">
        <UnsavedChangesGuard when={isDirty} />
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <div className="flex flex-wrap items-baseline gap-3">
            <h3 id={titleId} className="text-lg font-semibold text-slate-900">
              {OBJECTIVE_TITLE}
            </h3>
            {isDirty && <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">Form Modified</span>}
          </div>
          {loaded && (
            <p className="text-sm text-slate-600">
              Last saved by {loaded.updatedByName} at {formatVisitTime(loaded.updatedAt)}
            </p>
          )}
        </div>

        {conflict && (
          <InlineNotice tone="error">
            <p>
              <strong>{conflict.message}</strong>. Your changes are still in the form and have not been saved.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="secondary" className="px-3 py-1.5" onClick={() => (load(conflict.current), setConflict(null))}>
                Load the newer values
              </Button>
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                onClick={() => {
                  setBaseVersion(conflict.current?.version ?? baseVersion);
                  setConflict(null);
                }}
              >
                Keep my changes
              </Button>
            </div>
            <p className="mt-2">Keeping your changes replaces theirs when you save.</p>
          </InlineNotice>
        )}

        <fieldset disabled={!editable} className="min-w-0 space-y-8">
          <legend className="sr-only">{OBJECTIVE_TITLE}</legend>

          <AiPromptPanel
            description="Describe the exam findings in your words (or dictate): the AI reads them, with the observations below, into the Physical Exam Summary."
            placeholder="e.g. Heart: grade II murmur. Skin: flaky on the back. Eyes clear."
            disabled={!editable}
            onSubmit={ai.fromPrompt}
          />
          {ai.sources && <LazyAiSourcesPanel title="Sources of the physical exam" inputLabel="Observations" input={ai.sources.input} groups={[{ lines: ai.sources.lines }]} />}

          <section aria-labelledby="exam-summary-title" className="space-y-3">
            <h4 id="exam-summary-title" className="text-base font-semibold text-slate-900">
              Physical Exam Summary
            </h4>
            <MagicRewriteBar scope="the exam categories' comments" disabled={!editable} {...ai.rewrite} />
            {errors.examResults?.message && <p className="text-sm text-rose-600">{errors.examResults.message}</p>}
            <div className="overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Physical Exam Summary</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Body Category
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Result
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Comment
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {examRows.fields.map((row, index) => {
                    const error = errors.examResults?.[index]?.result?.message;
                    return (
                      <tr key={row.id}>
                        <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                          {row.category}
                        </th>
                        <td className="px-4 py-2">
                          <span className="flex items-center gap-2">
                            <select
                              aria-label={`Result for ${row.category}`}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `exam-${index}-error` : undefined}
                              className={`rounded-lg border bg-white px-2.5 py-2 text-sm disabled:bg-slate-50 ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
                              {...register(`examResults.${index}.result`)}
                            >
                              <option value="">Not examined</option>
                              {EXAM_RESULTS.map((result) => (
                                <option key={result} value={result}>
                                  {result}
                                </option>
                              ))}
                            </select>
                            {markAt(index, 'result', `Result for ${row.category}`)}
                          </span>
                          {error && (
                            <p id={`exam-${index}-error`} className="mt-1 text-xs text-rose-600">
                              {error}
                            </p>
                          )}
                        </td>
                        <td className="w-full px-4 py-2">
                          <span className="flex items-center gap-2">
                            <input
                              type="text"
                              aria-label={`Comment for ${row.category}`}
                              maxLength={2000}
                              className={`w-full min-w-48 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-50 ${focusRing}`}
                              {...register(`examResults.${index}.comment`)}
                            />
                            {markAt(index, 'comment', `Comment for ${row.category}`)}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>

          <section aria-labelledby="rule-outs-title" className="space-y-3">
            <h4 id="rule-outs-title" className="text-base font-semibold text-slate-900">
              Rule Outs
            </h4>
            {errors.ruleOuts?.message && <p className="text-sm text-rose-600">{errors.ruleOuts.message}</p>}
            <div className="overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Rule Outs</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Name
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Category
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Description
                    </th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {ruleOuts.fields.length === 0 && (
                    <tr>
                      <td colSpan={4} className="px-4 py-6 text-center text-slate-500">
                        No rule outs yet. Search the clinic's diagnoses below and add them.
                      </td>
                    </tr>
                  )}
                  {ruleOuts.fields.map((row, index) => (
                    <tr key={row.key}>
                      <td className="px-4 py-2 font-medium text-slate-900">
                        {row.name}
                        {!row.diagnosisId && <span className="ml-2 text-xs font-normal text-slate-500">(no longer in the clinic's diagnoses)</span>}
                      </td>
                      <td className="px-4 py-2 text-slate-700">{row.category ?? '—'}</td>
                      <td className="max-w-md px-4 py-2 text-slate-700">
                        <span className="line-clamp-2">{row.description || '—'}</span>
                      </td>
                      <td className="px-4 py-2 text-right">
                        {editable && (
                          <Button variant="secondary" className="px-3 py-1.5" aria-label={`Remove ${row.name}`} onClick={() => setRemoving({ index, name: row.name })}>
                            Remove
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {editable && (
              <Suspense fallback={null}>
                <RuleOutPicker query={query} chosen={ruleOuts.fields} onAdd={addRuleOut} disabled={!editable} />
              </Suspense>
            )}
          </section>

          <section aria-labelledby="related-scores-title" className="space-y-3">
            <h4 id="related-scores-title" className="text-base font-semibold text-slate-900">
              Related Scores
            </h4>
            <div className="grid gap-4 md:grid-cols-2">
              <Controller
                control={control}
                name="bodyScore"
                render={({ field, fieldState }) => (
                  <ScoreSlider label="Body Score" {...SCORE_RANGES.bodyScore} value={field.value} onChange={field.onChange} valueLabel={bodyScoreLabel(field.value)} disabled={!editable} error={fieldState.error?.message} />
                )}
              />
              <Controller
                control={control}
                name="painScore"
                render={({ field, fieldState }) => (
                  <ScoreSlider label="Pain Score" {...SCORE_RANGES.painScore} value={field.value} onChange={field.onChange} valueLabel={painScoreLabel(field.value)} disabled={!editable} error={fieldState.error?.message} />
                )}
              />
              <Controller
                control={control}
                name="dentalScore"
                render={({ field, fieldState }) => (
                  <ScoreButtons label="Dental Score" {...SCORE_RANGES.dentalScore} value={field.value} onChange={field.onChange} valueLabel={field.value === null ? null : `(${dentalScoreLabel(field.value)})`} disabled={!editable} error={fieldState.error?.message} />
                )}
              />
              <Controller
                control={control}
                name="muscleConditionScore"
                render={({ field, fieldState }) => (
                  <ScoreButtons
                    label="Muscle Condition Score"
                    {...SCORE_RANGES.muscleConditionScore}
                    value={field.value}
                    onChange={field.onChange}
                    valueLabel={muscleConditionLabel(field.value)}
                    disabled={!editable}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {feline && (
                <Controller
                  control={control}
                  name="grimaceScale"
                  render={({ field, fieldState }) => (
                    <ScoreSlider label="Feline Grimace Scale" {...SCORE_RANGES.grimaceScale} value={field.value} onChange={field.onChange} valueLabel={null} disabled={!editable} error={fieldState.error?.message} />
                  )}
                />
              )}
              <div className="rounded-xl border border-slate-200 p-4">
                <label htmlFor={`${observationsId}-mentation`} className="mb-2 block text-sm font-medium text-slate-800">
                  Mentation
                </label>
                <select id={`${observationsId}-mentation`} className={`w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 ${focusRing}`} {...register('mentation')}>
                  {MENTATIONS.map((mentation) => (
                    <option key={mentation} value={mentation}>
                      {mentation}
                    </option>
                  ))}
                </select>
                {errors.mentation && <p className="mt-1.5 text-sm text-rose-600">{errors.mentation.message}</p>}
              </div>
            </div>
          </section>

          <section className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={observationsId} className="block text-base font-semibold text-slate-900">
                  Medical History Observations
                </label>
                {observationsMark()}
              </div>
              <LazyAiTextTools
                label="Medical History Observations"
                value={observations}
                onChange={(text) => setValue('medicalHistoryNotes', text, { shouldDirty: true })}
                onCleanUpApplied={(applied) => ai.markCleanUp('medicalHistoryNotes', applied)}
                disabled={!editable}
              />
            </div>
            <textarea
              id={observationsId}
              rows={4}
              maxLength={20000}
              aria-invalid={errors.medicalHistoryNotes ? true : undefined}
              className={`field-sizing-content block max-h-[10.5rem] min-h-[6.5rem] w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 ${focusRing}`}
              {...register('medicalHistoryNotes')}
            />
            {errors.medicalHistoryNotes && <p className="text-sm text-rose-600">{errors.medicalHistoryNotes.message}</p>}
            <Button variant="secondary" className="px-3 py-1.5" disabled={!editable || !observations.trim()} onClick={ai.fillFromObservations}>
              Fill exam from observations
            </Button>
          </section>
        </fieldset>

        <StickyActionBar
          start={
            <Button variant="secondary" disabled={isDirty} onClick={() => goTo('subjective')}>
              Previous
            </Button>
          }
        >
          {isDirty && <span className="text-sm text-slate-600">Continue saves your changes first.</span>}
          {editable && (
            <Button type="submit" busy={isSubmitting}>
              Save
            </Button>
          )}
          <Button variant="secondary" disabled={isSubmitting} onClick={() => void continueWith(saveForm)}>
            Continue
          </Button>
        </StickyActionBar>

        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Remove rule out"
          message={removing ? `Are you sure to remove ${removing.name}` : ''}
          confirmLabel="Remove"
          onConfirm={() => {
            if (removing) ruleOuts.remove(removing.index);
            setRemoving(null);
          }}
        />
      </form>
      <ObjectiveVisitHistory pet={pet} currentVisitId={visit.id} />
    </div>
  );
}
