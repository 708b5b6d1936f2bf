import type { ClinicRecord } from './clinic-wire.ts';
import { builder } from '../builder.ts';
import { loadViewer } from '../auth/viewer-cache.ts';
import { ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';

/** A clinic of the caller's organization (reachable by id only when the caller works there). */
export const ClinicType = builder.node(builder.objectRef<ClinicRecord>('Clinic'), {
  description: 'A clinic of an organization.',
  id: { resolve: (clinic) => clinic.id },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const viewer = await loadViewer(context);
    return ids.map((id) => viewer.clinics.find((clinic) => clinic.id === id) ?? null);
  },
  fields: (t) => ({
    clinicCode: t.exposeString('clinicCode'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    contactName: t.exposeString('contactName', { nullable: true }),
    taxRate: t.exposeFloat('taxRate', { nullable: true }),
    address1: t.exposeString('address1', { nullable: true }),
    address2: t.exposeString('address2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    timezone: t.exposeString('timezone', { nullable: true }),
    weightUnit: t.exposeString('weightUnit', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true, description: 'The logo URL.' }),
    temperatureUnit: t.exposeString('temperatureUnit', { nullable: true }),
  }),
});

builder.queryField('activeClinic', (t) =>
  t.field({
    type: ClinicType,
    nullable: true,
    description: 'The clinic the caller works in now (the one in their access token), read fresh.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => (context.principal?.clinicCode ? context.loaders.auth.clinic(context.principal.clinicCode) : null),
  }),
);

const UpdateClinicInput = builder.inputType('UpdateClinicInput', {
  description: 'The hospital settings of a clinic (spec: Hospital Settings contact form).',
  fields: (t) => ({
    clinicCode: t.string({ required: true }),
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    contactName: t.string({ required: true }),
    taxRate: t.float({ required: false, description: 'Percent, 0 to 100 with at most 3 decimals.' }),
    address1: t.string({ required: false }),
    address2: t.string({ required: false }),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zip: t.string({ required: true }),
    timezone: t.string({ required: true }),
    weightUnit: t.string({ required: true, description: 'kilograms or pound.' }),
    temperatureUnit: t.string({ required: true, description: 'celsius or fahrenheit.' }),
    avatar: t.string({ required: false, description: 'The logo URL from uploadClinicLogo; null removes the logo.' }),
  }),
});

const UpdateClinicSuccess = builder.objectRef<{ clinic: ClinicRecord }>('UpdateClinicSuccess').implement({
  fields: (t) => ({ clinic: t.field({ type: ClinicType, resolve: (result) => result.clinic }) }),
});

builder.mutationField('updateClinic', (t) =>
  t.field({
    type: UpdateClinicSuccess,
    description: "Changes a clinic's hospital settings; super admins and client admins only.",
    authScopes: { superAdmin: true, clientAdmin: true },
    args: { input: t.arg({ type: UpdateClinicInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, ForbiddenError], union: { name: 'UpdateClinicResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const clinic = await context.loaders.auth.updateClinic({
          clinic_code: input.clinicCode,
          name: input.name,
          email: input.email,
          phone: input.phone,
          contact_name: input.contactName,
          tax_rate: input.taxRate ?? null,
          address1: input.address1 ?? null,
          address2: input.address2 ?? null,
          city: input.city,
          state: input.state,
          zip: input.zip,
          timezone: input.timezone,
          weight_unit: input.weightUnit,
          temperature_unit: input.temperatureUnit,
          avatar: input.avatar ?? null,
        });
        return { clinic };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          404: (upstream) => new NotFoundError(upstream.message),
        });
      }
    },
  }),
);
