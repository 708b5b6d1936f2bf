// Visit: one SOAP note of a pet (spec 001 sections 2.6, 3 and 7 "Visits"), listed in the pet
// profile's 'Pet Visit History', started with 'Add new visit', renamed inline, moved between the
// statuses of spec 002, and given a reason before a read-only visit's notes are modified.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ModificationReasonRecord, VisitRecord } from './visit-wire.ts';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';

export const ADD_VISIT = 'Add Visit';
/** Renaming, status changes and modification reasons are charting the visit: 'Add Visit' too. */
export const CHART_VISIT_SCOPE = { permission: ADD_VISIT } as const;

export const VISIT_MUTATION_ERRORS = [InputValidationError, NotFoundError, ForbiddenError];
/**
 * Renaming, moving the status and giving a reason are refused for a locked visit, and the first two
 * for a read-only one without a reason for modification: the service's 409 with its text.
 */
const VISIT_WRITE_ERRORS = [...VISIT_MUTATION_ERRORS, ConflictError];

/** The service's answer as the typed errors of a visit mutation. */
export function visitError(error: unknown, renames: Record<string, string> = {}): Error {
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

const VisitStatusType = builder.objectRef<{ id: number; name: string }>('VisitStatus').implement({
  description: 'Where a visit is in the SOAP workflow (spec 002 section 4).',
  fields: (t) => ({
    statusId: t.int({ resolve: (status) => status.id }),
    name: t.exposeString('name'),
  }),
});

export const VisitType = builder.loadableNode(builder.objectRef<VisitRecord>('Visit'), {
  id: { resolve: (visit) => visit.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.main.visit.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The name of the SOAP.' }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    status: t.field({ type: VisitStatusType, resolve: (visit) => visit.status }),
    isReadOnly: t.exposeBoolean('isReadOnly', {
      description: 'The visit is in a status in which its notes need a reason for modification before they change.',
    }),
    isLocked: t.exposeBoolean('isLocked'),
    lastModifiedByName: t.exposeString('lastModifiedByName'),
  }),
});

const VisitPayload = (name: string) =>
  builder.objectRef<{ visit: VisitRecord }>(name).implement({
    fields: (t) => ({ visit: t.field({ type: VisitType, resolve: (payload) => payload.visit }) }),
  });

const CreateVisitInput = builder.inputType('CreateVisitInput', {
  fields: (t) => ({
    petId: t.id({ required: true }),
    name: t.string({ description: "Defaults to 'Visit YYYY-MM-DD' (the UTC day)." }),
  }),
});

builder.mutationField('createVisit', (t) =>
  t.field({
    type: VisitPayload('CreateVisitSuccess'),
    description: "Starts a visit for the pet in the first visit status ('Add Visit').",
    authScopes: { permission: ADD_VISIT },
    args: { input: t.arg({ type: CreateVisitInput, required: true }) },
    errors: { types: VISIT_MUTATION_ERRORS, union: { name: 'CreateVisitResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const petId = requireRawId(String(input.petId), 'Pet', 'Pet');
        return { visit: await context.loaders.main.createVisit({ pet_id: petId, name: input.name ?? undefined }) };
      } catch (error) {
        throw visitError(error, { pet_id: 'petId' });
      }
    },
  }),
);

const MODIFICATION_ID_DESCRIPTION = 'A ModificationReason of this visit: needed while the visit is read-only.';

const RenameVisitInput = builder.inputType('RenameVisitInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: true }),
    visitModificationId: t.id({ description: MODIFICATION_ID_DESCRIPTION }),
  }),
});

/** The raw id of the reason for modification named in an input, if any. */
const modificationIdOf = (input: { visitModificationId?: string | number | null }) =>
  input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined;

builder.mutationField('renameVisit', (t) =>
  t.field({
    type: VisitPayload('RenameVisitSuccess'),
    description: 'Renames the SOAP of a visit; an empty name is refused, and so is a locked visit, or a read-only one without a reason for modification.',
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: RenameVisitInput, required: true }) },
    errors: { types: VISIT_WRITE_ERRORS, union: { name: 'RenameVisitResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Visit', 'Visit');
        return { visit: await context.loaders.main.renameVisit({ id, name: input.name, visitModificationId: modificationIdOf(input) }) };
      } catch (error) {
        throw visitError(error);
      }
    },
  }),
);

const UpdateVisitStatusInput = builder.inputType('UpdateVisitStatusInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    statusId: t.int({ required: true, description: 'A VisitStatus.statusId.' }),
    visitModificationId: t.id({ description: 'A ModificationReason of this visit: needed to move a read-only visit back to an earlier status.' }),
  }),
});

builder.mutationField('updateVisitStatus', (t) =>
  t.field({
    type: VisitPayload('UpdateVisitStatusSuccess'),
    description:
      "Moves a visit to another status and records it in the visit's status log. A locked visit does not move; a read-only one moves back to an earlier status only under a reason for modification.",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: UpdateVisitStatusInput, required: true }) },
    errors: { types: VISIT_WRITE_ERRORS, union: { name: 'UpdateVisitStatusResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Visit', 'Visit');
        return { visit: await context.loaders.main.updateVisitStatus({ id, statusId: input.statusId, visitModificationId: modificationIdOf(input) }) };
      } catch (error) {
        throw visitError(error, { status_id: 'statusId' });
      }
    },
  }),
);

builder.queryField('visitStatuses', (t) =>
  t.field({
    type: [VisitStatusType],
    description: 'The visit statuses in workflow order; a new visit starts in the first.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => context.loaders.main.visitStatuses(),
  }),
);

export const ModificationReasonType = builder.objectRef<ModificationReasonRecord>('ModificationReason').implement({
  description: "Why a visit's notes were modified (spec 001 section 2.7).",
  fields: (t) => ({
    id: t.id({ resolve: (reason) => encodeGlobalID('ModificationReason', reason.id) }),
    modificationDate: t.exposeString('modificationDate', { description: 'YYYY/MM/DD.' }),
    modificationReason: t.exposeString('modificationReason'),
    createdByName: t.exposeString('createdByName'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const SaveModificationReasonInput = builder.inputType('SaveModificationReasonInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    modificationDate: t.string({ required: true, description: 'YYYY/MM/DD.' }),
    modificationReason: t.string({ required: true }),
  }),
});

const SaveModificationReasonSuccess = builder
  .objectRef<{ modificationReason: ModificationReasonRecord; visitId: string }>('SaveModificationReasonSuccess')
  .implement({
    fields: (t) => ({
      modificationReason: t.field({ type: ModificationReasonType, resolve: (payload) => payload.modificationReason }),
      visitId: t.id({ resolve: (payload) => encodeGlobalID('Visit', payload.visitId) }),
    }),
  });

builder.mutationField('saveModificationReason', (t) =>
  t.field({
    type: SaveModificationReasonSuccess,
    description: "Records the date and reason for modifying a visit's notes; a locked visit takes none.",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SaveModificationReasonInput, required: true }) },
    errors: { types: VISIT_WRITE_ERRORS, union: { name: 'SaveModificationReasonResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const modificationReason = await context.loaders.main.saveModificationReason({
          visitId,
          modification_date: input.modificationDate,
          modification_reason: input.modificationReason,
        });
        return { modificationReason, visitId };
      } catch (error) {
        throw visitError(error);
      }
    },
  }),
);
