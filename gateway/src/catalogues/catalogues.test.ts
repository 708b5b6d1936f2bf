// The catalogues through the real gateway and services: connections and their upstream cost,
// nodes, mutations with typed errors and the spec's messages, deletes, and tenant isolation for
// every catalogue query and mutation (admin@other.vet aimed at Demo Animal Hospital's rows).
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

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const MEDICATIONS = `query ($first: Int, $search: String) { medications(first: $first, search: $search) { totalCount edges { node {
  id drugCode productName doseInstructions sideEffects category { id name } dosageUnits { dosage unit } species { specie } } } } }`;
const SUPPLIES = `query ($search: String) { inventorySupplies(first: 10, search: $search) { totalCount edges { node { id code name productType { name } category { name } doseInstructions } } } }`;
const DIAGNOSES = `query ($search: String) { diagnoses(first: 10, search: $search) { totalCount edges { node { id code name category { name } description symptoms } } } }`;
const DIAGNOSTICS = `query ($search: String) { diagnostics(first: 10, search: $search) { totalCount edges { node { id code name cost tax category { name } results { name resultType { name } } } } } }`;
const SERVICES = `query ($search: String) { services(first: 10, search: $search) { totalCount edges { node { id code name cost tax category { name } } } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Medication { productName } ... on InventorySupply { name } ... on Diagnosis { name }
  ... on Diagnostic { name } ... on Service { name } ... on MedicationCategory { name } } }`;
const mutation = (field: string, input: string, selection: string) =>
  `mutation ($input: ${input}!) { ${field}(input: $input) { ${RESULT} ${selection} } }`;
const ADD_MEDICATION = mutation('addMedication', 'AddMedicationInput', '... on AddMedicationSuccess { medication { id productName category { name } dosageUnits { dosage unit } } }');
const UPDATE_MEDICATION = mutation('updateMedication', 'UpdateMedicationInput', '... on UpdateMedicationSuccess { medication { id productName } }');
const DELETE_MEDICATION = mutation('deleteMedication', 'DeleteMedicationInput', '... on DeleteMedicationSuccess { deletedId }');
const UPDATE_SUPPLY = mutation('updateInventorySupply', 'UpdateInventorySupplyInput', '... on UpdateInventorySupplySuccess { inventorySupply { id } }');
const DELETE_SUPPLY = mutation('deleteInventorySupply', 'DeleteInventorySupplyInput', '... on DeleteInventorySupplySuccess { deletedId }');
const UPDATE_DIAGNOSIS = mutation('updateDiagnosis', 'UpdateDiagnosisInput', '... on UpdateDiagnosisSuccess { diagnosis { id } }');
const DELETE_DIAGNOSIS = mutation('deleteDiagnosis', 'DeleteDiagnosisInput', '... on DeleteDiagnosisSuccess { deletedId }');
const ADD_DIAGNOSTIC = mutation('addDiagnostic', 'AddDiagnosticInput', '... on AddDiagnosticSuccess { diagnostic { id name cost tax results { name resultType { name } } } }');
const UPDATE_DIAGNOSTIC = mutation('updateDiagnostic', 'UpdateDiagnosticInput', '... on UpdateDiagnosticSuccess { diagnostic { id } }');
const DELETE_DIAGNOSTIC = mutation('deleteDiagnostic', 'DeleteDiagnosticInput', '... on DeleteDiagnosticSuccess { deletedId }');
const ADD_SERVICE = mutation('addService', 'AddServiceInput', '... on AddServiceSuccess { service { id name cost tax } }');
const UPDATE_SERVICE = mutation('updateService', 'UpdateServiceInput', '... on UpdateServiceSuccess { service { id } }');
const DELETE_SERVICE = mutation('deleteService', 'DeleteServiceInput', '... on DeleteServiceSuccess { deletedId }');
const ADD_SUPPLY = mutation('addInventorySupply', 'AddInventorySupplyInput', '... on AddInventorySupplySuccess { inventorySupply { id name } }');
const ADD_DIAGNOSIS = mutation('addDiagnosis', 'AddDiagnosisInput', '... on AddDiagnosisSuccess { diagnosis { id name } }');

