// A visit's subjective (check-in) note (spec 002 sections 3 and 5): what a save must carry, with
// the spec's messages (the complaint durations, the SOAP cases, the feline indoor options), and
// the note, vitals and SOAP cases as the main service answers them (snake_case,
// docs/rest-main-charting-subjective.md), each field named once. The main service validates the
// staff saves and the public form's submit with the `*Wire` schemas, the gateway's bodies are
// their inputs, and the gateway parses main's answers with the `*Answer` schemas
// (gateway/src/charting/subjective-wire.ts), also a save's stale-version answer.
import { z } from 'zod/mini';
import { aiDraftMarks } from '../ai-drafts/ai-draft.ts';
import { answerId, answerNumber, listOf, orNull } from '../answer.ts';
import { basedOnVersion, optionalId, requiredId } from '../text.ts';
import { wire, wireShape } from '../wire.ts';
import { COMPLAINT_DURATIONS, SOAP_CASES } from './subjective-choices.ts';

export const SUBJECTIVE_MESSAGES = {
  duration: 'Select complaint duration',
  reason: 'Select reason for consultation',
  reasonFromList: 'Choose a reason for consultation from the list.',
  reasonTooLong: 'A reason can be at most 200 characters.',
  tooManyReasons: 'At most 20 reasons can be typed in.',
  medicationName: 'A medication needs a name.',
  medicationTooLong: 'A medication name can be at most 300 characters.',
  tooManyMedications: 'At most 200 medications can be listed.',
  indoor: 'How often indoors must be 0, 25, 50 or 100 percent.',
  visit: 'Please choose the visit.',
  version: 'Name the version this save is based on (based_on_version).',
} as const;
const M = SUBJECTIVE_MESSAGES;

/** How often a cat is indoors, in percent (feline only, section 5). */
export const INDOOR_OPTIONS = [0, 25, 50, 100] as const;

// --- The bodies a save sends

const MAX_TEXT = 2000;
const TEXT_TOO_LONG = `Must be at most ${MAX_TEXT} characters.`;
const CASE_IDS = new Set<number>(SOAP_CASES.map((soapCase) => soapCase.id));
const DURATION_VALUES = COMPLAINT_DURATIONS.map((duration) => duration.value) as [string, ...string[]];

/** An optional free text: trimmed, and an empty one is no answer (null). */
const answer = () =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(MAX_TEXT, TEXT_TOO_LONG))),
    z.transform((value) => (value ? value : null)),
  );

/** Left out or null is null. */
const orNone = <S extends z.core.$ZodType>(schema: S) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value) => value ?? null),
  );

// The note's answers are stored and answered as the spec's JSON, so they keep their snake_case
// keys (wireShape); a key the form does not have is refused (strict).
const diarrheaPanel = z.strictObject(
  wireShape({
    diarrhea: answer(),
    timesDiarrhea: answer(),
    eatingStool: answer(),
    dietIndiscretions: answer(),
    missingToys: answer(),
    accidents: answer(),
    someVisit: answer(),
    petActing: answer(),
  }),
);

const vomitingPanel = z.strictObject(
  wireShape({
    vomiting: answer(),
    timesVomiting: answer(),
    intoTrash: answer(),
    ateSomething: answer(),
    ratPoison: answer(),
    dietChanges: answer(),
    dietIndiscretions: answer(),
    recentlyVaccinated: answer(),
  }),
);

const reasonForConsultation = z.strictObject(
  wireShape(
    {
      mainCaseIds: z.pipe(
        z._default(
          z
            .array(z.number().check(z.int(), z.refine((id) => CASE_IDS.has(id), M.reasonFromList)), { error: M.reason })
            .check(z.maxLength(SOAP_CASES.length)),
          [],
        ),
        z.transform((ids) => [...new Set(ids)]),
      ),
      /** Reasons typed in (the multi-select takes free entries). */
      otherCases: z.pipe(
        z._default(
          z.array(z.string().check(z.trim(), z.minLength(1, M.reason), z.maxLength(200, M.reasonTooLong))).check(z.maxLength(20, M.tooManyReasons)),
          [],
        ),
        z.transform((entries) => [...new Set(entries)]),
      ),
      generalHealth: answer(),
      skinCase: answer(),
      diarrhea: orNone(diarrheaPanel),
      vomiting: orNone(vomitingPanel),
    },
    { mainCaseIds: 'main_case' },
  ),
);

const additionalNotes = z.strictObject(
  wireShape({
    waterIntake: answer(),
    appetite: answer(),
    travel: answer(),
    coughing: answer(),
    sneezing: answer(),
    vomiting: answer(),
    diarrhea: answer(),
    additionalVomiting: answer(),
    specialDiets: answer(),
    supplements: answer(),
    reminders: answer(),
    triageNotes: answer(),
    /** Names chosen from the clinic's medication catalogue (stored as names). */
    medications: z.pipe(
      z.nullish(
        z.array(z.string().check(z.trim(), z.minLength(1, M.medicationName), z.maxLength(300, M.medicationTooLong))).check(z.maxLength(200, M.tooManyMedications)),
      ),
      z.transform((names) => [...new Set(names ?? [])]),
    ),
    // Feline only (the form shows them for cats): flea comb, how often indoors, other pets.
    fleaComb: answer(),
    indoor: orNone(z.number({ error: M.indoor }).check(z.refine((value) => (INDOOR_OPTIONS as readonly number[]).includes(value), M.indoor))),
    otherPets: answer(),
  }),
);

