// saveSubjectiveNote: the Save of the subjective step (spec 002 sections 2.2, 4 "Subjective
// save"). Without basedOnVersion it is the visit's first save (the note is created); with it, a
// later save of that version. A save based on an older version answers
// SubjectiveNoteStaleVersionError with who changed the note, when, and the note as it is now.
import { aiDraftMarksPayload, AiDraftMarkInput } from '../ai-drafts/ai-draft-mark-input.ts';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { StaleVersionError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { CHARTING_ERRORS, chartingError } from './charting-errors.ts';
import { snakeKeys, subjectiveNoteWire, type SubjectiveNoteContentPayload, type SubjectiveNoteRecord } from './subjective-wire.ts';
import { ADDITIONAL_TEXT_FIELDS, ComplaintDurationEnum, DIARRHEA_FIELDS, SubjectiveNoteType, VOMITING_FIELDS } from './subjective-note.ts';

export class SubjectiveNoteStaleVersionError extends StaleVersionError {
  constructor(
    base: StaleVersionError,
    readonly currentNote: SubjectiveNoteRecord,
  ) {
    super(base.message, base.changedByName, base.changedAt, base.current);
  }
}

builder.objectType(SubjectiveNoteStaleVersionError, {
  name: 'SubjectiveNoteStaleVersionError',
  description: "Someone saved the note since the version this save was based on: 'This note was changed by <name> at <time>'. current is the note as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: SubjectiveNoteType, resolve: (error) => error.currentNote }),
  }),
});

const textInputs = (t: PothosSchemaTypes.InputFieldBuilder<any, 'InputObject'>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, t.string()]));

export const ChiefComplaintInput = builder.inputType('ChiefComplaintInput', {
  fields: (t) => ({
    complaint: t.string(),
    duration: t.field({ type: ComplaintDurationEnum, description: "Required: 'Select complaint duration'." }),
  }),
});

const DiarrheaCaseInput = builder.inputType('DiarrheaCaseInput', { fields: (t) => textInputs(t, DIARRHEA_FIELDS) });
const VomitingCaseInput = builder.inputType('VomitingCaseInput', { fields: (t) => textInputs(t, VOMITING_FIELDS) });

export const ReasonForConsultationInput = builder.inputType('ReasonForConsultationInput', {
  description: "At least one case or typed reason: 'Select reason for consultation'.",
  fields: (t) => ({
    mainCaseIds: t.intList({ description: 'SoapCase.caseId of each chosen case.' }),
    otherCases: t.stringList({ description: 'Reasons typed in.' }),
    generalHealth: t.string(),
    skinCase: t.string(),
    diarrhea: t.field({ type: DiarrheaCaseInput }),
    vomiting: t.field({ type: VomitingCaseInput }),
  }),
});

export const AdditionalNotesInput = builder.inputType('AdditionalNotesInput', {
  fields: (t) => ({
    ...textInputs(t, ADDITIONAL_TEXT_FIELDS),
    medications: t.stringList({ description: "Names chosen from the clinic's medication catalogue." }),
    indoor: t.int({ description: 'Feline only: 0, 25, 50 or 100.' }),
  }),
});

/**
 * The REST service's subjective_note from the GraphQL inputs (the staff save and the public form):
 * the inputs' fields are the contract's answers by name, so their keys in snake_case are its JSON
 * (the service refuses anything else with the spec's messages).
 */
export function subjectiveNotePayload(input: {
  chiefComplaint: object;
  reasonForConsultation: { mainCaseIds?: readonly number[] | null; otherCases?: readonly string[] | null } & object;
  additionalNotes?: object | null;
}): SubjectiveNoteContentPayload {
  const { mainCaseIds, ...reason } = input.reasonForConsultation;
  return snakeKeys({
    chiefComplaint: input.chiefComplaint,
    reasonForConsultation: { ...reason, mainCase: mainCaseIds ?? [], otherCases: reason.otherCases ?? [] },
    additionalNotes: input.additionalNotes ?? {},
  }) as SubjectiveNoteContentPayload;
}

const SaveSubjectiveNoteInput = builder.inputType('SaveSubjectiveNoteInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    basedOnVersion: t.int({ description: "The note's version this save is based on; omit for the visit's first save." }),
    visitModificationId: t.id({ description: 'A ModificationReason of this visit: needed while the visit is read-only.' }),
    chiefComplaint: t.field({ type: ChiefComplaintInput, required: true }),
    reasonForConsultation: t.field({ type: ReasonForConsultationInput, required: true }),
    additionalNotes: t.field({ type: AdditionalNotesInput }),
    aiDrafts: t.field({ type: [AiDraftMarkInput], description: "The fields whose text came from an AI feature (the main service keeps each as an 'AI draft' until a person accepts or edits it)." }),
  }),
});

const SaveSubjectiveNoteSuccess = builder.objectRef<{ subjectiveNote: SubjectiveNoteRecord }>('SaveSubjectiveNoteSuccess').implement({
  fields: (t) => ({
    subjectiveNote: t.field({ type: SubjectiveNoteType, resolve: (payload) => payload.subjectiveNote }),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.subjectiveNote.visitId) }),
  }),
});

builder.mutationField('saveSubjectiveNote', (t) =>
  t.field({
    type: SaveSubjectiveNoteSuccess,
    description: "Saves the visit's subjective note: the first save creates it, later saves name the version they were based on ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveSubjectiveNoteInput, required: true }) },
    errors: { types: [...CHARTING_ERRORS, SubjectiveNoteStaleVersionError], union: { name: 'SaveSubjectiveNoteResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const modificationId = input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'Reason for modification') : null;
        const subjectiveNote = subjectiveNotePayload(input);
        const aiDrafts = aiDraftMarksPayload(input.aiDrafts);
        const saved =
          input.basedOnVersion === null || input.basedOnVersion === undefined
            ? await context.loaders.main.createSubjectiveNote({ obj_visit_id: visitId, visit_modification_id: modificationId, subjective_note: subjectiveNote, ai_drafts: aiDrafts })
            : await context.loaders.main.updateSubjectiveNote({ visitId, based_on_version: input.basedOnVersion, visit_modification_id: modificationId, subjective_note: subjectiveNote, ai_drafts: aiDrafts });
        context.loaders.main.aiDraftsOfVisit.clear(visitId);
        return { subjectiveNote: saved };
      } catch (error) {
        throw chartingError(error, (base, current: SubjectiveNoteRecord) => new SubjectiveNoteStaleVersionError(base, current), (raw) => subjectiveNoteWire.parse(raw));
      }
    },
  }),
);
