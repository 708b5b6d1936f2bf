// PetParent: a clinic's client (spec 001 section 3, Pet parent) on the Pet Parents tab, in the
// Add New Pet flow and on the pet profile's Client Information card.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { PetParentPayload, PetParentRecord } from './pet-wire.ts';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ADD_PET, DELETE_PET, EDIT_PET, PET_MUTATION_ERRORS, READ_SCOPE, petError } from './pet-support.ts';

const PetParentAddressType = builder.objectRef<PetParentRecord['address']>('PetParentAddress').implement({
  fields: (t) => ({
    addressLine1: t.exposeString('addressLine1'),
    addressLine2: t.exposeString('addressLine2', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    zip: t.exposeString('zip'),
  }),
});

const EmergencyContactType = builder.objectRef<PetParentRecord['emergencyContact']>('EmergencyContact').implement({
  description: "Who to call in an emergency; the parent's own name and phone unless someone else was given.",
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phoneNumber: t.exposeString('phoneNumber'),
  }),
});

export const PetParentType = builder.loadableNode(builder.objectRef<PetParentRecord>('PetParent'), {
  id: { resolve: (parent) => parent.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.main.petParent.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (parent) => `${parent.firstName} ${parent.lastName}` }),
    email: t.exposeString('email'),
    phoneNumber: t.exposeString('phoneNumber', { description: '10 digits.' }),
    dateOfBirth: t.exposeString('dateOfBirth', { nullable: true, description: 'MM/DD/YYYY.' }),
    address: t.field({ type: PetParentAddressType, resolve: (parent) => parent.address }),
    emergencyContact: t.field({ type: EmergencyContactType, resolve: (parent) => parent.emergencyContact }),
    lastVisit: t.exposeString('lastVisit', { nullable: true, description: 'ISO 8601.' }),
    appointmentDate: t.exposeString('appointmentDate', { nullable: true, description: 'ISO 8601.' }),
    petCount: t.exposeInt('petCount', { description: 'How many pets (not deleted) the parent has.' }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const PetParentOrderEnum = builder.enumType('PetParentOrder', {
  values: {
    CREATED_AT_DESC: { description: 'Newest first (the default).' },
    APPOINTMENT_DATE_ASC: {},
    APPOINTMENT_DATE_DESC: {},
    LAST_VISIT_ASC: {},
    LAST_VISIT_DESC: {},
  } as const,
});

const SORTS = {
  CREATED_AT_DESC: null,
  APPOINTMENT_DATE_ASC: 'appointment_date',
  APPOINTMENT_DATE_DESC: '-appointment_date',
  LAST_VISIT_ASC: 'last_visit',
  LAST_VISIT_DESC: '-last_visit',
} as const;

builder.queryField('petParents', (t) =>
  t.connection(
    {
      type: PetParentType,
      description: "The clinic's pet parents; search matches the name, e-mail or phone; the server sorts (no dates last).",
      authScopes: READ_SCOPE,
      args: { search: t.arg.string(), orderBy: t.arg({ type: PetParentOrderEnum, defaultValue: 'CREATED_AT_DESC' }) },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, (window) =>
          context.loaders.main.petParents({ ...window, search: args.search, sort: SORTS[args.orderBy ?? 'CREATED_AT_DESC'] }),
        ),
    },
    { name: 'PetParentConnection' },
    { name: 'PetParentEdge' },
  ),
);

const PetParentAddressInput = builder.inputType('PetParentAddressInput', {
  fields: (t) => ({
    addressLine1: t.string({ required: true }),
    addressLine2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zip: t.string({ required: true }),
  }),
});

const EmergencyContactInput = builder.inputType('EmergencyContactInput', {
  description: "Blank fields fall back to the parent's own name and phone.",
  fields: (t) => ({ firstName: t.string(), lastName: t.string(), phoneNumber: t.string() }),
});

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

// Empty strings are let through so that the service answers with the spec's messages.
const parentFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  firstName: t.string({ required: true }),
  lastName: t.string({ required: true }),
  phoneNumber: t.string({ required: true }),
  email: t.string({ required: true }),
  dateOfBirth: t.string({ description: 'MM/DD/YYYY; optional.' }),
  address: t.field({ type: PetParentAddressInput, required: true }),
  emergencyContact: t.field({ type: EmergencyContactInput }),
});

