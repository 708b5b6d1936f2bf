// ObjectiveNote: the physical exam of a visit (spec 002 section 2.4 'Phyiscal Examination', section 3
// "Objective note", section 5 scores): exam results by body category, rule outs chosen from the
// clinic's diagnoses, the scores with their labels, mentation and observations. Visit.objectiveNote
// loads through a DataLoader by visit id (one call for any number of visits); saveObjectiveNote
// creates the note on the first save and updates it, with the version it was based on, after.
//
// The feline grimace scale is charted for feline pets only: the main service keeps species as the
// inventory service's id and cannot tell, so this mutation reads the pet's species (Pet and Species
// loaders) and refuses a grimace scale for any other pet, and starts a cat's new note at 4.
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  DEFAULT_GRIMACE_SCALE,
  EXAM_RESULTS,
  FELINE_ONLY,
  MENTATIONS,
  bodyScoreLabel,
  dentalScoreLabel,
  muscleConditionLabel,
  painScoreLabel,
} from '@vetchart/contracts/charting-objective/objective-labels';
import { aiDraftMarksPayload, AiDraftMarkInput } from '../ai-drafts/ai-draft-mark-input.ts';
import { builder } from '../builder.ts';
import { rawId, requireRawId } from '../catalogues/lookup-support.ts';
import { DiagnosisType } from '../catalogues/diagnosis.ts';
import { SpeciesType } from '../catalogues/species.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, StaleVersionError, fromUpstream } from '../errors.ts';
import { PetType } from '../pets/pet.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { objectiveNoteWire, type ExamResultRecord, type ObjectiveNotePayload, type ObjectiveNoteRecord, type RuleOutRecord } from './objective-wire.ts';

