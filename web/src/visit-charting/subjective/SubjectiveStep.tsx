// The Subjective (check-in) step (spec 002 sections 2.2, 3, 4 "Subjective save", 5 and 8): Nurse
// Notes (chief complaint and its duration, reason for consultation with the chosen cases' question
// panels, triage notes) and Additional Notes (the feline questions only for cats). Save creates the
// note on the visit's first save and puts its id in the address (subjectiveId); later saves name
// the version the form was loaded from, and a save based on an older one shows who changed the
// note and offers their values without overwriting the person's edits.
//
// The AI prompt panel, Magic Re-write with Undo, 'Fill from triage notes', and dictation and
// clean-up on the free texts (useSubjectiveAi.ts); AI-filled fields carry the AI mark until edited.
//
// Continue (to the objective step) is enabled whenever the step is open: the spec disables it
// only until a visit id exists, and here the visit always exists. With unsaved changes it saves
// them and goes on (a failed save stays). Leaving otherwise with unsaved changes is
// asked about by the UnsavedChangesGuard. Save and Continue sit in the sticky action bar.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { SubjectiveStep_query$key } from '../../__generated__/SubjectiveStep_query.graphql';
import type { SubjectiveStep_visit$key } from '../../__generated__/SubjectiveStep_visit.graphql';
import { AiDraftBadge } from '../../ai-drafts/AiDraftBadge';
import { aiDraftMarksOf, draftOfField, serverField } from '../../ai-drafts/aiDraftFields';
import { useVisitAiDrafts } from '../../ai-drafts/useVisitAiDrafts';
import { AiMark } from '../../ai/AiMark';
import { markOf } from '../../ai/aiMarks';
import { AiPromptPanel } from '../../ai/AiPromptPanel';
import { LazyAiSourcesPanel, LazyAiTextTools } from '../../ai/LazyAiTextTools';
import { MagicRewriteBar } from '../../ai/MagicRewriteBar';
import { Button, focusRing } from '../../ui/Button';
import { StickyActionBar } from '../../ui/StickyActionBar';
import { applyServerFieldErrors } from '../../ui/applyServerFieldErrors';
import { notify } from '../../ui/notifications/notificationStore';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { useSaveThenContinue } from '../useSaveThenContinue';
import { stepSearch } from '../visitSteps';
import { MedicationPicker } from './MedicationPicker';
import { useSaveSubjectiveNote } from './mutations/useSaveSubjectiveNote';
import { Choice, ChoiceGroup, SmallTextField, TextAreaField } from './SubjectiveFields';
import {
  ADDITIONAL_TEXTS,
  CASE_IDS,
  COMPLAINT_DURATIONS,
  DIARRHEA_QUESTIONS,
  INDOOR_OPTIONS,
  SERVER_FIELD_PATHS,
  VOMITING_QUESTIONS,
  addOtherCase,
  isFeline,
  rawIdOf,
  subjectiveFormSchema,
  toFormValues,
  withEditorTriage,
  toSaveInput,
  type SubjectiveFormValues,
} from './subjectiveForm';
import { readSubjectiveNote, type SavedSubjectiveNote } from './subjectiveNoteData';
import { valueAt } from './triageImport';
import { useSubjectiveAi } from './useSubjectiveAi';

export const SAVE_ERROR_TITLE = 'Submit Subjective Data Error';

const visitFragment = graphql`
  fragment SubjectiveStep_visit on Visit {
    id
    pet {
      species {
        specie
      }
    }
    subjectiveNote {
      ...subjectiveNoteData_note
    }
    ...useVisitAiDrafts_visit
    # The triage text typed in the SOAP editor: Triage notes start with it when the note has none.
    soapCanvas {
      prompt
    }
  }
`;

const queryFragment = graphql`
  fragment SubjectiveStep_query on Query {
    soapCases {
      caseId
      label
    }
    ...MedicationPicker_query
  }
`;