/** The note's answers (the spec's subjective_note), kept in the spec's snake_case keys as they are stored. */
export const subjectiveNoteContent = z.object(
  wireShape({
    chiefComplaint: z.object({ complaint: answer(), duration: z.enum(DURATION_VALUES, { error: M.duration }) }, { error: M.duration }),
    reasonForConsultation: z
      .prefault(reasonForConsultation, {})
      .check(z.refine((reason) => reason.main_case.length > 0 || reason.other_cases.length > 0, { path: ['main_case'], message: M.reason })),
    additionalNotes: z.prefault(additionalNotes, {}),
  }),
);
export type SubjectiveNoteContent = z.output<typeof subjectiveNoteContent>;

/** POST /subjective: the first save of a visit's note (the spec's payload). */
export const subjectiveNoteCreateWire = wire({
  objVisitId: requiredId(M.visit),
  petId: optionalId(),
  clinicId: optionalId(),
  visitModificationId: optionalId(),
  subjectiveNote: subjectiveNoteContent,
  aiDrafts: aiDraftMarks,
});
export type SubjectiveNoteCreate = z.output<typeof subjectiveNoteCreateWire>;

/** PUT /subjective/{visitId}: a later save, naming the version it was based on. */
export const subjectiveNoteUpdateWire = wire({
  petId: optionalId(),
  clinicId: optionalId(),
  visitModificationId: optionalId(),
  subjectiveNote: subjectiveNoteContent,
  basedOnVersion: basedOnVersion(M.version),
  aiDrafts: aiDraftMarks,
});
export type SubjectiveNoteUpdate = z.output<typeof subjectiveNoteUpdateWire>;

// --- The main service's answers

/** A free-text answer the note may leave out (older notes lack the later questions). */
const text = orNull(z.string());

export const diarrheaCaseAnswer = wire({
  diarrhea: text,
  timesDiarrhea: text,
  eatingStool: text,
  dietIndiscretions: text,
  missingToys: text,
  accidents: text,
  someVisit: text,
  petActing: text,
});
export type DiarrheaCase = z.output<typeof diarrheaCaseAnswer>;

export const vomitingCaseAnswer = wire({
  vomiting: text,
  timesVomiting: text,
  intoTrash: text,
  ateSomething: text,
  ratPoison: text,
  dietChanges: text,
  dietIndiscretions: text,
  recentlyVaccinated: text,
});
export type VomitingCase = z.output<typeof vomitingCaseAnswer>;

export const additionalNotesAnswer = wire({
  waterIntake: text,
  appetite: text,
  travel: text,
  coughing: text,
  sneezing: text,
  vomiting: text,
  diarrhea: text,
  additionalVomiting: text,
  specialDiets: text,
  supplements: text,
  reminders: text,
  triageNotes: text,
  medications: listOf(z.string()),
  fleaComb: text,
  indoor: orNull(z.number()),
  otherPets: text,
});
export type AdditionalNotes = z.output<typeof additionalNotesAnswer>;

/** The note's answers, sent nested under `subjective_note`. */
const noteAnswers = wire({
  chiefComplaint: z.object({ complaint: text, duration: z.string() }),
  reasonForConsultation: wire(
    {
      mainCaseIds: z.array(z.coerce.number()),
      otherCases: listOf(z.string()),
      generalHealth: text,
      skinCase: text,
      diarrhea: orNull(diarrheaCaseAnswer),
      vomiting: orNull(vomitingCaseAnswer),
    },
    { mainCaseIds: 'main_case' },
  ),
  // Absent on a note saved before the additional notes existed: every answer empty.
  additionalNotes: z.pipe(
    z.nullish(additionalNotesAnswer),
    z.transform((notes) => notes ?? z.parse(additionalNotesAnswer, {})),
  ),
});

/** The visit's note: its answers, read up beside who saved which version when. */
export const subjectiveNoteAnswer = z.pipe(
  wire(
    {
      id: answerId,
      visitId: answerId,
      petId: answerId,
      version: answerNumber,
      visitModificationId: orNull(answerId),
      /** 'pet_parent' when the answers came through the e-mailed subjective form. */
      filledBy: z.pipe(
        z.nullish(z.string()),
        z.transform((filledBy) => (filledBy === 'pet_parent' ? ('pet_parent' as const) : ('staff' as const))),
      ),
      aiConsent: orNull(z.boolean()),
      subjectiveNote: noteAnswers,
      createdAt: z.string(),
      updatedByName: z.string(),
      updatedAt: z.string(),
    },
    { visitId: 'visitation_id' },
  ),
  z.transform(({ subjectiveNote, ...note }) => ({ ...note, ...subjectiveNote })),
);
export type SubjectiveNote = z.output<typeof subjectiveNoteAnswer>;

const measurement = z.object({ value: z.coerce.number(), unit: z.string() });
/** A rate is sent with its unit ('bpm'); the gateway keeps the number per minute. */
const rate = z.pipe(
  z.nullish(z.object({ value: z.coerce.number() })),
  z.transform((given) => (given ? given.value : null)),
);

export const vitalsAnswer = wire(
  {
    id: answerId,
    visitId: answerId,
    petId: answerId,
    version: answerNumber,
    visitModificationId: orNull(answerId),
    temperature: orNull(measurement),
    respiratoryRate: rate,
    heartRate: rate,
    weight: orNull(measurement),
    visitCreatedAt: z.string(),
    updatedByName: z.string(),
    updatedAt: z.string(),
  },
  { visitId: 'visitation_id' },
);
export type Vitals = z.output<typeof vitalsAnswer>;

/** A SOAP case (GET /soap-cases): the spec's ids, names and labels. */
export const soapCaseAnswer = z.object({ id: z.coerce.number(), name: z.string(), label: z.string() });
export type SoapCase = z.output<typeof soapCaseAnswer>;
