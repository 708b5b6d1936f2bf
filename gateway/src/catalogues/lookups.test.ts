// The lookup lists through the real gateway and services: connections and their upstream cost,
// nodes, mutations with typed errors, permissions, tenant isolation, export and import.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let vet: string;
let other: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
});
afterAll(async () => gateway?.close());

const VACCINES = `query ($first: Int, $search: String) { vaccines(first: $first, search: $search) { totalCount edges { node {
  id code name application unit dosage volume cost species { id specie } category { id name } manufacturer { id name } vaccineType { id name } } } } }`;
const SPECIES = `query ($search: String) { species(first: 50, search: $search) { totalCount edges { node { id specie } } } }`;
const BREEDS = `query ($search: String, $specieId: ID) { breeds(first: 50, search: $search, specieId: $specieId) { totalCount edges { node { id breed specie { id specie } } } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Breed { breed } ... on Vaccine { name } ... on Species { specie } } }`;
const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const ADD_SPECIES = `mutation ($input: AddSpeciesInput!) { addSpecies(input: $input) { ${RESULT} ... on AddSpeciesSuccess { species { id specie } } } }`;
const UPDATE_SPECIES = `mutation ($input: UpdateSpeciesInput!) { updateSpecies(input: $input) { ${RESULT} ... on UpdateSpeciesSuccess { species { id specie } } } }`;
const DELETE_SPECIES = `mutation ($input: DeleteSpeciesInput!) { deleteSpecies(input: $input) { ${RESULT} ... on DeleteSpeciesSuccess { deletedId } } }`;
const ADD_BREED = `mutation ($input: AddBreedInput!) { addBreed(input: $input) { ${RESULT} ... on AddBreedSuccess { breed { id breed specie { specie } } } } }`;
const DELETE_BREED = `mutation ($input: DeleteBreedInput!) { deleteBreed(input: $input) { ${RESULT} ... on DeleteBreedSuccess { deletedId } } }`;
const ADD_GENDER = `mutation ($input: AddGenderInput!) { addGender(input: $input) { ${RESULT} ... on AddGenderSuccess { gender { id gender } } } }`;
const ADD_VACCINE = `mutation ($input: AddVaccineInput!) { addVaccine(input: $input) { ${RESULT} ... on AddVaccineSuccess { vaccine { id name cost species { specie } } } } }`;
const DELETE_VACCINE = `mutation ($input: DeleteVaccineInput!) { deleteVaccine(input: $input) { ${RESULT} ... on DeleteVaccineSuccess { deletedId } } }`;
const LOOKUPS = `{ vaccineCategories(first: 50) { edges { node { id name } } } manufacturers(first: 50) { edges { node { id name } } } vaccineTypes(first: 50) { edges { node { id name } } } }`;
const EXPORT = `query ($module: LookupModule!, $format: LookupFileFormat!, $search: String, $template: Boolean) {
  lookupListFile(module: $module, format: $format, search: $search, template: $template) { fileName mimeType base64 rowCount } }`;
const IMPORT = `mutation ($input: ImportLookupFileInput!) { importLookupFile(input: $input) { ${RESULT} ... on ImportLookupFileSuccess { imported message } } }`;

const nodes = (connection: { edges: { node: any }[] }) => connection.edges.map((edge) => edge.node);

async function idOf(query: string, field: string, name: string, token = admin): Promise<string> {
  const result = await gateway.execute(query, { search: name }, token);
  const connection = Object.values(result.data)[0] as { edges: { node: any }[] };
  return nodes(connection).find((node) => node[field] === name)?.id;
}

async function vaccineInput(overrides: Record<string, unknown> = {}) {
  const lookups = (await gateway.execute(LOOKUPS, {}, admin)).data;
  const pick = (connection: any, name: string) => nodes(connection).find((node) => node.name === name).id;
  return {
    name: 'Leptospira 4-way',
    specieIds: [await idOf(SPECIES, 'specie', 'Canine')],
    categoryId: pick(lookups.vaccineCategories, 'Non-Core'),
    manufacturerId: pick(lookups.manufacturers, 'Zoetis'),
    vaccineTypeId: pick(lookups.vaccineTypes, 'Inactivated'),
    application: 'Injectable',
    unit: 'dose',
    dosage: '1ml',
    volume: 25,
    cost: '27.40',
    ...overrides,
  };
}

