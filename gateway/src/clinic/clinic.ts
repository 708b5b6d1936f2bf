import type { ClinicRecord } from '../clients/auth.ts';
import { builder } from '../builder.ts';
import { loadViewer } from '../auth/viewer-cache.ts';

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
