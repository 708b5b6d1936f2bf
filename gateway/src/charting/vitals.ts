// Vitals: temperature, respiratory and heart rate and weight taken at a visit (spec 002 sections
// 2.3 and 3 "Vitals"), with who saved them last ('Last edited by <user> at <time>'). A Relay node
// loaded by ids in one call; Visit.vitals batches a screen's visits into one call, and
// Pet.vitalsHistory is the pet's vitals over its visits (the weight and temperature trend) in one
// call whatever its length.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { PetType } from '../pets/pet.ts';
import { VisitType } from '../visits/visit.ts';
import type { VitalsRecord } from './subjective-wire.ts';

const MeasurementType = builder.objectRef<{ value: number; unit: string }>('Measurement').implement({
  description: 'A value with its unit: temperature in fahrenheit or celsius, weight in lbs or kg.',
  fields: (t) => ({ value: t.exposeFloat('value'), unit: t.exposeString('unit') }),
});

export const VitalsType = builder.loadableNode(builder.objectRef<VitalsRecord>('Vitals'), {
  id: { resolve: (vitals) => vitals.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    return context.loaders.main.vitals.loadMany(ids);
  },
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'Send it as basedOnVersion with the next save.' }),
    temperature: t.field({ type: MeasurementType, nullable: true, resolve: (vitals) => vitals.temperature }),
    respiratoryRate: t.exposeInt('respiratoryRate', { nullable: true, description: 'Breaths per minute.' }),
    heartRate: t.exposeInt('heartRate', { nullable: true, description: 'Beats per minute.' }),
    weight: t.field({ type: MeasurementType, nullable: true, resolve: (vitals) => vitals.weight }),
    modificationReasonId: t.id({
      nullable: true,
      resolve: (vitals) => (vitals.visitModificationId ? encodeGlobalID('ModificationReason', vitals.visitModificationId) : null),
    }),
    visitCreatedAt: t.exposeString('visitCreatedAt', { description: 'When the visit was started: the point of the trend.' }),
    updatedAt: t.exposeString('updatedAt'),
    updatedByName: t.exposeString('updatedByName', { description: "'Last edited by <updatedByName> at <updatedAt>'." }),
    visit: t.field({ type: VisitType, resolve: (vitals, _args, context) => VisitType.getDataloader(context).load(vitals.visitId) }),
  }),
});

builder.objectField(VisitType, 'vitals', (t) =>
  t.field({
    type: VitalsType,
    nullable: true,
    description: "The visit's vitals; null before they are first saved.",
    resolve: (visit, _args, context) => context.loaders.main.vitalsOfVisit.load(visit.id),
  }),
);

builder.objectField(PetType, 'vitalsHistory', (t) =>
  t.connection(
    {
      type: VitalsType,
      description: "The pet's vitals at its visits, newest visit first (the weight and temperature trend). Null when they could not be loaded (the rest of the pet still shows).",
      nullable: true,
      resolve: (pet, args, context) => resolveServiceConnection(args, (window) => context.loaders.main.petVitals({ ...window, petId: pet.id })),
    },
    { name: 'PetVitalsHistoryConnection' },
    { name: 'PetVitalsHistoryEdge' },
  ),
);
