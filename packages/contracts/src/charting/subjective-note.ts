// A visit's subjective note, vitals and the SOAP cases as the main service answers them
// (snake_case, docs/rest-main-charting-subjective.md), each field named once; the gateway parses
// main's answers with them (gateway/src/charting/subjective-wire.ts), also a save's stale-version answer.
import { z } from 'zod/mini';
import { answerId, answerNumber, listOf, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

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
