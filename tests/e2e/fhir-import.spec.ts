// Importing records from a FHIR export (docs/fhir-import.md): an admin of a clinic
// of their own opens 'Import records (FHIR)' on Settings, picks an export's files, the dry run lists
// what would be created and each line that cannot be mapped, Import creates it, and a second dry
// run finds everything already there. The imported document's PDF opens from the pet's Medical History.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { activateSubscription, expectNoSeriousA11yViolations, graphql, sessionToken, signIn, signUpClinic } from './support';

const ANIMAL = 'http://hl7.org/fhir/StructureDefinition/patient-animal';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const FILES = {
  'Patient.ndjson': [
    {
      resourceType: 'Patient',
      id: 'e2e-p1',
      extension: [{ url: ANIMAL, extension: [{ url: 'species', valueCodeableConcept: { text: 'Canine' } }, { url: 'breed', valueCodeableConcept: { text: 'Labrador Retriever' } }] }],
      name: [{ given: ['Sorrel'] }],
      gender: 'female',
      birthDate: '2020-05-05',
      contact: [{ name: { given: ['Imani'], family: 'Okafor' }, telecom: [{ system: 'email', value: 'imani.okafor@example.com' }, { system: 'phone', value: '3125550100' }] }],
    },
  ],
  'Encounter.ndjson': [{ resourceType: 'Encounter', id: 'e2e-e1', status: 'finished', class: { code: 'AMB' }, subject: { reference: 'Patient/e2e-p1' }, period: { start: '2025-02-02T10:00:00Z' } }],
  'Observation.ndjson': [
    { resourceType: 'Observation', id: 'e2e-o1', status: 'final', code: { coding: [{ system: 'http://loinc.org', code: '29463-7' }] }, subject: { reference: 'Patient/e2e-p1' }, encounter: { reference: 'Encounter/e2e-e1' }, valueQuantity: { value: 22, code: 'kg' } },
    'not json',
  ],
  'DocumentReference.ndjson': [
    {
      resourceType: 'DocumentReference',
      id: 'e2e-d1',
      status: 'current',
      subject: { reference: 'Patient/e2e-p1' },
      date: '2025-02-02',
      description: 'X-ray report',
      content: [{ attachment: { contentType: 'application/pdf', title: 'x-ray.pdf', data: PDF.toString('base64'), hash: createHash('sha1').update(PDF).digest('base64') } }],
    },
  ],
};

test('an admin dry-runs a FHIR import, imports it, and a second dry run finds it all there', async ({ page, request }) => {
  const paths = Object.entries(FILES).map(([name, lines]) => {
    const path = test.info().outputPath(name);
    writeFileSync(path, lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n');
    return path;
  });
  // A clinic of its own, so the demo clinic's pets stay as other journeys count them.
  const email = `owner.${Date.now().toString(36)}@fhir-import.vet`;
  await signUpClinic(page, request, `FHIR Import ${Date.now().toString(36)}`, email, 'Import!2345');
  await signIn(page, email, 'Import!2345');
  await activateSubscription(request, await sessionToken(page));
  await page.goto('/d/settings');
  await page.getByRole('button', { name: /Import records \(FHIR\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Import records (FHIR)' });
  await dialog.getByLabel('Export files').setInputFiles(paths);
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  await expect(dialog.getByText('Sorrel (Imani Okafor)')).toBeVisible();
  await expect(dialog.getByText('Imani Okafor', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Visit 2025-02-02 (Sorrel)', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Line 2 of Observation\.ndjson is not valid JSON\./)).toBeVisible();
  await expect(dialog.getByText(`its contents are kept (${PDF.length} bytes)`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'FHIR import dry run');

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Imported. Importing the same files again creates nothing more.')).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Created' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Dry run' }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Would create' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Pets 0 1$/ })).toBeVisible();
  await expect(dialog.getByText('Sorrel (Imani Okafor)')).toHaveCount(0);

  // The document's PDF opens from the pet's Medical History, byte for byte.
  const found = await graphql(request, await sessionToken(page), `query { pets(first: 5, search: "Sorrel") { edges { node { id } } } }`);
  const petId = found.pets.edges[0].node.id as string;
  await page.goto(`/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=vea`);
  await page.getByRole('button', { name: 'Medical History' }).click();
  const file = page.getByRole('link', { name: /X-ray report/ });
  await expect(file).toContainText('x-ray.pdf');
  const opened = await page.request.get((await file.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await opened.body()).equals(PDF)).toBe(true);
});
