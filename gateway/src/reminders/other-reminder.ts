// OtherReminder: a general reminder of a pet (spec 002 sections 2.2, 3 "Other reminder" and 5:
// 'Add New Reminder'), e.g. a heartworm test: what, when, and when it was last given. It is the
// pet's, listed on every visit of the pet (pet-reminders.ts); added, edited and deleted while
// charting a visit.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, StaleVersionError } from '../errors.ts';
import { zonedKey } from '../loaders/main.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { otherReminderWire, type OtherReminderRecord } from './reminder-wire.ts';
import { defineDeleteReminderMutation } from './delete-reminder.ts';
import { CHART_VISIT_SCOPE, chartingPlace, clinicTimeZone, reminderError } from './reminder-support.ts';

export const OtherReminderType = builder.loadableNode(builder.objectRef<OtherReminderRecord>('OtherReminder'), {
  description: "A general reminder of a pet. Dates are MM/DD/YYYY.",
  id: { resolve: (row) => row.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    const timeZone = await clinicTimeZone(context);
    return context.loaders.main.otherReminders.byId.loadMany(ids.map((id) => zonedKey(timeZone, id)));
  },
  fields: (t) => ({
    reminder: t.exposeString('reminder'),
    date: t.exposeString('date'),
    lastGivenDate: t.exposeString('lastGivenDate'),
    source: t.exposeString('source', { description: "'vea' for the product's own rows, else the third-party provider's identifier." }),
    isEditable: t.exposeBoolean('isEditable', { description: "False for a third-party provider's row: it cannot be edited or deleted." }),
    version: t.exposeInt('version', { description: 'Send it as basedOnVersion when editing.' }),
    visitId: t.id({ nullable: true, description: 'The visit it was added in.', resolve: (row) => (row.visitId ? encodeGlobalID('Visit', row.visitId) : null) }),
    createdByName: t.exposeString('createdByName'),
    updatedByName: t.exposeString('updatedByName'),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

/** An edit based on an older version: who saved since, and the reminder as it is now. */
export class OtherReminderStaleVersionError extends StaleVersionError {}

builder.objectType(OtherReminderStaleVersionError, {
  name: 'OtherReminderStaleVersionError',
  description: "Someone saved this reminder since the version the edit was based on: message 'This note was changed by <name> at <time>'; current is the reminder as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({ type: OtherReminderType, nullable: true, resolve: (error) => (error.current ? otherReminderWire.parse(error.current) : null) }),
  }),
});

const staleReminder = (error: StaleVersionError) => new OtherReminderStaleVersionError(error.message, error.changedByName, error.changedAt, error.current);

const ERRORS = [InputValidationError, NotFoundError, ConflictError, ForbiddenError];
const RENAMES = { based_on_version: 'basedOnVersion' };

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

// Empty strings are let through so that the service answers with the spec's messages.
const reminderFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  visitId: t.id({ required: true, description: 'The visit being charted.' }),
  visitModificationId: t.id({ description: 'The reason for modification (ModificationReason id) when the visit is read-only.' }),
  reminder: t.string({ required: true }),
  date: t.string({ required: true, description: 'MM/DD/YYYY.' }),
  lastGivenDate: t.string({ required: true, description: 'MM/DD/YYYY.' }),
});

const payloadOf = (input: { visitId: string | number; visitModificationId?: string | number | null; reminder: string; date: string; lastGivenDate: string }) => ({
  ...chartingPlace(input),
  reminder: input.reminder,
  date: input.date,
  last_given_date: input.lastGivenDate,
});

const OtherReminderSuccess = (name: string) =>
  builder.objectRef<{ otherReminder: OtherReminderRecord }>(name).implement({
    fields: (t) => ({ otherReminder: t.field({ type: OtherReminderType, resolve: (payload) => payload.otherReminder }) }),
  });

const AddOtherReminderInput = builder.inputType('AddOtherReminderInput', {
  fields: (t) => ({ petId: t.id({ required: true }), ...reminderFields(t) }),
});

builder.mutationField('addOtherReminder', (t) =>
  t.field({
    type: OtherReminderSuccess('AddOtherReminderSuccess'),
    description: "'Add New Reminder' while charting a visit of the pet ('Add Visit'); a locked or read-only visit refuses (ConflictError).",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: AddOtherReminderInput, required: true }) },
    errors: { types: ERRORS, union: { name: 'AddOtherReminderResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const petId = requireRawId(String(input.petId), 'Pet', 'Pet');
        return { otherReminder: await context.loaders.main.otherReminders.add({ timeZone: await clinicTimeZone(context), reminder: { ...payloadOf(input), pet_id: petId } }) };
      } catch (error) {
        throw reminderError(error, RENAMES);
      }
    },
  }),
);

const UpdateOtherReminderInput = builder.inputType('UpdateOtherReminderInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    basedOnVersion: t.int({ required: true, description: 'The version the edit was based on (OtherReminder.version).' }),
    ...reminderFields(t),
  }),
});

builder.mutationField('updateOtherReminder', (t) =>
  t.field({
    type: OtherReminderSuccess('UpdateOtherReminderSuccess'),
    description: 'Edits a reminder. A third-party row, a locked or read-only visit refuse (ConflictError); a stale edit answers OtherReminderStaleVersionError.',
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: UpdateOtherReminderInput, required: true }) },
    errors: { types: [...ERRORS, OtherReminderStaleVersionError], union: { name: 'UpdateOtherReminderResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'OtherReminder', 'Reminder');
        return {
          otherReminder: await context.loaders.main.otherReminders.update({ id, timeZone: await clinicTimeZone(context), reminder: { ...payloadOf(input), based_on_version: input.basedOnVersion } }),
        };
      } catch (error) {
        throw reminderError(error, RENAMES, staleReminder);
      }
    },
  }),
);

defineDeleteReminderMutation({
  type: 'OtherReminder',
  label: 'Reminder',
  client: 'otherReminders',
  description: "Deletes a reminder after confirmation (the client titles a failure 'Delete Other Reminders Error' and shows the message).",
});
