// The subjective (check-in) form's values, rules and mapping (spec 002 sections 2.2, 3 and 5):
// the complaint durations as the form shows them, the case question panels, the feline-only
// fields, the spec's messages, and the note as form values and form values as the
// saveSubjectiveNote input. The form's field names are the input's, so the server's
// InputValidationError paths (e.g. chiefComplaint.duration) land beside their fields.
import { z } from 'zod/mini';

export const DURATION_REQUIRED = 'Select complaint duration';
export const REASON_REQUIRED = 'Select reason for consultation';

export type ComplaintDuration = 'ACUTE' | 'GRADUAL' | 'PROGRESSING' | 'STATIC' | 'WORSENING';

/** The five durations, shown '<1 day' … '10+ days' (section 5). */
export const COMPLAINT_DURATIONS: ReadonlyArray<{ value: ComplaintDuration; label: string }> = [
  { value: 'ACUTE', label: '<1 day' },
  { value: 'GRADUAL', label: '1-3 days' },
  { value: 'PROGRESSING', label: '3-7 days' },
  { value: 'STATIC', label: '7-10 days' },
  { value: 'WORSENING', label: '10+ days' },
];

/** The spec's case ids (section 3): skin 1, general health 2, vomiting 3, diarrhea 4. */
export const CASE_IDS = { skin: 1, generalHealth: 2, vomiting: 3, diarrhea: 4 } as const;

export const VOMITING_QUESTIONS = [
  ['vomiting', 'What does the vomit look like (food, liquid, bile, blood)?'],
  ['timesVomiting', 'How many times has the pet vomited?'],
  ['intoTrash', 'Could the pet have gotten into the trash?'],
  ['ateSomething', 'Could the pet have eaten something it should not (toys, bones, plants)?'],
  ['ratPoison', 'Any access to rat poison or other toxins?'],
  ['dietChanges', 'Any recent diet changes?'],
  ['dietIndiscretions', 'Any dietary indiscretions (table food, new treats)?'],
  ['recentlyVaccinated', 'Was the pet recently vaccinated?'],
] as const;

export const DIARRHEA_QUESTIONS = [
  ['diarrhea', 'What does the stool look like (watery, soft, mucus, blood)?'],
  ['timesDiarrhea', 'How long has it been going on, and is it getting better or worse?'],
  ['eatingStool', 'Is the pet eating stool?'],
  ['dietIndiscretions', 'Any dietary indiscretions (table food, new treats)?'],
  ['missingToys', 'Are any toys or objects missing?'],
  ['accidents', 'Any accidents in the house?'],
  ['someVisit', 'Any recent boarding, grooming or dog park visit?'],
  ['petActing', 'How is the pet acting otherwise?'],
] as const;

export type VomitingKey = (typeof VOMITING_QUESTIONS)[number][0];
export type DiarrheaKey = (typeof DIARRHEA_QUESTIONS)[number][0];

/** Additional Notes' free texts, in the order the form shows them (feline ones apart). */
export const ADDITIONAL_TEXTS = [
  ['waterIntake', 'Water intake'],
  ['appetite', 'Appetite'],
  ['travel', 'Travel'],
  ['coughing', 'Coughing'],
  ['sneezing', 'Sneezing'],
  ['vomiting', 'Vomiting'],
  ['diarrhea', 'Diarrhea'],
  ['specialDiets', 'Special diets'],
  ['supplements', 'Supplements'],
] as const;

/** Stored texts the form does not ask for (kept as they are on a save). */
const KEPT_TEXTS = ['additionalVomiting', 'reminders'] as const;
const FELINE_TEXTS = ['fleaComb', 'otherPets'] as const;

type AdditionalTextKey = (typeof ADDITIONAL_TEXTS)[number][0] | (typeof KEPT_TEXTS)[number] | (typeof FELINE_TEXTS)[number] | 'triageNotes';
const ALL_ADDITIONAL_TEXTS: ReadonlyArray<AdditionalTextKey> = [...ADDITIONAL_TEXTS.map(([key]) => key), ...KEPT_TEXTS, ...FELINE_TEXTS, 'triageNotes'];

/** How often a cat is indoors, in percent (feline only). */
export const INDOOR_OPTIONS = ['0', '25', '50', '100'] as const;

const text = () => z.string().check(z.maxLength(2000, 'Must be at most 2000 characters.'));
const texts = <K extends string>(keys: ReadonlyArray<K>) => z.object(Object.fromEntries(keys.map((key) => [key, text()])) as Record<K, ReturnType<typeof text>>);

export const subjectiveFormSchema = z.object({
  chiefComplaint: z.object({
    complaint: text(),
    duration: z.string().check(z.minLength(1, DURATION_REQUIRED)),
  }),
  reasonForConsultation: z
    .object({
      mainCaseIds: z.array(z.number()),
      otherCases: z.array(z.string()),
      generalHealth: text(),
      skinCase: text(),
      vomiting: texts(VOMITING_QUESTIONS.map(([key]) => key)),
      diarrhea: texts(DIARRHEA_QUESTIONS.map(([key]) => key)),
    })
    .check(
      z.refine((reason) => reason.mainCaseIds.length > 0 || reason.otherCases.length > 0, {
        message: REASON_REQUIRED,
        path: ['mainCaseIds'],
      }),
    ),
  additionalNotes: z.extend(texts(ALL_ADDITIONAL_TEXTS), {
    medications: z.array(z.string()),
    indoor: z.string(),
  }),
});

export type SubjectiveFormValues = z.infer<typeof subjectiveFormSchema>;

