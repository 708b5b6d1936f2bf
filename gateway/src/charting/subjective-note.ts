// SubjectiveNote: a visit's check-in note (spec 002 section 3 "Subjective note"): the chief
// complaint with its duration, the reason for consultation (SOAP cases, typed reasons, the case
// question panels), the additional notes, and who saved it last. A Relay node loaded by ids in one
// call; Visit.subjectiveNote batches a screen's visits into one call too.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { NotFoundError } from '../errors.ts';
import { VisitType } from '../visits/visit.ts';
import type { AdditionalNotesRecord, DiarrheaCaseRecord, SubjectiveNoteRecord, VomitingCaseRecord } from './subjective-wire.ts';

export const ComplaintDurationEnum = builder.enumType('ComplaintDuration', {
  description: 'How long the chief complaint has lasted (spec 002 section 5).',
  values: {
    ACUTE: { value: 'Acute', description: "Shown '<1 day'." },
    GRADUAL: { value: 'Gradual', description: "Shown '1-3 days'." },
    PROGRESSING: { value: 'Progressing', description: "Shown '3-7 days'." },
    STATIC: { value: 'Static', description: "Shown '7-10 days'." },
    WORSENING: { value: 'Worsening', description: "Shown '10+ days'." },
  } as const,
});

/** Nullable string fields named by a record's keys. */
function textFields<Record extends object>(t: PothosSchemaTypes.ObjectFieldBuilder<any, Record>, keys: (keyof Record & string)[]) {
  return Object.fromEntries(keys.map((key) => [key, t.string({ nullable: true, resolve: (parent: Record) => (parent[key] as string | null) ?? null })]));
}

export const DIARRHEA_FIELDS: (keyof DiarrheaCaseRecord & string)[] = [
  'diarrhea', 'timesDiarrhea', 'eatingStool', 'dietIndiscretions', 'missingToys', 'accidents', 'someVisit', 'petActing',
];
export const VOMITING_FIELDS: (keyof VomitingCaseRecord & string)[] = [
  'vomiting', 'timesVomiting', 'intoTrash', 'ateSomething', 'ratPoison', 'dietChanges', 'dietIndiscretions', 'recentlyVaccinated',
];
export const ADDITIONAL_TEXT_FIELDS = [
  'waterIntake', 'appetite', 'travel', 'coughing', 'sneezing', 'vomiting', 'diarrhea', 'additionalVomiting',
  'specialDiets', 'supplements', 'reminders', 'triageNotes', 'fleaComb', 'otherPets',
] as const satisfies (keyof AdditionalNotesRecord)[];

const ChiefComplaintType = builder.objectRef<SubjectiveNoteRecord['chiefComplaint']>('ChiefComplaint').implement({
  fields: (t) => ({
    complaint: t.exposeString('complaint', { nullable: true }),
    duration: t.field({ type: ComplaintDurationEnum, resolve: (complaint) => complaint.duration as 'Acute' }),
  }),
});

const DiarrheaCaseType = builder.objectRef<DiarrheaCaseRecord>('DiarrheaCase').implement({
  description: "The diarrhea case's questions.",
  fields: (t) => textFields(t, DIARRHEA_FIELDS),
});

const VomitingCaseType = builder.objectRef<VomitingCaseRecord>('VomitingCase').implement({
  description: "The vomiting case's questions.",
  fields: (t) => textFields(t, VOMITING_FIELDS),
});

const ReasonForConsultationType = builder.objectRef<SubjectiveNoteRecord['reasonForConsultation']>('ReasonForConsultation').implement({
  fields: (t) => ({
    mainCaseIds: t.exposeIntList('mainCaseIds', { description: 'SoapCase.caseId of each chosen case.' }),
    otherCases: t.exposeStringList('otherCases', { description: 'Reasons typed in (free entries).' }),
    generalHealth: t.exposeString('generalHealth', { nullable: true }),
    skinCase: t.exposeString('skinCase', { nullable: true }),
    diarrhea: t.field({ type: DiarrheaCaseType, nullable: true, resolve: (reason) => reason.diarrhea }),
    vomiting: t.field({ type: VomitingCaseType, nullable: true, resolve: (reason) => reason.vomiting }),
  }),
});

const AdditionalNotesType = builder.objectRef<AdditionalNotesRecord>('AdditionalNotes').implement({
  description: 'Additional notes; fleaComb, indoor and otherPets are asked for feline pets only.',
  fields: (t) => ({
    ...textFields(t, [...ADDITIONAL_TEXT_FIELDS]),
    medications: t.exposeStringList('medications', { description: "Names chosen from the clinic's medication catalogue." }),
    indoor: t.exposeInt('indoor', { nullable: true, description: 'How often indoors, in percent: 0, 25, 50 or 100.' }),
  }),
});

export const SubjectiveNoteType = builder.loadableNode(builder.objectRef<SubjectiveNoteRecord>('SubjectiveNote'), {
  id: { resolve: (note) => note.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    return context.loaders.main.subjectiveNote.loadMany(ids);
  },
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'Send it as basedOnVersion with the next save.' }),
    chiefComplaint: t.field({ type: ChiefComplaintType, resolve: (note) => note.chiefComplaint }),
    reasonForConsultation: t.field({ type: ReasonForConsultationType, resolve: (note) => note.reasonForConsultation }),
    additionalNotes: t.field({ type: AdditionalNotesType, resolve: (note) => note.additionalNotes }),
    modificationReasonId: t.id({
      nullable: true,
      description: 'The ModificationReason the last save was made under (a read-only visit).',
      resolve: (note) => (note.visitModificationId ? encodeGlobalID('ModificationReason', note.visitModificationId) : null),
    }),
    filledByPetParent: t.boolean({
      description: 'True when the pet parent filled the note in through the e-mailed subjective form (with the AI consent and a signature).',
      resolve: (note) => note.filledBy === 'pet_parent',
    }),
    aiConsent: t.exposeBoolean('aiConsent', { nullable: true, description: "The pet parent's AI consent on the form; null for a note staff filled in." }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt', { description: "'Last edited by <updatedByName> at <updatedAt>'." }),
    updatedByName: t.exposeString('updatedByName'),
    visit: t.field({ type: VisitType, resolve: (note, _args, context) => VisitType.getDataloader(context).load(note.visitId) }),
  }),
});

builder.objectField(VisitType, 'subjectiveNote', (t) =>
  t.field({
    type: SubjectiveNoteType,
    nullable: true,
    description: "The visit's subjective note; null before its first save.",
    resolve: (visit, _args, context) => context.loaders.main.subjectiveNoteOfVisit.load(visit.id),
  }),
);
