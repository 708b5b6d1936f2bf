// /subjective-form?token=… (spec 003 sections 2.6, 4, 5 and 8): the pet
// parent's pre-visit form, no sign-in, on a phone or a desktop. The clinic header, the pet and
// owner, Triage Notes, the chief complaint, the reasons with the diarrhea and vomiting panels,
// Additional Notes (the feline questions for cats), Special Diets, Treatment Protocols,
// Supplements, the read-only reminder tables, the AI consent, the signature pad and Submit. The
// half-filled form is kept in this browser across reloads until it is submitted. A bad link shows
// the server's message, or 'An error has occurred'. 'Fetch Updates' reads the triage notes with the
// AI (analyzeSubjectiveFormTriage, by the link) and fills the form from them (spec 003 section 4
// 'Triage import'); each filled answer carries the AI mark, with the words behind it, until changed.
import { Suspense, use, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PublicSubjectiveFormPageQuery$data } from '../__generated__/PublicSubjectiveFormPageQuery.graphql';
import { Button, focusRing } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { LinkProblem, PublicLinkPage } from '../ui/PublicLinkPage';
import { notify } from '../ui/notifications/notificationStore';
import { LazySignaturePad, type SignaturePadHandle } from '../ui/signature/LazySignaturePad';
import { Skeleton } from '../ui/Skeleton';
import { addOtherCase, CASE_IDS, COMPLAINT_DURATIONS, isFeline, subjectiveFormSchema, toSaveInput, type SubjectiveFormValues } from '../visit-charting/subjective/subjectiveForm';
import { Choice, ChoiceGroup, SmallTextField, TextAreaField } from '../visit-charting/subjective/SubjectiveFields';
import { AiMark } from '../ai/AiMark';
import { heldWords, undoOf, type FieldChange } from '../ai/aiFill';
import { notifyAiFill, notifyNothingFilled, useAiFillNoticesCloseWithForm } from '../ai/aiFillNotice';
import { isAiOwn, markOf, withMarks, type AiMarks } from '../ai/aiMarks';
import {
  applyTriage,
  hasFindings,
  oneLine,
  type TriageFieldPath,
  TRIAGE_ERROR,
  TRIAGE_ERROR_FALLBACK,
  TRIAGE_NOTHING_FOUND,
  TRIAGE_REQUIRED,
  valueAt,
} from '../visit-charting/subjective/triageImport';
import { useAnalyzeSubjectiveFormTriage } from './mutations/useAnalyzeSubjectiveFormTriage';
import { useSubmitSubjectiveForm } from './mutations/useSubmitSubjectiveForm';
import {
  ADDITIONAL_NORMAL,
  ADDITIONAL_YES_NO,
  AI_CONSENT_TEXT,
  clearDraft,
  DIARRHEA_PANEL,
  FORM_TITLE,
  formatOwnerAddress,
  INDOOR_CHOICES,
  initialValues,
  LOAD_FAILED,
  loadDraft,
  recheckErrors,
  saveDraft,
  SIGNATURE_ERROR,
  SIGNATURE_REQUIRED,
  SUBMIT_ERROR,
  SUBMITTED_TEXT,
  SUBMITTED_TITLE,
  usDate,
  VOMITING_PANEL,
} from './publicSubjectiveForm';