/** The fields the server's field errors may name (InputValidationError paths). */
export const SERVER_FIELD_PATHS = [
  'chiefComplaint.complaint',
  'chiefComplaint.duration',
  'reasonForConsultation.mainCaseIds',
  'reasonForConsultation.otherCases',
  'reasonForConsultation.generalHealth',
  'reasonForConsultation.skinCase',
  ...VOMITING_QUESTIONS.map(([key]) => `reasonForConsultation.vomiting.${key}`),
  ...DIARRHEA_QUESTIONS.map(([key]) => `reasonForConsultation.diarrhea.${key}`),
  ...ALL_ADDITIONAL_TEXTS.map((key) => `additionalNotes.${key}`),
  'additionalNotes.medications',
  'additionalNotes.indoor',
];

type Texts<K extends string> = { readonly [key in K]?: string | null };

/** A saved note as the API answers it (the subjectiveForm_note fragment's shape). */
export interface SubjectiveNoteData {
  readonly chiefComplaint: { readonly complaint: string | null | undefined; readonly duration: string };
  readonly reasonForConsultation: {
    readonly mainCaseIds: ReadonlyArray<number>;
    readonly otherCases: ReadonlyArray<string>;
    readonly generalHealth: string | null | undefined;
    readonly skinCase: string | null | undefined;
    readonly vomiting: Texts<VomitingKey> | null | undefined;
    readonly diarrhea: Texts<DiarrheaKey> | null | undefined;
  };
  readonly additionalNotes: Texts<AdditionalTextKey> & { readonly medications: ReadonlyArray<string>; readonly indoor: number | null | undefined };
}

const fill = <K extends string>(keys: ReadonlyArray<K>, from: Texts<K> | null | undefined) =>
  Object.fromEntries(keys.map((key) => [key, from?.[key] ?? ''])) as Record<K, string>;

/** The form's values for a saved note, or an empty form before the first save. */
export function toFormValues(note: SubjectiveNoteData | null): SubjectiveFormValues {
  const reason = note?.reasonForConsultation;
  const notes = note?.additionalNotes;
  return {
    chiefComplaint: { complaint: note?.chiefComplaint.complaint ?? '', duration: note?.chiefComplaint.duration ?? '' },
    reasonForConsultation: {
      mainCaseIds: [...(reason?.mainCaseIds ?? [])],
      otherCases: [...(reason?.otherCases ?? [])],
      generalHealth: reason?.generalHealth ?? '',
      skinCase: reason?.skinCase ?? '',
      vomiting: fill(
        VOMITING_QUESTIONS.map(([key]) => key),
        reason?.vomiting,
      ),
      diarrhea: fill(
        DIARRHEA_QUESTIONS.map(([key]) => key),
        reason?.diarrhea,
      ),
    },
    additionalNotes: {
      ...fill(ALL_ADDITIONAL_TEXTS, notes),
      medications: [...(notes?.medications ?? [])],
      indoor: notes?.indoor === null || notes?.indoor === undefined ? '' : String(notes.indoor),
    },
  };
}

const orNull = (value: string) => value.trim() || null;
const mapTexts = <K extends string>(values: Record<K, string>) => Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, orNull(value)])) as Record<K, string | null>;

/**
 * The saveSubjectiveNote input's note part. A case's question panel and notes go only while the
 * case is chosen, so unticking a case does not leave its hidden answers stored.
 */
export function toSaveInput(values: SubjectiveFormValues) {
  const reason = values.reasonForConsultation;
  const chosen = (caseId: number) => reason.mainCaseIds.includes(caseId);
  const { medications, indoor, ...additionalTexts } = values.additionalNotes;
  return {
    chiefComplaint: { complaint: orNull(values.chiefComplaint.complaint), duration: values.chiefComplaint.duration as ComplaintDuration },
    reasonForConsultation: {
      mainCaseIds: [...reason.mainCaseIds].sort((a, b) => a - b),
      otherCases: reason.otherCases,
      generalHealth: chosen(CASE_IDS.generalHealth) ? orNull(reason.generalHealth) : null,
      skinCase: chosen(CASE_IDS.skin) ? orNull(reason.skinCase) : null,
      vomiting: chosen(CASE_IDS.vomiting) ? mapTexts(reason.vomiting) : null,
      diarrhea: chosen(CASE_IDS.diarrhea) ? mapTexts(reason.diarrhea) : null,
    },
    additionalNotes: { ...mapTexts(additionalTexts), medications, indoor: indoor === '' ? null : Number(indoor) },
  };
}

/** A typed reason for consultation, added once (case-insensitively) and never empty. */
export function addOtherCase(current: ReadonlyArray<string>, typed: string): string[] {
  const entry = typed.trim().replace(/\s+/g, ' ');
  if (!entry || current.some((existing) => existing.toLowerCase() === entry.toLowerCase())) return [...current];
  return [...current, entry];
}

/** Feline pets get the flea comb, indoor and other pets questions (section 5). */
export const isFeline = (specie: string | null | undefined) => (specie ?? '').trim().toLowerCase() === 'feline';

/** The global id's raw id, as the address carries ids (subjectiveId). */
export function rawIdOf(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(':');
    return colon > 0 ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}

/**
 * The form's values for a note, with the triage text typed in the SOAP editor (the visit's canvas,
 * kept on the server) in Triage notes when the note has none of its own: a visit charted partly in
 * the editor and partly step by step keeps one triage text.
 */
export function withEditorTriage(values: SubjectiveFormValues, editorTriage: string | null | undefined): { values: SubjectiveFormValues; fromEditor: boolean } {
  const text = editorTriage?.trim() ?? '';
  if (!text || values.additionalNotes.triageNotes.trim()) return { values, fromEditor: false };
  return { values: { ...values, additionalNotes: { ...values.additionalNotes, triageNotes: text } }, fromEditor: true };
}
