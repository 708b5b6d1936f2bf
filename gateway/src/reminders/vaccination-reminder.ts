// VaccinationReminder: a vaccination given to a pet and when it is due again (spec 002 sections
// 2.2, 3 "Vaccination reminder", 4 and 5: 'Add New Vaccination' / 'Edit Vaccination'). It is
// the pet's, listed on every visit of the pet (pet-reminders.ts); added, edited and deleted while
// charting a visit. Category, type, product and manufacturer are chosen from the clinic's vaccine
// lists (catalogues/vaccine-lookups.ts, vaccine.ts) by id; their names are read from those lists.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GatewayContext } from '../context.ts';
import { builder } from '../builder.ts';
import { rawId, requireRawId } from '../catalogues/lookup-support.ts';
import { VaccineType } from '../catalogues/vaccine.ts';
import { ManufacturerType, VaccineCategoryType, VaccineTypeType } from '../catalogues/vaccine-lookups.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, StaleVersionError } from '../errors.ts';
import { zonedKey } from '../loaders/main.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { vaccinationReminderWire, type VaccinationPayload, type VaccinationReminderRecord } from './reminder-wire.ts';
import { defineDeleteReminderMutation } from './delete-reminder.ts';
import { CHART_VISIT_SCOPE, chartingPlace, clinicTimeZone, reminderError } from './reminder-support.ts';

export const VaccinationReminderType = builder.loadableNode(builder.objectRef<VaccinationReminderRecord>('VaccinationReminder'), {
  description: "A pet's vaccination and its reminder. Dates are MM/DD/YYYY.",
  id: { resolve: (row) => row.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    const timeZone = await clinicTimeZone(context);
    return context.loaders.main.vaccinationReminders.byId.loadMany(ids.map((id) => zonedKey(timeZone, id)));
  },
  fields: (t) => ({
    vaccinationCategory: t.exposeString('vaccinationCategory', { description: 'The category name as it was when chosen.' }),
    vaccinationCategoryId: t.id({ nullable: true, resolve: (row) => (row.vaccinationCategoryId ? encodeGlobalID('VaccineCategory', row.vaccinationCategoryId) : null) }),
    vaccineType: t.exposeString('vaccineType', { description: 'The vaccine type name as it was when chosen.' }),
    vaccineTypeId: t.id({ nullable: true, resolve: (row) => (row.vaccineTypeId ? encodeGlobalID('VaccineType', row.vaccineTypeId) : null) }),
    productName: t.exposeString('productName', { description: "The vaccine (product) name as it was when chosen." }),
    vaccineId: t.id({ nullable: true, resolve: (row) => (row.vaccineId ? encodeGlobalID('Vaccine', row.vaccineId) : null) }),
    manufacturerName: t.exposeString('manufacturerName'),
    manufacturerId: t.id({ nullable: true, resolve: (row) => (row.manufacturerId ? encodeGlobalID('Manufacturer', row.manufacturerId) : null) }),
    lotNumber: t.exposeString('lotNumber'),
    givenDate: t.exposeString('givenDate'),
    expirationDate: t.exposeString('expirationDate'),
    reminderDate: t.exposeString('reminderDate'),
    vaccineStatus: t.exposeString('vaccineStatus', {
      description: "'Current, MM/DD/YYYY' (expiration today or later) or 'Past Due, MM/DD/YYYY', judged in the clinic's time zone (docs/reminders.md).",
    }),
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

/** An edit based on an older version: who saved since, and the vaccination as it is now. */
export class VaccinationReminderStaleVersionError extends StaleVersionError {}

builder.objectType(VaccinationReminderStaleVersionError, {
  name: 'VaccinationReminderStaleVersionError',
  description: "Someone saved this vaccination since the version the edit was based on: message 'This note was changed by <name> at <time>'; current is the vaccination as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedByName: t.exposeString('changedByName'),
    changedAt: t.exposeString('changedAt'),
    current: t.field({
      type: VaccinationReminderType,
      nullable: true,
      resolve: (error) => (error.current ? vaccinationReminderWire.parse(error.current) : null),
    }),
  }),
});

const staleVaccination = (error: StaleVersionError) => new VaccinationReminderStaleVersionError(error.message, error.changedByName, error.changedAt, error.current);

const ERRORS = [InputValidationError, NotFoundError, ConflictError, ForbiddenError];
const RENAMES = {
  vaccination_category_id: 'categoryId',
  vaccine_type_id: 'vaccineTypeId',
  vaccine_id: 'vaccineId',
  manufacturers_id: 'manufacturerId',
  based_on_version: 'basedOnVersion',
};

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

// Empty strings are let through so that the service answers with the spec's messages.
const vaccinationFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  visitId: t.id({ required: true, description: 'The visit being charted.' }),
  visitModificationId: t.id({ description: 'The reason for modification (ModificationReason id) when the visit is read-only.' }),
  categoryId: t.id({ required: true, description: 'A VaccineCategory of the clinic.' }),
  vaccineTypeId: t.id({ required: true, description: 'A VaccineType of the clinic.' }),
  vaccineId: t.id({ required: true, description: 'A Vaccine (product) of the clinic.' }),
  manufacturerId: t.id({ required: true, description: 'A Manufacturer of the clinic.' }),
  lotNumber: t.string({ required: true }),
  givenDate: t.string({ required: true, description: 'MM/DD/YYYY.' }),
  expirationDate: t.string({ required: true, description: 'MM/DD/YYYY.' }),
  reminderDate: t.string({ required: true, description: 'MM/DD/YYYY.' }),
});