graphql`
  query PublicSubjectiveFormPageQuery($token: String!) {
    subjectiveForm(token: $token) {
      __typename
      ... on SubjectiveForm {
        clinic {
          name
          logoUrl
          addressLine1
          city
          state
          zip
          phone
          email
        }
        pet {
          name
          species
          parentFirstName
          parentLastName
          parentAddress {
            addressLine1
            addressLine2
            city
            state
            country
            zip
          }
        }
        vaccinationReminders {
          vaccineStatus
          productName
          manufacturersName
          lotNumber
          expirationDate
          reminderDate
        }
        otherReminders {
          reminder
          date
        }
        medicationNames
        cases {
          caseId
          label
        }
      }
      ... on SubjectiveFormLinkExpiredError {
        message
        # Aliased: the page's own clinic field has another type.
        clinicContact: clinic {
          name
          phone
          email
        }
      }
      ... on ConflictError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export interface PublicSubjectiveFormLoaderData {
  token: string;
  form: Promise<PublicSubjectiveFormPageQuery$data>;
}

type Result = PublicSubjectiveFormPageQuery$data['subjectiveForm'];
type Form = Extract<Result, { __typename: 'SubjectiveForm' }>;

export function PublicSubjectiveFormPage() {
  const data = useLoaderData() as PublicSubjectiveFormLoaderData;
  return (
    <PublicLinkPage title={FORM_TITLE} loadFailedMessage={LOAD_FAILED} loadingLabel="Loading the form…">
      <FormLoaded {...data} />
    </PublicLinkPage>
  );
}

function FormLoaded({ token, form }: PublicSubjectiveFormLoaderData) {
  const { subjectiveForm: result } = use(form);
  // An expired link the clinic really sent says how to reach that clinic.
  if (result.__typename === 'SubjectiveFormLinkExpiredError') return <LinkProblem title={FORM_TITLE} message={result.message || LOAD_FAILED} clinic={result.clinicContact} />;
  if (result.__typename !== 'SubjectiveForm') return <LinkProblem title={FORM_TITLE} message={('message' in result && result.message) || LOAD_FAILED} />;
  return <SubjectiveFormDocument token={token} form={result} />;
}

function Submitted() {
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
        ✓
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{SUBMITTED_TITLE}</h1>
      <p className="mt-3 text-slate-700">{SUBMITTED_TEXT}</p>
    </div>
  );
}

type Errors = Record<string, string>;

/** The answers as they are checked and sent: with the triage text, on one line. */
function withTriageNotes(values: SubjectiveFormValues, triage: string): SubjectiveFormValues {
  const withTriage = structuredClone(values);
  withTriage.additionalNotes.triageNotes = oneLine(triage);
  return withTriage;
}

/** Sets a value by its dotted path (the form's answers are plain objects). */
function setAt(values: SubjectiveFormValues, path: string, value: unknown): void {
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, values as unknown as Record<string, unknown>);
  parent[keys.at(-1)!] = value;
}

/** The answers' names in the notice, as the pet parent sees them. */
const PARENT_FIELD_LABELS: Record<TriageFieldPath, string> = {
  'chiefComplaint.complaint': 'the main concern',
  'chiefComplaint.duration': 'how long',
  'reasonForConsultation.mainCaseIds': 'the reason for the visit',
  'additionalNotes.waterIntake': 'water intake',
  'additionalNotes.appetite': 'appetite',
  'additionalNotes.travel': 'travel',
  'additionalNotes.coughing': 'coughing',
  'additionalNotes.sneezing': 'sneezing',
  'additionalNotes.vomiting': 'vomiting',
  'additionalNotes.diarrhea': 'diarrhea',
  'additionalNotes.supplements': 'supplements',
  'additionalNotes.specialDiets': 'special diets',
  'additionalNotes.medications': 'medications',
};

function SubjectiveFormDocument({ token, form }: { token: string; form: Form }) {
  useAiFillNoticesCloseWithForm();
  const feline = isFeline(form.pet.species);
  const draft = useMemo(() => loadDraft(token), [token]);
  const [values, setValues] = useState<SubjectiveFormValues>(() => draft?.values ?? initialValues(feline));
  const [triage, setTriage] = useState(draft?.triage ?? '');
  const [aiConsent, setAiConsent] = useState(draft?.aiConsent ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [marks, setMarks] = useState<AiMarks>({});
  const [signed, setSigned] = useState(false);
  const [done, setDone] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const [submit, submitting] = useSubmitSubjectiveForm();
  const [analyzeTriage, analyzing] = useAnalyzeSubjectiveFormTriage();

  useEffect(() => {
    if (!done) saveDraft(token, { values, triage, aiConsent });
  }, [token, values, triage, aiConsent, done]);

  if (done) return <Submitted />;

  const set = (update: (current: SubjectiveFormValues) => SubjectiveFormValues) => setValues((current) => update(structuredClone(current)));
  const chosen = (caseId: number) => values.reasonForConsultation.mainCaseIds.includes(caseId);
  const toggleCase = (caseId: number) =>
    set((next) => {
      const ids = next.reasonForConsultation.mainCaseIds;
      next.reasonForConsultation.mainCaseIds = ids.includes(caseId) ? ids.filter((id) => id !== caseId) : [...ids, caseId];
      return next;
    });

  /** The AI mark of an answer the AI filled in and the pet parent has not changed. */
  const markFor = (path: string, label: string) => {
    const entry = markOf(marks, path, valueAt(values, path));
    return entry ? <AiMark label={label} evidence={entry.evidence} /> : undefined;
  };

  // The notes' answers replace the form's (the pet parent asked for them), except answers the pet
  // parent gave themselves (aiFill.ts; the form's defaults are not theirs): those are kept, the
  // notes' words added after a text. What the
  // notes do not say stays. The notice offers Undo; errors shown on changed answers are checked again.
  const fetchUpdates = async () => {
    const text = oneLine(triage);
    if (!text) {
      notify('info', TRIAGE_REQUIRED);
      return;
    }
    try {
      const { analyzeSubjectiveFormTriage: answer } = await analyzeTriage({ input: { token, text } });
      const analysis = answer.__typename === 'AnalyzeTriageNotesSuccess' ? answer.analysis : undefined;
      if (!analysis) {
        notify('error', TRIAGE_ERROR, ('message' in answer && answer.message) || TRIAGE_ERROR_FALLBACK);
        return;
      }
      if (!hasFindings(analysis)) {
        notify('warning', TRIAGE_NOTHING_FOUND);
        return;
      }
      const before = values;
      const defaults = initialValues(feline);
      const notWritten = (path: string, value: unknown) => isAiOwn(marks, path, value) || JSON.stringify(value) === JSON.stringify(valueAt(defaults, path));
      const { values: next, filled, kept } = applyTriage(before, analysis, { mode: 'replace', productNames: form.medicationNames, notWritten });
      const keptLabels = kept.map((path) => PARENT_FIELD_LABELS[path]);
      if (filled.length === 0) {
        notifyNothingFilled(keptLabels);
        return;
      }
      const changes: FieldChange[] = filled.map(({ path }) => ({ path, before: valueAt(before, path), after: valueAt(next, path) }));
      const paths = changes.map(({ path }) => path);
      const marksBefore = marks;
      const errorsBefore = Object.fromEntries(Object.entries(errors).filter(([key]) => paths.some((path) => key === path || key.startsWith(`${path}.`))));
      setValues(next);
      setErrors((current) => recheckErrors(current, withTriageNotes(next, triage), paths));
      setMarks((current) =>
        withMarks(
          current,
          filled.map((field) => ({
            path: field.path,
            value: valueAt(next, field.path),
            evidence: field.evidence ? `From your notes: ${field.evidence}` : '',
            mixed: heldWords(field.path, valueAt(before, field.path), notWritten),
          })),
        ),
      );
      notifyAiFill(() => {
        // Each answer the fill changed and the pet parent has not changed since goes back.
        setValues((current) => {
          const restored = structuredClone(current);
          for (const { path, value } of undoOf(changes, (at) => valueAt(current, at))) setAt(restored, path, value);
          // The errors shown before the fill come back where the answers bring them back.
          setErrors((shown) => recheckErrors({ ...errorsBefore, ...shown }, withTriageNotes(restored, triage), paths));
          return restored;
        });
        setMarks(marksBefore);
      }, keptLabels);
    } catch (error) {
      notify('error', TRIAGE_ERROR, (error instanceof Error && error.message) || TRIAGE_ERROR_FALLBACK);
    }
  };

  // 'Submit Subjective Data Error' with the server's message (spec 003 section 8), kept beside Submit too.
  const refuse = (message: string) => {
    notify('error', SUBMIT_ERROR, message);
    setRefusal(message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const withTriage = withTriageNotes(values, triage);
    const checked = subjectiveFormSchema.safeParse(withTriage);
    const found: Errors = {};
    if (!checked.success) for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length) {
      document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
      return;
    }
    // The signature first: nothing is sent without one.
    const signaturePng = pad.current?.toPng() ?? null;
    if (!signaturePng) {
      notify('error', SIGNATURE_ERROR, SIGNATURE_REQUIRED);
      setRefusal(`${SIGNATURE_ERROR}: ${SIGNATURE_REQUIRED}`);
      return;
    }
    try {
      const { submitSubjectiveForm: answer } = await submit({ input: { token, aiConsent, signaturePng, ...toSaveInput(withTriage) } });
      if (answer.__typename === 'SubmitSubjectiveFormSuccess') {
        clearDraft(token);
        notify('success', 'Subjective form saved successfully', answer.message ?? undefined);
        setDone(true);
        return;
      }
      if (answer.__typename === 'InputValidationError') {
        setErrors(Object.fromEntries((answer.fieldErrors ?? []).map((fieldError) => [fieldError.path, fieldError.message])));
      }
      refuse(('message' in answer && answer.message) || LOAD_FAILED);
    } catch (error) {
      refuse(error instanceof Error ? error.message : LOAD_FAILED);
    }
  };

  const parentName = [form.pet.parentFirstName, form.pet.parentLastName].filter(Boolean).join(' ');
  const clinic = form.clinic;
  const clinicAddress = clinic ? [clinic.addressLine1, clinic.city, clinic.state, clinic.zip].filter(Boolean).join(', ') : '';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" aria-labelledby="subjective-form-title">
      <header className="space-y-4 border-b border-slate-200 pb-6">
        {clinic && (
          <div className="flex items-center gap-4">
            {clinic.logoUrl ? (
              <img src={clinic.logoUrl} alt="" className="size-14 rounded-full border border-slate-200 object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-teal-100 text-xl font-semibold text-teal-800">
                {clinic.name.slice(0, 1)}
              </span>
            )}
            <div className="min-w-0 text-sm text-slate-700">
              <p className="text-base font-semibold text-slate-900">{clinic.name}</p>
              {clinicAddress && <p>{clinicAddress}</p>}
              <p className="break-words">{[clinic.phone, clinic.email].filter(Boolean).join(' · ')}</p>
            </div>
          </div>
        )}
        <h1 id="subjective-form-title" className="text-2xl font-semibold text-slate-900">
          {FORM_TITLE}
        </h1>
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-medium text-slate-600">Pet</dt>
            <dd className="text-slate-900">{form.pet.name}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Owner</dt>
            <dd className="text-slate-900">{parentName || '—'}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Address</dt>
            <dd className="text-slate-900">{formatOwnerAddress(form.pet.parentAddress) || '—'}</dd>
          </div>
        </dl>
      </header>

      <p className="text-sm text-slate-700">
        Please tell us about {form.pet.name} before the visit. Your answers go straight to the clinic's record of the visit, so the veterinary team can prepare. Your
        answers are kept in this browser until you submit.
      </p>

      <section aria-labelledby="triage-title" className="space-y-3">
        <h2 id="triage-title" className="text-lg font-semibold text-slate-900">
          Triage Notes
        </h2>
        <TextAreaField label="Describe what is going on in your own words" value={triage} onChange={(event) => setTriage(event.target.value)} />
        <Button variant="secondary" onClick={fetchUpdates} busy={analyzing}>
          Fetch Updates
        </Button>
      </section>

      <section aria-labelledby="complaint-title" className="space-y-4">
        <h2 id="complaint-title" className="text-lg font-semibold text-slate-900">
          About this visit
        </h2>
        <TextAreaField
          label="Chief Complaint"
          rows={3}
          value={values.chiefComplaint.complaint}
          error={errors['chiefComplaint.complaint']}
          mark={markFor('chiefComplaint.complaint', 'Chief Complaint')}
          onChange={(event) => set((next) => ((next.chiefComplaint.complaint = event.target.value), next))}
        />
        <SelectField
          label="How long has this been going on?"
          value={values.chiefComplaint.duration}
          error={errors['chiefComplaint.duration']}
          mark={markFor('chiefComplaint.duration', 'How long has this been going on?')}
          onChange={(value) => set((next) => ((next.chiefComplaint.duration = value), next))}
          options={COMPLAINT_DURATIONS.map((duration) => ({ value: duration.value, label: duration.label }))}
        />
        <ReasonPicker
          cases={form.cases}
          chosen={chosen}
          toggle={toggleCase}
          others={values.reasonForConsultation.otherCases}
          setOthers={(others) => set((next) => ((next.reasonForConsultation.otherCases = others), next))}
          error={errors['reasonForConsultation.mainCaseIds'] ?? errors['reasonForConsultation.mainCase']}
          mark={markFor('reasonForConsultation.mainCaseIds', 'Reason For Consultation')}
        />
        {chosen(CASE_IDS.diarrhea) && (
          <CasePanel
            title="Questions about this issue (diarrhea)"
            questions={DIARRHEA_PANEL}
            values={values.reasonForConsultation.diarrhea}
            onChange={(key, value) => set((next) => ((next.reasonForConsultation.diarrhea[key] = value), next))}
          />
        )}
        {chosen(CASE_IDS.vomiting) && (
          <CasePanel
            title="Questions about this issue (vomiting)"
            questions={VOMITING_PANEL}
            values={values.reasonForConsultation.vomiting}
            onChange={(key, value) => set((next) => ((next.reasonForConsultation.vomiting[key] = value), next))}
          />
        )}
      </section>

      <section aria-labelledby="additional-title" className="space-y-4">
        <h2 id="additional-title" className="text-lg font-semibold text-slate-900">
          Additional Notes
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDITIONAL_YES_NO.map(([key, label]) => (
            <YesNoGroup
              key={key}
              name={key}
              legend={label}
              value={values.additionalNotes[key]}
              mark={markFor(`additionalNotes.${key}`, label)}
              onChange={(value) => set((next) => ((next.additionalNotes[key] = value), next))}
            />
          ))}
          {ADDITIONAL_NORMAL.map(([key, label]) => (
            <NormalGroup
              key={key}
              name={key}
              legend={label}
              value={values.additionalNotes[key]}
              mark={markFor(`additionalNotes.${key}`, label)}
              onChange={(value) => set((next) => ((next.additionalNotes[key] = value), next))}
            />
          ))}
          {feline && (
            <>
              <YesNoGroup name="fleaComb" legend="Do you use a flea comb?" value={values.additionalNotes.fleaComb} onChange={(value) => set((next) => ((next.additionalNotes.fleaComb = value), next))} />
              <ChoiceGroup legend="How often is your cat indoors?">
                {INDOOR_CHOICES.map((choice) => (
                  <Choice
                    key={choice}
                    type="radio"
                    name="indoor"
                    label={`${choice}%`}
                    checked={values.additionalNotes.indoor === choice}
                    onChange={() => set((next) => ((next.additionalNotes.indoor = choice), next))}
                  />
                ))}
              </ChoiceGroup>
              <YesNoGroup name="otherPets" legend="Are there other pets at home?" value={values.additionalNotes.otherPets} onChange={(value) => set((next) => ((next.additionalNotes.otherPets = value), next))} />
            </>
          )}
        </div>
        <TextAreaField
          label="Special Diets"
          rows={3}
          value={values.additionalNotes.specialDiets}
          mark={markFor('additionalNotes.specialDiets', 'Special Diets')}
          onChange={(event) => set((next) => ((next.additionalNotes.specialDiets = event.target.value), next))} />
        <MedicationPicker
          names={form.medicationNames}
          selected={values.additionalNotes.medications}
          mark={markFor('additionalNotes.medications', 'Treatment Protocols')}
          onChange={(medications) => set((next) => ((next.additionalNotes.medications = medications), next))}
        />
        <TextAreaField
          label="Supplements"
          rows={3}
          value={values.additionalNotes.supplements}
          mark={markFor('additionalNotes.supplements', 'Supplements')}
          onChange={(event) => set((next) => ((next.additionalNotes.supplements = event.target.value), next))} />
      </section>

      <section aria-labelledby="vaccinations-title" className="space-y-3">
        <h2 id="vaccinations-title" className="text-lg font-semibold text-slate-900">
          Vaccination Reminders
        </h2>
        <ReadOnlyTable
          caption="Vaccination Reminders"
          columns={['Vaccine status', 'Product name', "Manufacturer's name", 'Lot number', 'Expiration date', 'Reminder date']}
          rows={form.vaccinationReminders.map((row) => [row.vaccineStatus, row.productName, row.manufacturersName, row.lotNumber, usDate(row.expirationDate), usDate(row.reminderDate)])}
        />
        <h2 className="pt-2 text-lg font-semibold text-slate-900">Other reminders</h2>
        <ReadOnlyTable caption="Other reminders" columns={['Reminder', 'Date']} rows={form.otherReminders.map((row) => [row.reminder, usDate(row.date)])} />
      </section>

      <section aria-labelledby="consent-title" className="space-y-4">
        <h2 id="consent-title" className="text-lg font-semibold text-slate-900">
          Consent and signature
        </h2>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4 accent-teal-700" checked={aiConsent} onChange={(event) => setAiConsent(event.target.checked)} />
          <span>{AI_CONSENT_TEXT}</span>
        </label>
        <div className="max-w-[800px] space-y-2">
          <Suspense fallback={<Skeleton className="aspect-[4/1] w-full" />}>
            <LazySignaturePad ref={pad} label="Signature" onChange={setSigned} />
          </Suspense>
          {signed && (
            <Button
              variant="secondary"
              onClick={() => {
                pad.current?.clear();
                setSigned(false);
              }}
            >
              Clear Signature
            </Button>
          )}
        </div>
      </section>

      {refusal && <InlineNotice tone="error">{refusal}</InlineNotice>}
      <Button type="submit" busy={submitting} className="w-full sm:w-auto">
        Submit
      </Button>
    </form>
  );
}

function SelectField({
  label,
  value,
  error,
  mark,
  onChange,
  options,
}: {
  label: string;
  value: string;
  error?: string;
  mark?: ReactNode;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="max-w-sm">
      <div className="mb-1.5 flex items-center gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {mark}
      </div>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

function ReasonPicker({
  cases,
  chosen,
  toggle,
  others,
  setOthers,
  error,
  mark,
}: {
  cases: Form['cases'];
  chosen: (caseId: number) => boolean;
  toggle: (caseId: number) => void;
  others: ReadonlyArray<string>;
  setOthers: (others: string[]) => void;
  error?: string;
  mark?: ReactNode;
}) {
  const [typed, setTyped] = useState('');
  const add = () => {
    setOthers(addOtherCase(others, typed));
    setTyped('');
  };
  return (
    <div className="space-y-3" data-invalid={error ? true : undefined}>
      <ChoiceGroup legend="Reason For Consultation" error={error} mark={mark}>
        {cases.map((soapCase) => (
          <Choice key={soapCase.caseId} type="checkbox" label={soapCase.label} checked={chosen(soapCase.caseId)} onChange={() => toggle(soapCase.caseId)} />
        ))}
      </ChoiceGroup>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <SmallTextField
            label="Another reason (type and add)"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="secondary" onClick={add}>
          Add reason
        </Button>
      </div>
      {others.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Reasons typed in">
          {others.map((other) => (
            <li key={other} className="inline-flex items-center gap-2 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900">
              {other}
              <button type="button" className={`rounded text-teal-800 ${focusRing}`} aria-label={`Remove ${other}`} onClick={() => setOthers(others.filter((entry) => entry !== other))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function YesNoGroup({ name, legend, value, mark, onChange }: { name: string; legend: string; value: string; mark?: ReactNode; onChange: (value: string) => void }) {
  return (
    <ChoiceGroup legend={legend} mark={mark}>
      <Choice type="radio" name={name} label="Yes" checked={value === 'yes'} onChange={() => onChange('yes')} />
      <Choice type="radio" name={name} label="No" checked={value === 'no'} onChange={() => onChange('no')} />
    </ChoiceGroup>
  );
}

function NormalGroup({ name, legend, value, mark, onChange }: { name: string; legend: string; value: string; mark?: ReactNode; onChange: (value: string) => void }) {
  return (
    <ChoiceGroup legend={legend} mark={mark}>
      <Choice type="radio" name={name} label="Normal" checked={value === 'Normal'} onChange={() => onChange('Normal')} />
      <Choice type="radio" name={name} label="Abnormal" checked={value === 'Abnormal'} onChange={() => onChange('Abnormal')} />
    </ChoiceGroup>
  );
}

function CasePanel<K extends string>({
  title,
  questions,
  values,
  onChange,
}: {
  title: string;
  questions: ReadonlyArray<readonly [K, string, 'text' | 'yesno' | 'normal']>;
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {questions.map(([key, label, kind]) =>
        kind === 'text' ? (
          <SmallTextField key={key} label={label} value={values[key]} onChange={(event) => onChange(key, event.target.value)} />
        ) : kind === 'yesno' ? (
          <YesNoGroup key={key} name={`${title}-${key}`} legend={label} value={values[key]} onChange={(value) => onChange(key, value)} />
        ) : (
          <NormalGroup key={key} name={`${title}-${key}`} legend={label} value={values[key]} onChange={(value) => onChange(key, value)} />
        ),
      )}
    </fieldset>
  );
}

/** Treatment Protocols: a searchable multi-select of the clinic's medication names. */
function MedicationPicker({
  names,
  selected,
  mark,
  onChange,
}: {
  names: ReadonlyArray<string>;
  selected: ReadonlyArray<string>;
  mark?: ReactNode;
  onChange: (names: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const term = search.trim().toLowerCase();
    return names.filter((name) => !selected.includes(name) && (!term || name.toLowerCase().includes(term))).slice(0, 8);
  }, [names, selected, search]);
  return (
    <div className="space-y-2">
      <SmallTextField label="Treatment Protocols (search medications)" mark={mark} value={search} onChange={(event) => setSearch(event.target.value)} />
      {search.trim() && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Matching medications">
          {matches.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">No medication matches.</li>}
          {matches.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={`block w-full px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-50 ${focusRing}`}
                onClick={() => {
                  onChange([...selected, name]);
                  setSearch('');
                }}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen medications">
          {selected.map((name) => (
            <li key={name} className="inline-flex items-center gap-2 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900">
              {name}
              <button type="button" className={`rounded text-teal-800 ${focusRing}`} aria-label={`Remove ${name}`} onClick={() => onChange(selected.filter((entry) => entry !== name))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReadOnlyTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: string[][] }) {
  return (
    // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className={`overflow-x-auto rounded-lg border border-slate-200 ${focusRing}`}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-3 text-slate-600">
                No data
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex} className="px-3 py-2 whitespace-nowrap text-slate-800">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