const AddPetParentInput = builder.inputType('AddPetParentInput', { fields: (t) => parentFields(t) });
const UpdatePetParentInput = builder.inputType('UpdatePetParentInput', { fields: (t) => ({ id: t.id({ required: true }), ...parentFields(t) }) });
const DeletePetParentInput = builder.inputType('DeletePetParentInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

interface ParentInput {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  dateOfBirth?: string | null;
  address: { addressLine1: string; addressLine2?: string | null; city: string; state: string; zip: string };
  emergencyContact?: { firstName?: string | null; lastName?: string | null; phoneNumber?: string | null } | null;
}

const parentPayload = (input: ParentInput): PetParentPayload => ({
  first_name: input.firstName,
  last_name: input.lastName,
  phone_number: input.phoneNumber,
  email: input.email,
  date_of_birth: input.dateOfBirth || null,
  address: input.address,
  emergency_contact: input.emergencyContact
    ? { er_first_name: input.emergencyContact.firstName, er_last_name: input.emergencyContact.lastName, phone_number: input.emergencyContact.phoneNumber }
    : null,
});

/** The service's emergency contact paths are the spec's er_* names; the input's are plain. */
const PARENT_RENAMES = {
  'emergency_contact.er_first_name': 'emergencyContact.firstName',
  'emergency_contact.er_last_name': 'emergencyContact.lastName',
  'emergency_contact.phone_number': 'emergencyContact.phoneNumber',
};

const PetParentSuccess = (name: string) =>
  builder.objectRef<{ petParent: PetParentRecord }>(name).implement({
    fields: (t) => ({ petParent: t.field({ type: PetParentType, resolve: (payload) => payload.petParent }) }),
  });

builder.mutationField('addPetParent', (t) =>
  t.field({
    type: PetParentSuccess('AddPetParentSuccess'),
    description: "Adds a pet parent (the first step of Add New Pet). Needs 'Add new Pet'.",
    authScopes: { permission: ADD_PET },
    args: { input: t.arg({ type: AddPetParentInput, required: true }) },
    errors: { types: PET_MUTATION_ERRORS, union: { name: 'AddPetParentResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { petParent: await context.loaders.main.addPetParent(parentPayload(input)) };
      } catch (error) {
        throw petError(error, PARENT_RENAMES);
      }
    },
  }),
);

builder.mutationField('updatePetParent', (t) =>
  t.field({
    type: PetParentSuccess('UpdatePetParentSuccess'),
    description: "Edits a pet parent. Needs 'Edit Pet Details'.",
    authScopes: { permission: EDIT_PET },
    args: { input: t.arg({ type: UpdatePetParentInput, required: true }) },
    errors: { types: PET_MUTATION_ERRORS, union: { name: 'UpdatePetParentResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'PetParent', 'Pet parent');
        return { petParent: await context.loaders.main.updatePetParent({ id, parent: parentPayload(input) }) };
      } catch (error) {
        throw petError(error, PARENT_RENAMES);
      }
    },
  }),
);

const DeletePetParentSuccess = builder.objectRef<{ deletedId: string }>('DeletePetParentSuccess').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationField('deletePetParent', (t) =>
  t.field({
    type: DeletePetParentSuccess,
    description: "Marks a pet parent deleted; refused (ConflictError) while they still have pets. Needs 'Delete Pet'.",
    authScopes: { permission: DELETE_PET },
    args: { input: t.arg({ type: DeletePetParentInput, required: true }) },
    errors: { types: PET_MUTATION_ERRORS, union: { name: 'DeletePetParentResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'PetParent', 'Pet parent');
        await context.loaders.main.deletePetParent(id);
        return { deletedId: encodeGlobalID('PetParent', id) };
      } catch (error) {
        throw petError(error);
      }
    },
  }),
);