const nodes = (connection: { edges: { node: any }[] }) => connection.edges.map((edge) => edge.node);

/** Finds a lookup row's id by name (one query per list: seven lists of 50 would pass the cost limit). */
async function lookups(token = admin) {
  return async (field: string, name: string) => {
    const result = await gateway.execute(`query ($search: String) { ${field}(first: 50, search: $search) { edges { node { id name } } } }`, { search: name }, token);
    return nodes(result.data[field]).find((node) => node.name === name)?.id as string;
  };
}

describe('catalogues', () => {
  it('lists medications with their category and dosage rows at the same upstream cost for 1 and 10 rows', async () => {
    const pick = await lookups();
    for (let index = 0; index < 6; index += 1) {
      const added = await gateway.execute(ADD_MEDICATION, { input: { productName: `Test Drug ${index}`, categoryId: await pick('medicationCategories', 'Antibiotic') } }, admin);
      expect(added.data.addMedication.__typename).toBe('AddMedicationSuccess');
    }
    const one = await gateway.execute(MEDICATIONS, { first: 1 }, vet);
    expect(one.errors).toBeUndefined();
    expect(one.data.medications.totalCount).toBe(11);
    const ten = await gateway.execute(MEDICATIONS, { first: 10 }, vet);
    expect(ten.data.medications.edges).toHaveLength(10);
    expect(ten.extensions?.upstreamCalls).toBe(one.extensions?.upstreamCalls);
    expect(ten.extensions?.upstreamCalls).toBe(1);
    const carprofen = nodes((await gateway.execute(MEDICATIONS, { first: 10, search: 'carprofen' }, vet)).data.medications)[0];
    expect(carprofen).toMatchObject({ productName: 'Carprofen', category: { name: 'Anti-inflammatory (NSAID)' }, species: [{ specie: 'Canine' }] });
    expect(carprofen.dosageUnits).toEqual([
      { dosage: '25', unit: 'mg tablet' },
      { dosage: '75', unit: 'mg tablet' },
      { dosage: '100', unit: 'mg tablet' },
    ]);
    expect(carprofen.drugCode).toMatch(/^MED-/);

    const diagnostics = await gateway.execute(DIAGNOSTICS, { search: 'CBC' }, vet);
    expect(nodes(diagnostics.data.diagnostics)[0]).toMatchObject({ name: 'Complete Blood Count (CBC)', cost: '65.00', tax: false, category: { name: 'Hematology' } });
    expect((await gateway.execute(SERVICES, { search: 'Dental' }, vet)).data.services.edges[0].node).toMatchObject({ cost: '325.00', tax: true });
    expect((await gateway.execute(DIAGNOSES, { search: 'otitis' }, vet)).data.diagnoses.edges[0].node.symptoms).toContain('Head shaking');
    expect((await gateway.execute(SUPPLIES, { search: 'collar' }, vet)).data.inventorySupplies.edges[0].node).toMatchObject({ productType: { name: 'Retail Product' } });
  });

  it('loads catalogue nodes of one type in one call', async () => {
    const meds = nodes((await gateway.execute(MEDICATIONS, { first: 3 }, vet)).data.medications);
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Medication { productName } } }`;
    const result = await gateway.execute(query, { ids: meds.map((med) => med.id) }, vet);
    expect(result.data.nodes.map((node: { productName: string }) => node.productName)).toEqual(meds.map((med) => med.productName));
    expect(result.extensions?.upstreamCalls).toBe(1);
  });

  it('adds, edits and deletes with typed errors and the spec messages', async () => {
    const missing = await gateway.execute(ADD_MEDICATION, { input: { productName: '' } }, admin);
    expect(missing.data.addMedication).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'productName', message: 'Enter product name' }] });
    const badRow = await gateway.execute(ADD_MEDICATION, { input: { productName: 'Row Test', dosageUnits: [{ dosage: '', unit: 'mg' }] } }, admin);
    expect(badRow.data.addMedication.fieldErrors).toEqual([{ path: 'dosageUnits.0.dosage', message: 'Enter dosage' }]);
    const refused = await gateway.execute(ADD_MEDICATION, { input: { productName: '' } }, vet);
    expect(refused.data.addMedication.__typename).toBe('ForbiddenError');

    const pick = await lookups();
    const diagnostic = await gateway.execute(
      ADD_DIAGNOSTIC,
      { input: { name: 'Fructosamine', cost: '38.456', tax: true, categoryId: await pick('diagnosticCategories', 'Chemistry'), results: [{ name: 'Fructosamine', resultTypeId: await pick('diagnosticResultTypes', 'Numeric') }] } },
      admin,
    );
    expect(diagnostic.data.addDiagnostic.diagnostic).toMatchObject({ name: 'Fructosamine', cost: '38.46', tax: true, results: [{ name: 'Fructosamine', resultType: { name: 'Numeric' } }] });
    const service = await gateway.execute(ADD_SERVICE, { input: { name: 'Ear Cleaning' } }, admin);
    expect(service.data.addService.service).toMatchObject({ cost: '0.00', tax: false });
    expect((await gateway.execute(ADD_SERVICE, { input: { name: '' } }, admin)).data.addService.fieldErrors).toEqual([{ path: 'name', message: 'Enter service name' }]);
    expect((await gateway.execute(ADD_DIAGNOSIS, { input: { name: '' } }, admin)).data.addDiagnosis.fieldErrors).toEqual([{ path: 'name', message: 'Enter diagnosis name' }]);
    const supply = await gateway.execute(ADD_SUPPLY, { input: { name: 'Tongue Depressor' } }, admin);
    const supplyId = supply.data.addInventorySupply.inventorySupply.id;
    const noDirections = await gateway.execute(UPDATE_SUPPLY, { input: { id: supplyId, name: 'Tongue Depressor', doseInstructions: '' } }, admin);
    expect(noDirections.data.updateInventorySupply.fieldErrors).toEqual([{ path: 'doseInstructions', message: 'Enter dose instructions' }]);

    const serviceId = service.data.addService.service.id;
    expect((await gateway.execute(DELETE_SERVICE, { input: { id: serviceId } }, admin)).data.deleteService).toEqual({ __typename: 'DeleteServiceSuccess', deletedId: serviceId });
    expect((await gateway.execute(NODE, { id: serviceId }, admin)).data.node).toBeNull();
    const diagnosticId = diagnostic.data.addDiagnostic.diagnostic.id;
    expect((await gateway.execute(DELETE_DIAGNOSTIC, { input: { id: diagnosticId } }, admin)).data.deleteDiagnostic.__typename).toBe('DeleteDiagnosticSuccess');
    expect((await gateway.execute(DELETE_DIAGNOSTIC, { input: { id: diagnosticId } }, admin)).data.deleteDiagnostic).toMatchObject({ __typename: 'NotFoundError' });
    expect((await gateway.execute(DELETE_SUPPLY, { input: { id: supplyId } }, admin)).data.deleteInventorySupply.__typename).toBe('DeleteInventorySupplySuccess');
  });

  it("keeps every catalogue to its clinic: another clinic's admin sees nothing and changes nothing", async () => {
    const ids = {
      medication: nodes((await gateway.execute(MEDICATIONS, { first: 1, search: 'Gabapentin' }, admin)).data.medications)[0].id as string,
      supply: nodes((await gateway.execute(SUPPLIES, { search: 'Syringe' }, admin)).data.inventorySupplies)[0].id as string,
      diagnosis: nodes((await gateway.execute(DIAGNOSES, { search: 'Gastroenteritis' }, admin)).data.diagnoses)[0].id as string,
      diagnostic: nodes((await gateway.execute(DIAGNOSTICS, { search: 'Urinalysis' }, admin)).data.diagnostics)[0].id as string,
      service: nodes((await gateway.execute(SERVICES, { search: 'Nail Trim' }, admin)).data.services)[0].id as string,
      category: await (await lookups())('medicationCategories', 'Analgesic'),
    };
    const before = await gateway.db.query(
      `SELECT (SELECT json_agg(m ORDER BY id) FROM inventory.medications m) AS m, (SELECT json_agg(s ORDER BY id) FROM inventory.inventory_supplies s) AS s,
              (SELECT json_agg(d ORDER BY id) FROM inventory.diagnoses d) AS d, (SELECT json_agg(t ORDER BY id) FROM inventory.treatments t) AS t,
              (SELECT json_agg(v ORDER BY id) FROM inventory.services v) AS v`,
    );

    // Queries: their lists hold none of Demo Animal Hospital's rows, and its ids are not found.
    expect(nodes((await gateway.execute(MEDICATIONS, { first: 50, search: 'Gabapentin' }, other)).data.medications)).toEqual([]);
    for (const [query, field] of [
      [SUPPLIES, 'inventorySupplies'],
      [DIAGNOSES, 'diagnoses'],
      [DIAGNOSTICS, 'diagnostics'],
      [SERVICES, 'services'],
    ] as const) {
      const theirs = nodes((await gateway.execute(query, {}, other)).data[field]).map((node) => node.id);
      expect(theirs).not.toContain(ids.supply);
      expect(theirs.some((id: string) => Object.values(ids).includes(id))).toBe(false);
    }
    for (const id of Object.values(ids)) {
      const result = await gateway.execute(NODE, { id }, other);
      expect(result.data.node, id).toBeNull();
    }

    // Mutations: not found, and nothing changed.
    const attempts: [string, string, Record<string, unknown>][] = [
      [UPDATE_MEDICATION, 'updateMedication', { id: ids.medication, productName: 'Hijacked' }],
      [DELETE_MEDICATION, 'deleteMedication', { id: ids.medication }],
      [UPDATE_SUPPLY, 'updateInventorySupply', { id: ids.supply, name: 'Hijacked', doseInstructions: 'x' }],
      [DELETE_SUPPLY, 'deleteInventorySupply', { id: ids.supply }],
      [UPDATE_DIAGNOSIS, 'updateDiagnosis', { id: ids.diagnosis, name: 'Hijacked' }],
      [DELETE_DIAGNOSIS, 'deleteDiagnosis', { id: ids.diagnosis }],
      [UPDATE_DIAGNOSTIC, 'updateDiagnostic', { id: ids.diagnostic, name: 'Hijacked' }],
      [DELETE_DIAGNOSTIC, 'deleteDiagnostic', { id: ids.diagnostic }],
      [UPDATE_SERVICE, 'updateService', { id: ids.service, name: 'Hijacked' }],
      [DELETE_SERVICE, 'deleteService', { id: ids.service }],
    ];
    for (const [query, field, input] of attempts) {
      const result = await gateway.execute(query, { input }, other);
      expect(result.data[field], field).toMatchObject({ __typename: 'NotFoundError' });
    }
    // Another clinic's category cannot be used either.
    const foreignCategory = await gateway.execute(ADD_MEDICATION, { input: { productName: 'Foreign Category', categoryId: ids.category } }, other);
    expect(foreignCategory.data.addMedication).toMatchObject({ __typename: 'InputValidationError', fieldErrors: [{ path: 'categoryId', message: 'The selected category does not exist.' }] });

    const after = await gateway.db.query(
      `SELECT (SELECT json_agg(m ORDER BY id) FROM inventory.medications m) AS m, (SELECT json_agg(s ORDER BY id) FROM inventory.inventory_supplies s) AS s,
              (SELECT json_agg(d ORDER BY id) FROM inventory.diagnoses d) AS d, (SELECT json_agg(t ORDER BY id) FROM inventory.treatments t) AS t,
              (SELECT json_agg(v ORDER BY id) FROM inventory.services v) AS v`,
    );
    expect(after).toEqual(before);
  });

  it('exports a catalogue with every matching row', async () => {
    const result = await gateway.execute(
      `query { lookupListFile(module: SERVICES, format: CSV, search: "exam") { fileName mimeType base64 rowCount } }`,
      {},
      vet,
    );
    expect(result.data.lookupListFile).toMatchObject({ mimeType: 'text/csv', rowCount: 2 });
    expect(Buffer.from(result.data.lookupListFile.base64, 'base64').toString('utf8')).toContain('Wellness Exam,Examination,');
  });
});
