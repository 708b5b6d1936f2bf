// planFhirImport and applyFhirImport through the real gateway and services (docs/fhir-import.md):
// the dry run's report is what the import then creates, a second run only matches, another
// clinic's admin matches none of this clinic's records, and a vet is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let vet: string;
let other: string;

const ITEMS = 'petParents { label source matchedId note } pets { label source matchedId note } visits { label } vitals { label } notes { label } files { label }';
const REPORT = `create { ${ITEMS} } match { ${ITEMS} } cannotMap { source reason } manifestFormat`;
const run = (field: 'planFhirImport' | 'applyFhirImport', token: string) =>
  gateway.execute(
    `mutation ($input: FhirImportInput!) { ${field}(input: $input) { __typename ... on FhirImportReport { ${REPORT} } ... on Error { message } } }`,
    { input: files },
    token,
  );

const PATIENT_ANIMAL = 'http://hl7.org/fhir/StructureDefinition/patient-animal';
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const files = {
  files: [
    {
      name: 'Patient.ndjson',
      text: line({
        resourceType: 'Patient',
        id: 'gw-p1',
        extension: [{ url: PATIENT_ANIMAL, extension: [{ url: 'species', valueCodeableConcept: { text: 'Canine' } }, { url: 'breed', valueCodeableConcept: { text: 'Labrador Retriever' } }] }],
        name: [{ given: ['Juniper'] }],
        gender: 'female',
        birthDate: '2020-05-05',
        contact: [{ name: { given: ['Imani'], family: 'Okafor' }, telecom: [{ system: 'email', value: 'imani.okafor@example.com' }] }],
      }),
    },
    { name: 'Encounter.ndjson', text: line({ resourceType: 'Encounter', id: 'gw-e1', status: 'finished', class: { code: 'AMB' }, subject: { reference: 'Patient/gw-p1' }, period: { start: '2025-02-02T10:00:00Z' } }) },
    {
      name: 'Observation.ndjson',
      text: line({ resourceType: 'Observation', id: 'gw-o1', status: 'final', code: { coding: [{ system: 'http://loinc.org', code: '29463-7' }] }, subject: { reference: 'Patient/gw-p1' }, encounter: { reference: 'Encounter/gw-e1' }, valueQuantity: { value: 22, code: 'kg' } }) + 'not json\n',
    },
  ],
};

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
});
afterAll(async () => gateway?.close());

describe('planFhirImport and applyFhirImport', () => {
  it('the import creates what the dry run reported; a second run only matches', async () => {
    const plan = await run('planFhirImport', admin);
    expect(plan.errors).toBeUndefined();
    const report = plan.data.planFhirImport;
    expect(report.__typename).toBe('FhirImportReport');
    expect(report.create.petParents.map((item: any) => item.label)).toEqual(['Imani Okafor']);
    expect(report.create.pets.map((item: any) => item.label)).toEqual(['Juniper (Imani Okafor)']);
    expect(report.create.visits.map((item: any) => item.label)).toEqual(['Visit 2025-02-02 (Juniper)']);
    expect(report.create.vitals).toHaveLength(1);
    expect(report.cannotMap).toEqual([{ source: 'Observation.ndjson:2', reason: 'Line 2 of Observation.ndjson is not valid JSON.' }]);

    const applied = await run('applyFhirImport', admin);
    expect(applied.data.applyFhirImport).toEqual(report);

    const again = (await run('planFhirImport', admin)).data.planFhirImport;
    expect(Object.values(again.create).flat()).toEqual([]);
    expect(again.match.pets).toEqual([expect.objectContaining({ label: 'Juniper (Imani Okafor)', matchedId: expect.any(String) })]);
  });

  it("another clinic's admin matches none of them, and a vet is refused", async () => {
    const elsewhere = (await run('planFhirImport', other)).data.planFhirImport;
    expect(elsewhere.match.pets).toEqual([]);
    expect(elsewhere.match.petParents).toEqual([]);
    for (const field of ['planFhirImport', 'applyFhirImport'] as const) {
      const refused = await run(field, vet);
      expect(refused.data?.[field]?.__typename ?? refused.errors?.[0]?.extensions?.code).toMatch(/Forbidden|FORBIDDEN/);
    }
  });
});