export const ObjectiveNoteType = builder.loadableNode(builder.objectRef<ObjectiveNoteRecord>('ObjectiveNote'), {
  description: "A visit's physical exam (spec 002 section 3 'Objective note').",
  id: { resolve: (note) => note.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    return context.loaders.main.objectiveNote.loadMany(ids);
  },
  fields: (t) => ({
    visit: t.field({ type: VisitType, resolve: (note, _args, context) => VisitType.getDataloader(context).load(note.visitId) }),
    bodyScore: t.exposeInt('bodyScore', { nullable: true, description: '1 to 9.' }),
    bodyScoreLabel: t.string({ description: '1-3 Too Thin, 4-6 Ideal, 7-9 Too Heavy; not scored is Too Thin.', resolve: (note) => bodyScoreLabel(note.bodyScore) }),
    painScore: t.exposeInt('painScore', { nullable: true, description: '1 to 9 in the exam form.' }),
    painScoreLabel: t.string({ nullable: true, description: '0-2 No Pain, 3-5 Moderate, 6-8 Very Severe Pain, 9 Worst Pain Possible.', resolve: (note) => painScoreLabel(note.painScore) }),
    dentalScore: t.exposeInt('dentalScore', { nullable: true, description: '0 to 4.' }),
    dentalScoreLabel: t.string({ nullable: true, description: "Out of 4, e.g. '2/4'.", resolve: (note) => dentalScoreLabel(note.dentalScore) }),
    muscleConditionScore: t.exposeInt('muscleConditionScore', { nullable: true, description: '1 to 4 in the exam form.' }),
    muscleConditionLabel: t.string({
      nullable: true,
      description: '0 Normal, 1 Mild Loss, 2 Moderate Loss, 3 Marked Loss, 4 Severe Loss.',
      resolve: (note) => muscleConditionLabel(note.muscleConditionScore),
    }),
    grimaceScale: t.exposeInt('grimaceScale', { nullable: true, description: 'Feline grimace scale, 1 to 10; feline pets only.' }),
    mentation: t.field({ type: MentationEnum, resolve: (note) => note.mentation as (typeof MENTATIONS)[number] }),
    medicalHistoryNotes: t.exposeString('medicalHistoryNotes', { description: 'Medical history observations.' }),
    physicalExamResults: t.field({ type: [PhysicalExamResultType], resolve: (note) => note.physicalExamResults }),
    ruleOuts: t.field({ type: [RuleOutType], resolve: (note) => note.ruleOuts }),
    visitModificationId: t.id({
      nullable: true,
      description: 'The reason for modification the latest save was made under.',
      resolve: (note) => (note.visitModificationId ? encodeGlobalID('ModificationReason', note.visitModificationId) : null),
    }),
    version: t.exposeInt('version', { description: 'Send it as basedOnVersion with the next save.' }),
    createdAt: t.exposeString('createdAt'),
    updatedByName: t.exposeString('updatedByName'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const MentationEnum = builder.enumType('Mentation', { values: MENTATIONS, description: 'Bright (the default), Depressed, Stuporous or Comatose.' });
const PhysicalExamStatusEnum = builder.enumType('PhysicalExamStatus', { values: EXAM_RESULTS });

const PhysicalExamResultType = builder.objectRef<ExamResultRecord>('PhysicalExamResult').implement({
  description: 'The exam result of one body category.',
  fields: (t) => ({
    categoryId: t.exposeString('categoryId', { nullable: true }),
    category: t.exposeString('category', { description: 'The body category, e.g. Skin.' }),
    result: t.field({ type: PhysicalExamStatusEnum, resolve: (row) => row.result as (typeof EXAM_RESULTS)[number] }),
    comment: t.exposeString('comment'),
  }),
});

const RuleOutType = builder.objectRef<RuleOutRecord>('RuleOut').implement({
  description: 'A rule out: a copy of the clinic diagnosis it was chosen from.',
  fields: (t) => ({
    diagnosis: t.field({
      type: DiagnosisType,
      nullable: true,
      description: 'The diagnosis it was chosen from, when it still exists.',
      resolve: async (row, _args, context) => {
        if (!row.diagnosisId) return null;
        const loaded = await DiagnosisType.getDataloader(context).loadMany([row.diagnosisId]);
        return loaded[0] instanceof Error ? null : (loaded[0] ?? null);
      },
    }),
    name: t.exposeString('name'),
    category: t.exposeString('category', { nullable: true }),
    description: t.exposeString('description'),
    symptoms: t.exposeString('symptoms'),
  }),
});

builder.objectField(VisitType, 'objectiveNote', (t) =>
  t.field({
    type: ObjectiveNoteType,
    nullable: true,
    description: 'The physical exam; null until the first save.',
    resolve: (visit, _args, context) => context.loaders.main.objectiveNoteOfVisit.load(visit.id),
  }),
);

/** A stale save of an objective note, with the note as it is now. */
export class ObjectiveNoteStaleVersionError extends StaleVersionError {}

builder.objectType(ObjectiveNoteStaleVersionError, {
  name: 'ObjectiveNoteStaleVersionError',
  description: "Someone saved the note since the version this save was based on: 'This note was changed by <name> at <time>'; current is the note as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({
      type: ObjectiveNoteType,
      nullable: true,
      resolve: (error) => (error.current ? objectiveNoteWire.parse(error.current) : null),
    }),
  }),
});

const PhysicalExamResultInput = builder.inputType('PhysicalExamResultInput', {
  fields: (t) => ({
    category: t.string({ required: true, description: 'The body category, e.g. Skin.' }),
    categoryId: t.string(),
    result: t.field({ type: PhysicalExamStatusEnum, required: true }),
    comment: t.string(),
  }),
});

const SaveObjectiveNoteInput = builder.inputType('SaveObjectiveNoteInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    basedOnVersion: t.int({ description: 'The version of the note this save is based on; absent for the first save (which creates the note).' }),
    bodyScore: t.int({ description: '1 to 9; absent keeps, null clears.' }),
    painScore: t.int({ description: '1 to 9.' }),
    dentalScore: t.int({ description: '0 to 4.' }),
    muscleConditionScore: t.int({ description: '1 to 4.' }),
    grimaceScale: t.int({ description: 'Feline grimace scale 1 to 10, for feline pets only; a new feline note starts at 4.' }),
    mentation: t.field({ type: MentationEnum }),
    medicalHistoryNotes: t.string(),
    physicalExamResults: t.field({ type: [PhysicalExamResultInput], description: 'The whole table: one row per body category.' }),
    aiDrafts: t.field({ type: [AiDraftMarkInput], description: "The fields whose text came from an AI feature (the main service keeps each as an 'AI draft' until a person accepts or edits it)." }),
    ruleOutDiagnosisIds: t.idList({ description: "The whole Rule Outs table: ids of the clinic's diagnoses (unique by name)." }),
    visitModificationId: t.id({ description: 'A ModificationReason of this visit: needed while the visit is read-only.' }),
  }),
});