describe('lookup lists', () => {
  it('lists the demo clinic vaccines with their lookups at the same upstream cost for 1 and 10 rows', async () => {
    const one = await gateway.execute(VACCINES, { first: 1 }, vet);
    expect(one.errors).toBeUndefined();
    expect(one.data.vaccines.totalCount).toBe(5);
    const all = await gateway.execute(VACCINES, { first: 10 }, vet);
    expect(nodes(all.data.vaccines).map((vaccine) => vaccine.name)).toEqual(['FeLV', 'FVRCP', 'Bordetella', 'Rabies', 'DHPP']);
    const rabies = nodes(all.data.vaccines).find((vaccine) => vaccine.name === 'Rabies');
    expect(rabies).toMatchObject({ cost: '22.00', manufacturer: { name: 'Merck Animal Health' }, category: { name: 'Core' }, vaccineType: { name: 'Inactivated' } });
    expect(rabies.species.map((specie: { specie: string }) => specie.specie)).toEqual(['Canine', 'Feline']);
    expect(all.extensions?.upstreamCalls).toBe(one.extensions?.upstreamCalls);
    expect(all.extensions?.upstreamCalls).toBe(1);

    const breedsOne = await gateway.execute(`{ breeds(first: 1) { edges { node { breed specie { specie } } } } }`, {}, vet);
    const breedsTen = await gateway.execute(`{ breeds(first: 10) { edges { node { breed specie { specie } } } } }`, {}, vet);
    expect(breedsTen.data.breeds.edges).toHaveLength(10);
    expect(breedsTen.extensions?.upstreamCalls).toBe(breedsOne.extensions?.upstreamCalls);
  });

  it('loads nodes by id, batched', async () => {
    const beagle = await idOf(BREEDS, 'breed', 'Beagle');
    const canine = await idOf(SPECIES, 'specie', 'Canine');
    const node = await gateway.execute(NODE, { id: beagle }, vet);
    expect(node.data.node).toMatchObject({ __typename: 'Breed', breed: 'Beagle' });
    const batched = await gateway.execute(`query ($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }`, { a: beagle, b: canine }, vet);
    expect(batched.data.a.id).toBe(beagle);
    expect(batched.extensions?.upstreamCalls).toBe(2);
    const poodle = await idOf(BREEDS, 'breed', 'Poodle');
    const sameType = await gateway.execute(`query ($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }`, { a: beagle, b: poodle }, vet);
    expect([sameType.data.a.id, sameType.data.b.id]).toEqual([beagle, poodle]);
    expect(sameType.extensions?.upstreamCalls).toBe(1);
    const filtered = await gateway.execute(BREEDS, { specieId: canine, search: 'retriever' }, vet);
    expect(nodes(filtered.data.breeds).map((breed) => breed.breed).sort()).toEqual(['Golden Retriever', 'Labrador Retriever']);
  });

  it('adds, renames and deletes a species; refuses duplicates and a species in use', async () => {
    const empty = await gateway.execute(ADD_SPECIES, { input: { name: ' ' } }, admin);
    expect(empty.data.addSpecies).toEqual({ __typename: 'InputValidationError', message: 'Please input specie', fieldErrors: [{ path: 'name', message: 'Please input specie' }] });
    const added = await gateway.execute(ADD_SPECIES, { input: { name: 'Hedgehog' } }, admin);
    expect(added.data.addSpecies.__typename).toBe('AddSpeciesSuccess');
    const id = added.data.addSpecies.species.id;
    expect((await gateway.execute(ADD_SPECIES, { input: { name: 'hedgehog' } }, admin)).data.addSpecies).toMatchObject({
      __typename: 'ConflictError',
      message: 'A specie named "hedgehog" already exists.',
    });
    const renamed = await gateway.execute(UPDATE_SPECIES, { input: { id, name: 'African Hedgehog' } }, admin);
    expect(renamed.data.updateSpecies.species.specie).toBe('African Hedgehog');

    const breed = await gateway.execute(ADD_BREED, { input: { breed: 'Pygmy', specieId: id } }, admin);
    expect(breed.data.addBreed).toMatchObject({ __typename: 'AddBreedSuccess', breed: { breed: 'Pygmy', specie: { specie: 'African Hedgehog' } } });
    const noSpecie = await gateway.execute(ADD_BREED, { input: { breed: '', specieId: '' } }, admin);
    expect(noSpecie.data.addBreed.fieldErrors).toEqual([
      { path: 'breed', message: 'Please input breed' },
      { path: 'specieId', message: 'Please select specie' },
    ]);
    const inUse = await gateway.execute(DELETE_SPECIES, { input: { id } }, admin);
    expect(inUse.data.deleteSpecies).toEqual({
      __typename: 'ConflictError',
      message: 'Specie "African Hedgehog" cannot be deleted: 1 breed still use it. Change or delete them first.',
    });
    expect((await gateway.execute(DELETE_BREED, { input: { id: breed.data.addBreed.breed.id } }, admin)).data.deleteBreed.__typename).toBe('DeleteBreedSuccess');
    expect((await gateway.execute(DELETE_SPECIES, { input: { id } }, admin)).data.deleteSpecies).toEqual({ __typename: 'DeleteSpeciesSuccess', deletedId: id });
    expect((await gateway.execute(NODE, { id }, admin)).data.node).toBeNull();
  });

  it('adds a vaccine with every field, with the spec messages when fields are missing', async () => {
    const missing = await gateway.execute(
      ADD_VACCINE,
      { input: { name: '', specieIds: [], categoryId: '', manufacturerId: '', vaccineTypeId: '', application: '', unit: '', dosage: '', volume: 0, cost: '' } },
      admin,
    );
    expect(missing.data.addVaccine.fieldErrors).toEqual([
      { path: 'categoryId', message: 'Please input category' },
      { path: 'name', message: 'Please enter product name' },
      { path: 'manufacturerId', message: 'Please enter manufacturer name' },
      { path: 'vaccineTypeId', message: 'Please select vaccine type' },
      { path: 'application', message: 'Please select application' },
      { path: 'unit', message: 'Please enter unit' },
      { path: 'dosage', message: 'Please select dosage' },
      { path: 'volume', message: 'Please select volume' },
      { path: 'cost', message: 'Please enter cost' },
    ]);
    const added = await gateway.execute(ADD_VACCINE, { input: await vaccineInput() }, admin);
    expect(added.data.addVaccine).toMatchObject({ __typename: 'AddVaccineSuccess', vaccine: { name: 'Leptospira 4-way', cost: '27.40', species: [{ specie: 'Canine' }] } });
    const deleted = await gateway.execute(DELETE_VACCINE, { input: { id: added.data.addVaccine.vaccine.id } }, admin);
    expect(deleted.data.deleteVaccine.__typename).toBe('DeleteVaccineSuccess');
    expect((await gateway.execute(DELETE_VACCINE, { input: { id: added.data.addVaccine.vaccine.id } }, admin)).data.deleteVaccine).toEqual({
      __typename: 'NotFoundError',
      message: 'Vaccine not found.',
    });
  });

  it('lets a vet read but not write', async () => {
    expect((await gateway.execute(SPECIES, {}, vet)).data.species.totalCount).toBeGreaterThan(5);
    const refused = await gateway.execute(ADD_GENDER, { input: { gender: 'Other' } }, vet);
    expect(refused.data.addGender).toMatchObject({ __typename: 'ForbiddenError', message: expect.stringMatching(/not authorized/i) });
    const importing = await gateway.execute(IMPORT, { input: { module: 'GENDER', fileName: 'g.csv', dataUri: 'data:text/csv;base64,Z2VuZGVyCk90aGVy' } }, vet);
    expect(importing.data.importLookupFile).toMatchObject({ __typename: 'ForbiddenError' });
    expect((await gateway.execute(`{ genders(first: 50, search: "Other") { totalCount } }`, {}, vet)).data.genders.totalCount).toBe(0);
    expect((await gateway.execute(SPECIES, {})).errors?.[0]?.message).toMatch(/not authorized/i);
  });

  it('keeps another organization out: nothing returned, nothing changed', async () => {
    const beagle = await idOf(BREEDS, 'breed', 'Beagle');
    const canine = await idOf(SPECIES, 'specie', 'Canine');
    const rabies = nodes((await gateway.execute(VACCINES, { search: 'Rabies' }, admin)).data.vaccines)[0].id;
    expect((await gateway.execute(NODE, { id: beagle }, other)).data.node).toBeNull();
    expect((await gateway.execute(NODE, { id: rabies }, other)).data.node).toBeNull();
    const otherVaccines = await gateway.execute(VACCINES, { first: 10 }, other);
    expect(otherVaccines.data.vaccines.totalCount).toBe(0);
    expect(nodes((await gateway.execute(SPECIES, { search: 'Canine' }, other)).data.species)[0].id).not.toBe(canine);

    expect((await gateway.execute(UPDATE_SPECIES, { input: { id: canine, name: 'Stolen' } }, other)).data.updateSpecies).toEqual({
      __typename: 'NotFoundError',
      message: 'Specie not found.',
    });
    expect((await gateway.execute(DELETE_BREED, { input: { id: beagle } }, other)).data.deleteBreed.__typename).toBe('NotFoundError');
    expect((await gateway.execute(DELETE_VACCINE, { input: { id: rabies } }, other)).data.deleteVaccine.__typename).toBe('NotFoundError');
    const foreignSpecie = await gateway.execute(ADD_BREED, { input: { breed: 'Sneaky', specieId: canine } }, other);
    expect(foreignSpecie.data.addBreed.fieldErrors).toEqual([{ path: 'specieId', message: 'The selected specie does not exist.' }]);

    expect((await gateway.execute(NODE, { id: beagle }, admin)).data.node.breed).toBe('Beagle');
    expect((await gateway.execute(NODE, { id: canine }, admin)).data.node.specie).toBe('Canine');
    expect((await gateway.execute(NODE, { id: rabies }, admin)).data.node.name).toBe('Rabies');
  });

  it('exports every matching row and imports all or nothing', async () => {
    const csv = await gateway.execute(EXPORT, { module: 'SPECIES', format: 'CSV', search: 'ine' }, vet);
    const file = csv.data.lookupListFile;
    expect(file).toMatchObject({ mimeType: 'text/csv' });
    expect(file.fileName).toMatch(/^species-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = Buffer.from(file.base64, 'base64').toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Specie');
    expect(lines.slice(1).sort()).toEqual(['Bovine', 'Canine', 'Caprine', 'Equine', 'Feline', 'Ovine', 'Porcine']);
    expect(file.rowCount).toBe(7);

    const xlsx = (await gateway.execute(EXPORT, { module: 'VACCINES', format: 'XLSX' }, vet)).data.lookupListFile;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.base64, 'base64') as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(6);

    const bad = Buffer.from('Gender\nNon-binary\n\nMale\n').toString('base64');
    const refused = await gateway.execute(IMPORT, { input: { module: 'GENDER', fileName: 'genders.csv', dataUri: `data:text/csv;base64,${bad}` } }, admin);
    expect(refused.data.importLookupFile.__typename).toBe('InputValidationError');
    expect(refused.data.importLookupFile.fieldErrors).toEqual([{ path: 'rows.4', message: 'Row 4: gender "Male" already exists' }]);
    expect((await gateway.execute(`{ genders(first: 50, search: "Non-binary") { totalCount } }`, {}, admin)).data.genders.totalCount).toBe(0);

    const good = Buffer.from('Gender\nNon-binary\n').toString('base64');
    const done = await gateway.execute(IMPORT, { input: { module: 'GENDER', fileName: 'genders.csv', dataUri: `data:text/csv;base64,${good}` } }, admin);
    expect(done.data.importLookupFile).toEqual({ __typename: 'ImportLookupFileSuccess', imported: 1, message: '1 row was imported.' });
    const pdf = await gateway.execute(IMPORT, { input: { module: 'GENDER', fileName: 'genders.pdf', dataUri: 'data:application/pdf;base64,JVBERi0xLjcKAAEC' } }, admin);
    expect(pdf.data.importLookupFile.message).toBe('Please upload a spreadsheet file (.xlsx, .xls or .csv).');
  });
});