interface VaccinationInput {
  visitId: string | number;
  visitModificationId?: string | number | null;
  categoryId: string | number;
  vaccineTypeId: string | number;
  vaccineId: string | number;
  manufacturerId: string | number;
  lotNumber: string;
  givenDate: string;
  expirationDate: string;
  reminderDate: string;
}

/** An entry of the clinic's list by global id: its id and name, or empty when it is not one (the service then says 'Select …'). */
async function chosen(
  context: GatewayContext,
  globalId: string | number,
  typename: string,
  loader: { getDataloader: (context: GatewayContext) => { load: (id: string) => Promise<{ name: string }> } },
): Promise<{ id: string; name: string }> {
  const id = rawId(String(globalId), typename);
  if (!id) return { id: '', name: '' };
  try {
    return { id, name: (await loader.getDataloader(context).load(id)).name };
  } catch {
    return { id: '', name: '' };
  }
}

async function vaccinationPayload(context: GatewayContext, input: VaccinationInput): Promise<VaccinationPayload> {
  const place = chartingPlace(input);
  const [category, type, vaccine, manufacturer] = await Promise.all([
    chosen(context, input.categoryId, 'VaccineCategory', VaccineCategoryType),
    chosen(context, input.vaccineTypeId, 'VaccineType', VaccineTypeType),
    chosen(context, input.vaccineId, 'Vaccine', VaccineType),
    chosen(context, input.manufacturerId, 'Manufacturer', ManufacturerType),
  ]);
  return {
    ...place,
    vaccination_category_id: category.id,
    vaccination_category: category.name,
    vaccine_type_id: type.id,
    vaccine_type: type.name,
    vaccine_id: vaccine.id,
    product_name: vaccine.name,
    manufacturers_id: manufacturer.id,
    manufacturers_name: manufacturer.name,
    lot_number: input.lotNumber,
    given_date: input.givenDate,
    expiration_date: input.expirationDate,
    reminder_date: input.reminderDate,
  };
}

const VaccinationSuccess = (name: string) =>
  builder.objectRef<{ vaccinationReminder: VaccinationReminderRecord }>(name).implement({
    fields: (t) => ({ vaccinationReminder: t.field({ type: VaccinationReminderType, resolve: (payload) => payload.vaccinationReminder }) }),
  });

const AddVaccinationReminderInput = builder.inputType('AddVaccinationReminderInput', {
  fields: (t) => ({ petId: t.id({ required: true }), ...vaccinationFields(t) }),
});

builder.mutationField('addVaccinationReminder', (t) =>
  t.field({
    type: VaccinationSuccess('AddVaccinationReminderSuccess'),
    description: "'Add New Vaccination' while charting a visit of the pet ('Add Visit'); a locked or read-only visit refuses (ConflictError).",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: AddVaccinationReminderInput, required: true }) },
    errors: { types: ERRORS, union: { name: 'AddVaccinationReminderResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const petId = requireRawId(String(input.petId), 'Pet', 'Pet');
        const payload = await vaccinationPayload(context, input);
        return { vaccinationReminder: await context.loaders.main.vaccinationReminders.add({ timeZone: await clinicTimeZone(context), reminder: { ...payload, pet_id: petId } }) };
      } catch (error) {
        throw reminderError(error, RENAMES);
      }
    },
  }),
);

const UpdateVaccinationReminderInput = builder.inputType('UpdateVaccinationReminderInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    basedOnVersion: t.int({ required: true, description: 'The version the edit was based on (VaccinationReminder.version).' }),
    ...vaccinationFields(t),
  }),
});

builder.mutationField('updateVaccinationReminder', (t) =>
  t.field({
    type: VaccinationSuccess('UpdateVaccinationReminderSuccess'),
    description: "'Edit Vaccination'. A third-party row, a locked or read-only visit refuse (ConflictError); a stale edit answers VaccinationReminderStaleVersionError.",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: UpdateVaccinationReminderInput, required: true }) },
    errors: { types: [...ERRORS, VaccinationReminderStaleVersionError], union: { name: 'UpdateVaccinationReminderResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'VaccinationReminder', 'Vaccination reminder');
        const payload = await vaccinationPayload(context, input);
        return {
          vaccinationReminder: await context.loaders.main.vaccinationReminders.update({ id, timeZone: await clinicTimeZone(context), reminder: { ...payload, based_on_version: input.basedOnVersion } }),
        };
      } catch (error) {
        throw reminderError(error, RENAMES, staleVaccination);
      }
    },
  }),
);

defineDeleteReminderMutation({
  type: 'VaccinationReminder',
  label: 'Vaccination reminder',
  client: 'vaccinationReminders',
  description: "Deletes a vaccination after confirmation (the client titles a failure 'Delete Vaccination Error' and shows the message).",
});