const SAVED_AT = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

interface SubjectiveStepProps {
  visit: SubjectiveStep_visit$key;
  query: SubjectiveStep_query$key;
  titleId: string;
  editing: { editable: boolean; visitModificationId: string | null };
}

interface StaleSave {
  message: string;
  current: SavedSubjectiveNote;
}

export function SubjectiveStep({ visit: visitRef, query: queryRef, titleId, editing }: SubjectiveStepProps) {
  const visit = useFragment(visitFragment, visitRef);
  const query = useFragment(queryFragment, queryRef);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [save] = useSaveSubjectiveNote();
  const ids = useId();

  // The note as the form was loaded from it: its version is the next save's basedOnVersion.
  const loaded = useMemo(() => (visit.subjectiveNote ? readSubjectiveNote(visit.subjectiveNote) : null), [visit.subjectiveNote]);
  const [base, setBase] = useState<{ id: string; version: number; updatedAt: string; updatedByName: string } | null>(loaded);
  const [stale, setStale] = useState<StaleSave | null>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const [otherCase, setOtherCase] = useState('');
  const feline = isFeline(visit.pet.species?.specie);
  // Read once, as the form's first values: a later change in the editor does not touch the form.
  const [startValues] = useState(() => withEditorTriage(toFormValues(loaded), visit.soapCanvas?.prompt));

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    getValues,
    setValue,
    getFieldState,
    trigger,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SubjectiveFormValues>({ resolver: zodResolver(subjectiveFormSchema), defaultValues: startValues.values });
  const ai = useSubjectiveAi({ getValues, setValue, getFieldState, trigger }, visit.pet.species?.specie);
  const drafts = useVisitAiDrafts(visit);

  const mainCaseIds = watch('reasonForConsultation.mainCaseIds');
  const chosen = (caseId: number) => mainCaseIds.includes(caseId);
  const disabled = !editing.editable;

  // While AI marks or drafts show, every edit re-renders the form, so an edited field loses its mark at once.
  const current = Object.keys(ai.marks).length > 0 || drafts.length > 0 ? watch() : null;
  /** The saved AI draft of a field (kept by the server), else the AI mark of a value still the AI's and not saved yet. */
  const markFor = (path: string, label: string) => {
    const draft = current ? draftOfField(drafts, 'SUBJECTIVE_NOTE', serverField(path), valueAt(current, path)) : null;
    if (draft) return <AiDraftBadge draft={draft} editable={editing.editable} visitModificationId={editing.visitModificationId} />;
    const entry = current ? markOf(ai.marks, path, valueAt(current, path)) : null;
    return entry ? <AiMark label={label} evidence={entry.evidence} /> : undefined;
  };
  /** Dictation and clean-up for a free text. */
  const toolsFor = (path: 'chiefComplaint.complaint' | 'additionalNotes.triageNotes' | 'additionalNotes.specialDiets' | 'additionalNotes.supplements', label: string) => (
    <LazyAiTextTools
      label={label}
      value={watch(path)}
      onChange={(text) => setValue(path, text, { shouldDirty: true })}
      onCleanUpApplied={(applied) => ai.markCleanUp(path, applied)}
      disabled={disabled}
    />
  );
  const toolsOf: Partial<Record<string, 'additionalNotes.specialDiets' | 'additionalNotes.supplements'>> = {
    specialDiets: 'additionalNotes.specialDiets',
    supplements: 'additionalNotes.supplements',
  };

  // The first save's note id goes into the address once the form is clean (so the unsaved-changes
  // guard lets the address change through).
  const subjectiveId = base ? rawIdOf(base.id) : null;
  useEffect(() => {
    if (!subjectiveId || isDirty || searchParams.get('subjectiveId') === subjectiveId) return;
    const next = new URLSearchParams(searchParams);
    next.set('subjectiveId', subjectiveId);
    navigate({ search: next.toString() }, { replace: true });
  }, [subjectiveId, isDirty, searchParams, navigate]);

  // Save sits at the bottom of a long form: bring the conflict and its choices into view.
  useEffect(() => {
    if (stale) staleRef.current?.focus();
  }, [stale]);

  const submit = async (values: SubjectiveFormValues): Promise<boolean> => {
    try {
      const { saveSubjectiveNote: result } = await save({
        input: {
          visitId: visit.id,
          visitModificationId: editing.visitModificationId,
          ...(base ? { basedOnVersion: base.version } : {}),
          ...toSaveInput(values),
          aiDrafts: aiDraftMarksOf(ai.marks, (path) => valueAt(values, path)),
        },
      });
      switch (result.__typename) {
        case 'SaveSubjectiveNoteSuccess': {
          if (!result.subjectiveNote) break;
          const saved = readSubjectiveNote(result.subjectiveNote);
          setBase(saved);
          setStale(null);
          reset(toFormValues(saved));
          notify('success', 'Changes has saved successfully!');
          return true;
        }
        case 'SubjectiveNoteStaleVersionError':
          if (result.current) setStale({ message: result.message ?? '', current: readSubjectiveNote(result.current) });
          notify('error', SAVE_ERROR_TITLE, result.message);
          return false;
        case 'InputValidationError':
          applyServerFieldErrors(setError, result.fieldErrors ?? [], SERVER_FIELD_PATHS);
          notify('error', SAVE_ERROR_TITLE, result.message);
          return false;
        default:
          notify('error', SAVE_ERROR_TITLE, 'message' in result ? result.message : undefined);
          return false;
      }
      notify('error', SAVE_ERROR_TITLE);
    } catch (error) {
      notify('error', SAVE_ERROR_TITLE, error instanceof Error ? error.message : undefined);
    }
    return false;
  };

  // Saved once the form is clean and a first save's id is in the address (so Continue keeps it).
  const continueWith = useSaveThenContinue(!isDirty && (!subjectiveId || searchParams.get('subjectiveId') === subjectiveId), () =>
    navigate({ search: stepSearch(searchParams, 'objective').toString() }),
  );
  const saveForm = () => new Promise<boolean>((resolve) => void handleSubmit(async (values) => resolve(await submit(values)), () => resolve(false))());

  const loadNewer = () => {
    if (!stale) return;
    setBase(stale.current);
    reset(toFormValues(stale.current));
    setStale(null);
  };

  // Keep the edits and let the next Save replace the newer note, knowingly.
  const keepMine = () => {
    if (!stale) return;
    setBase(stale.current);
    setStale(null);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6" aria-labelledby={titleId}>
      <UnsavedChangesGuard when={isDirty} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            Subjective
          </h3>
          <span role="status" className="text-sm">
            {isDirty && <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">Form Modified</span>}
          </span>
        </div>
        {base && (
          <p className="text-sm text-slate-600">
            Last saved by {base.updatedByName} at {SAVED_AT.format(new Date(base.updatedAt))}
          </p>
        )}
        {loaded?.filledByPetParent && (
          <p className="inline-flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="inline-flex rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200">Filled by the pet parent</span>
            <span>Sent through the history form, signed; AI consent {loaded.aiConsent ? 'given' : 'not given'}.</span>
          </p>
        )}
      </div>

      {stale && (
        <div ref={staleRef} tabIndex={-1} role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">{stale.message}</p>
          <p>Your changes are still in the form and were not saved. Load the newer values (your changes are discarded), or keep your changes and save them over the newer note.</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={loadNewer}>
              Load newer values
            </Button>
            <Button variant="ghost" onClick={keepMine}>
              Keep my changes
            </Button>
          </div>
        </div>
      )}

      <fieldset disabled={disabled} className="space-y-6">
        <AiPromptPanel
          description="Describe the visit in your words (or dictate): the AI reads it as a triage note and fills in the complaint, its duration, the reasons, additional notes and medications."
          placeholder="e.g. Vomiting x3 days, no diarrhea, drinking more than usual, on carprofen"
          disabled={disabled}
          onSubmit={ai.importTriage}
        />
        {ai.sources && <LazyAiSourcesPanel title="Sources of the triage import" inputLabel="Triage note" input={ai.sources.input} groups={[{ lines: ai.sources.lines }]} />}
        <MagicRewriteBar scope="the chief complaint, special diets and supplements" disabled={disabled} {...ai.rewrite} />
        <section aria-labelledby={`${ids}-nurse`} className="space-y-5">
          <h4 id={`${ids}-nurse`} className="text-base font-semibold text-slate-900">
            Nurse Notes
          </h4>
          <TextAreaField
            label="Chief complaint"
            error={errors.chiefComplaint?.complaint?.message}
            mark={markFor('chiefComplaint.complaint', 'Chief complaint')}
            tools={toolsFor('chiefComplaint.complaint', 'Chief complaint')}
            {...register('chiefComplaint.complaint')}
          />
          <ChoiceGroup legend="Complaint duration" error={errors.chiefComplaint?.duration?.message} mark={markFor('chiefComplaint.duration', 'Complaint duration')}>
            {COMPLAINT_DURATIONS.map((duration) => (
              <Choice key={duration.value} type="radio" value={duration.value} label={duration.label} {...register('chiefComplaint.duration')} />
            ))}
          </ChoiceGroup>

          <Controller
            control={control}
            name="reasonForConsultation.mainCaseIds"
            render={({ field }) => (
              <ChoiceGroup
                legend="Reason for consultation"
                error={errors.reasonForConsultation?.mainCaseIds?.message ?? errors.reasonForConsultation?.message}
                mark={markFor('reasonForConsultation.mainCaseIds', 'Reason for consultation')}
              >
                {query.soapCases.map((soapCase) => (
                  <Choice
                    key={soapCase.caseId}
                    type="checkbox"
                    name={field.name}
                    label={soapCase.label}
                    checked={field.value.includes(soapCase.caseId)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? [...field.value, soapCase.caseId] : field.value.filter((caseId) => caseId !== soapCase.caseId))
                    }
                  />
                ))}
              </ChoiceGroup>
            )}
          />
          <Controller
            control={control}
            name="reasonForConsultation.otherCases"
            render={({ field }) => {
              const add = () => {
                field.onChange(addOtherCase(field.value, otherCase));
                setOtherCase('');
              };
              const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                add();
              };
              return (
                <div className="space-y-2">
                  <div className="flex items-end gap-2">
                    <div className="grow">
                      <SmallTextField label="Other reason (type and press Enter)" value={otherCase} onChange={(event) => setOtherCase(event.target.value)} onKeyDown={onKeyDown} maxLength={200} />
                    </div>
                    <Button variant="secondary" onClick={add} disabled={disabled || !otherCase.trim()}>
                      Add reason
                    </Button>
                  </div>
                  {field.value.length > 0 && (
                    <ul aria-label="Typed reasons" className="flex flex-wrap gap-2">
                      {field.value.map((reason) => (
                        <li key={reason} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800 ring-1 ring-slate-300">
                          {reason}
                          <button
                            type="button"
                            aria-label={`Remove ${reason}`}
                            onClick={() => field.onChange(field.value.filter((entry) => entry !== reason))}
                            className={`rounded-full px-1.5 hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-400 ${focusRing}`}
                          >
                            <span aria-hidden="true">×</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            }}
          />

          {chosen(CASE_IDS.generalHealth) && <TextAreaField label="General health" error={errors.reasonForConsultation?.generalHealth?.message} {...register('reasonForConsultation.generalHealth')} />}
          {chosen(CASE_IDS.skin) && <TextAreaField label="Skin case" error={errors.reasonForConsultation?.skinCase?.message} {...register('reasonForConsultation.skinCase')} />}
          {chosen(CASE_IDS.vomiting) && (
            <CasePanel title="Vomiting case" id={`${ids}-vomiting`}>
              {VOMITING_QUESTIONS.map(([key, question]) => (
                <SmallTextField key={key} label={question} error={errors.reasonForConsultation?.vomiting?.[key]?.message} {...register(`reasonForConsultation.vomiting.${key}`)} />
              ))}
            </CasePanel>
          )}
          {chosen(CASE_IDS.diarrhea) && (
            <CasePanel title="Diarrhea case" id={`${ids}-diarrhea`}>
              {DIARRHEA_QUESTIONS.map(([key, question]) => (
                <SmallTextField key={key} label={question} error={errors.reasonForConsultation?.diarrhea?.[key]?.message} {...register(`reasonForConsultation.diarrhea.${key}`)} />
              ))}
            </CasePanel>
          )}
          <div className="space-y-2">
            <TextAreaField
              label="Triage notes"
              error={errors.additionalNotes?.triageNotes?.message}
              mark={markFor('additionalNotes.triageNotes', 'Triage notes')}
              tools={toolsFor('additionalNotes.triageNotes', 'Triage notes')}
              {...register('additionalNotes.triageNotes')}
            />
            {startValues.fromEditor && watch('additionalNotes.triageNotes') === startValues.values.additionalNotes.triageNotes && (
              <p className="text-sm text-slate-600">From the triage notes in the SOAP editor. Saved with this step when you save.</p>
            )}
            <Button variant="secondary" className="px-3 py-1.5" disabled={disabled} onClick={ai.fillFromTriageNotes}>
              Fill form from triage notes
            </Button>
          </div>
        </section>

        <section aria-labelledby={`${ids}-additional`} className="space-y-5 border-t border-slate-200 pt-6">
          <h4 id={`${ids}-additional`} className="text-base font-semibold text-slate-900">
            Additional Notes
          </h4>
          <div className="grid gap-4 md:grid-cols-2">
            {ADDITIONAL_TEXTS.map(([key, label]) => {
              const tools = toolsOf[key];
              return (
                <SmallTextField
                  key={key}
                  label={label}
                  error={errors.additionalNotes?.[key]?.message}
                  mark={markFor(`additionalNotes.${key}`, label)}
                  tools={tools ? toolsFor(tools, label) : undefined}
                  {...register(`additionalNotes.${key}`)}
                />
              );
            })}
            <Controller
              control={control}
              name="additionalNotes.medications"
              render={({ field }) => (
                <MedicationPicker query={query} value={field.value} onChange={field.onChange} disabled={disabled} mark={markFor('additionalNotes.medications', 'Medications')} />
              )}
            />
          </div>
          {feline && (
            <div className="grid gap-4 md:grid-cols-2">
              <SmallTextField label="Flea comb" error={errors.additionalNotes?.fleaComb?.message} {...register('additionalNotes.fleaComb')} />
              <SmallTextField label="Other pets" error={errors.additionalNotes?.otherPets?.message} {...register('additionalNotes.otherPets')} />
              <ChoiceGroup legend="How often indoors" error={errors.additionalNotes?.indoor?.message} className="md:col-span-2">
                {INDOOR_OPTIONS.map((option) => (
                  <Choice key={option} type="radio" value={option} label={`${option}%`} {...register('additionalNotes.indoor')} />
                ))}
              </ChoiceGroup>
            </div>
          )}
        </section>
      </fieldset>

      <StickyActionBar>
        <Button type="submit" busy={isSubmitting} disabled={disabled}>
          Save
        </Button>
        <Button variant="secondary" disabled={isSubmitting} onClick={() => void continueWith(saveForm)}>
          Continue
        </Button>
      </StickyActionBar>
    </form>
  );
}

function CasePanel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h5 id={id} className="mb-3 text-sm font-semibold text-slate-900">
        {title}
      </h5>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}