const SaveObjectiveNoteSuccess = builder.objectRef<{ objectiveNote: ObjectiveNoteRecord }>('SaveObjectiveNoteSuccess').implement({
  fields: (t) => ({
    objectiveNote: t.field({ type: ObjectiveNoteType, resolve: (payload) => payload.objectiveNote }),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.objectiveNote.visitId) }),
  }),
});

/** A charting write's errors: 404 another clinic's, 403, 409 the visit guard (locked, read-only), stale. */
export function chartingError(error: unknown, renames: Record<string, string> = {}, stale?: (error: StaleVersionError) => Error): Error {
  const staleError = StaleVersionError.fromUpstream(error);
  if (staleError) return stale ? stale(staleError) : staleError;
  return fromUpstream(
    error,
    {
      403: (upstream) => new ForbiddenError(upstream.message),
      404: (upstream) => new NotFoundError(upstream.message),
      409: (upstream) => new ConflictError(upstream.message),
    },
    renames,
  );
}

async function isFeline(context: GatewayContext, petId: string): Promise<boolean> {
  const pet = await PetType.getDataloader(context).load(petId);
  const [species] = await SpeciesType.getDataloader(context).loadMany([pet.specieId]);
  return !(species instanceof Error) && species?.specie.trim().toLowerCase() === 'feline';
}

const RENAMES = {
  body_score: 'bodyScore',
  ruleouts: 'ruleOutDiagnosisIds',
  physicalexamresult: 'physicalExamResults',
  based_on_version: 'basedOnVersion',
  visit_modification_id: 'visitModificationId',
};

builder.mutationField('saveObjectiveNote', (t) =>
  t.field({
    type: SaveObjectiveNoteSuccess,
    description: "Saves the physical exam: the first save (no basedOnVersion) creates the note, later ones update it ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveObjectiveNoteInput, required: true }) },
    errors: {
      types: [InputValidationError, NotFoundError, ForbiddenError, ConflictError, ObjectiveNoteStaleVersionError],
      union: { name: 'SaveObjectiveNoteResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const visit = await VisitType.getDataloader(context).load(visitId);
        const feline = await isFeline(context, visit.petId);
        if (!feline && input.grimaceScale !== undefined && input.grimaceScale !== null) throw InputValidationError.forField('grimaceScale', FELINE_ONLY);
        const creating = input.basedOnVersion === undefined || input.basedOnVersion === null;
        let ruleouts: ObjectiveNotePayload['ruleouts'];
        if (input.ruleOutDiagnosisIds) {
          const ids = input.ruleOutDiagnosisIds.map((id) => rawId(String(id), 'Diagnosis'));
          const diagnoses = await DiagnosisType.getDataloader(context).loadMany(ids);
          const missing = diagnoses.findIndex((row) => row instanceof Error || !row);
          if (missing >= 0) throw InputValidationError.forField(`ruleOutDiagnosisIds.${missing}`, 'Diagnosis not found.');
          ruleouts = diagnoses.map((row, index) => {
            const diagnosis = row as Exclude<typeof row, Error>;
            return { diagnosis_id: ids[index]!, name: diagnosis.name, category: diagnosis.category?.name ?? null, description: diagnosis.description, symptoms: diagnosis.symptoms };
          });
        }
        const payload: ObjectiveNotePayload = {
          body_score: input.bodyScore,
          pain_score: input.painScore,
          dental_score: input.dentalScore,
          muscle_condition_score: input.muscleConditionScore,
          grimace_scale: feline ? (input.grimaceScale === undefined && creating ? DEFAULT_GRIMACE_SCALE : input.grimaceScale) : undefined,
          mentation: input.mentation ?? undefined,
          medical_history_notes: input.medicalHistoryNotes,
          physicalexamresult: input.physicalExamResults?.map((row) => ({
            category: { id: row.categoryId ?? null, category: row.category },
            result: row.result,
            comment: row.comment ?? null,
          })),
          ruleouts,
          visit_modification_id: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
          based_on_version: creating ? undefined : input.basedOnVersion!,
          ai_drafts: aiDraftMarksPayload(input.aiDrafts),
        };
        const objectiveNote = creating
          ? await context.loaders.main.createObjectiveNote({ visitId, note: payload })
          : await context.loaders.main.updateObjectiveNote({ visitId, note: payload });
        context.loaders.main.aiDraftsOfVisit.clear(visitId);
        return { objectiveNote };
      } catch (error) {
        throw chartingError(error, RENAMES, (stale) => new ObjectiveNoteStaleVersionError(stale.message, stale.changedByName, stale.changedAt, stale.current));
      }
    },
  }),
);
