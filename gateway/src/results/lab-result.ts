// LabResult: a result the reference lab sent (spec 002 section 3 "lab result"; spec 001 section
// 2.8 and its orphaned result): the patient as the lab named it, the tests with their values,
// units, reference ranges and flags, whether a report (PDF) is available, the visit it belongs to
// (null for an orphan) and its assignment history. suggestedPets: for orphans, the clinic's pets
// that best match (pet-match.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { LabResultEventRecord, LabResultRecord, LabValueRecord } from './results-wire.ts';
import { VisitType } from '../visits/visit.ts';
import { PetMatchType, suggestedPets } from './pet-match.ts';

const FLAGS = { H: 'HIGH', L: 'LOW', N: 'NORMAL', A: 'ABNORMAL' } as const;

const LabResultFlagEnum = builder.enumType('LabResultFlag', {
  description: "The lab's flag of a value: HIGH (H), LOW (L), NORMAL (N), ABNORMAL (A, a non-numeric value out of range).",
  values: ['HIGH', 'LOW', 'NORMAL', 'ABNORMAL'] as const,
});

const LabValueType = builder.objectRef<LabValueRecord>('LabValue').implement({
  description: 'One analyte of a test, e.g. ALT 182 U/L (10–125), HIGH.',
  fields: (t) => ({
    analyte: t.exposeString('analyte'),
    value: t.exposeString('value'),
    unit: t.exposeString('unit'),
    referenceRange: t.exposeString('referenceRange'),
    flag: t.field({ type: LabResultFlagEnum, resolve: (value) => FLAGS[value.flag] }),
  }),
});

const LabTestType = builder.objectRef<LabResultRecord['tests'][number]>('LabTest').implement({
  description: 'A test of a lab result (e.g. CBC) with its values.',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    values: t.field({ type: [LabValueType], resolve: (test) => test.values }),
  }),
});

const LabResultEventType = builder.objectRef<LabResultEventRecord>('LabResultEvent').implement({
  description: "A line of the result's 'Assignment History': received, assigned to a visit, unassigned.",
  fields: (t) => ({
    action: t.exposeString('action', { description: 'received, assigned or unassigned.' }),
    description: t.exposeString('description'),
    actorName: t.exposeString('actorName'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

export const LabResultType = builder.node(builder.objectRef<LabResultRecord>('LabResult'), {
  description:
    "A result of the reference lab, read through Visit.results, orphanedLabResults or node(id:) (another clinic's result answers null).",
  id: { resolve: (result) => result.id },
  // Another clinic's result reads as null; a failed call fails the field.
  loadMany: async (ids, context) =>
    (await context.loaders.main.labResult.loadMany(ids)).map((result) => {
      if (result instanceof Error) throw result;
      return result;
    }),
  fields: (t) => ({
    provider: t.exposeString('provider'),
    providerName: t.exposeString('providerName'),
    identifier: t.exposeString('identifier', { description: "The lab's accession number." }),
    status: t.exposeString('status', { description: 'partial or final.' }),
    petName: t.string({ description: 'The patient as the lab named it.', resolve: (result) => result.patient.name }),
    parentName: t.string({ resolve: (result) => result.patient.parentName }),
    species: t.string({ resolve: (result) => result.patient.species }),
    breed: t.string({ resolve: (result) => result.patient.breed }),
    testDate: t.exposeString('testDate', { description: 'YYYY-MM-DD.' }),
    finalResultDate: t.exposeString('finalResultDate', { nullable: true, description: 'YYYY-MM-DD, once final.' }),
    tests: t.field({ type: [LabTestType], resolve: (result) => result.tests }),
    reportAvailable: t.exposeBoolean('reportAvailable', { description: "The lab has a report (PDF): 'View Result' (requestLabResultReport)." }),
    assigned: t.exposeBoolean('assigned', { description: "It came as an orphan and was assigned to its visit ('Unassign Result')." }),
    visit: t.field({
      type: VisitType,
      nullable: true,
      description: 'The visit it belongs to; null for an orphan.',
      resolve: (result, _args, context) => (result.visitId ? VisitType.getDataloader(context).load(result.visitId) : null),
    }),
    history: t.field({ type: [LabResultEventType], description: "'Assignment History', oldest first.", resolve: (result) => result.history }),
    suggestedPets: t.field({
      type: [PetMatchType],
      description: "Orphans only (empty otherwise): the clinic's pets that best match by name, parent and species, best first (at most 3).",
      resolve: (result, _args, context) => suggestedPets(context, result),
    }),
  }),
});

export const labResultGlobalId = (id: string) => encodeGlobalID('LabResult', id);
