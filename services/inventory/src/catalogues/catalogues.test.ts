// HTTP tests of the catalogues: the spec's messages, cost rounding and the tax flag, dosage rows,
// deletes by code / id, clinic scoping, permission refusals before validation, the demo
// catalogue and export.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionDemoClinic } from '../lookups/provisioning.ts';
import { startInventoryHarness, type InventoryHarness } from '../lookups/testing.ts';

let harness: InventoryHarness;
const clinicA = { clinicId: randomUUID(), organizationId: randomUUID() };
const clinicB = { clinicId: randomUUID(), organizationId: randomUUID() };
let admin: string;
let vet: string;
let otherAdmin: string;

beforeAll(async () => {
  harness = await startInventoryHarness();
  admin = await harness.token({ ...clinicA, permissions: ['Modify Knowledge Base'], isClientAdmin: true });
  vet = await harness.token({ ...clinicA, roleName: 'veterinarian', permissions: ['Add new Pet'] });
  otherAdmin = await harness.token({ ...clinicB, permissions: ['Modify Knowledge Base'], isClientAdmin: true });
});
afterAll(async () => harness?.close());

async function lookupId(path: string, name: string, token = admin) {
  const list = await harness.call('GET', `${path}?limit=100`, { token });
  return list.body.data.find((row: { name: string }) => row.name === name)?.id as string;
}

describe('catalogue lookups', () => {
  it('gives every clinic its catalogue lists on first use, sorted by name', async () => {
    for (const path of ['/medication-categories', '/inventory-types', '/inventory-categories', '/diagnosis-categories', '/treatment-categories', '/treatment-result-types', '/service-categories']) {
      const list = await harness.call('GET', `${path}?limit=100`, { token: vet });
      expect(list.status).toBe(200);
      expect(list.body.meta.total).toBeGreaterThan(2);
      const names = list.body.data.map((row: { name: string }) => row.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    }
    expect((await harness.call('GET', '/medications', { token: vet })).body.meta.total).toBe(0);
  });
});

describe('medications', () => {
  it('requires the product name, keeps the dosage rows without their local ids, edits and deletes by drug code', async () => {
    const missing = await harness.call('POST', '/medications', { token: admin, body: { product_name: ' ' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'product_name', message: 'Enter product name' }]);
    const badRow = await harness.call('POST', '/medications', { token: admin, body: { product_name: 'Cefpodoxime', dosage_unit: [{ dosage: '100', unit: '' }] } });
    expect(badRow.body.errors).toEqual([{ path: 'dosage_unit.0.unit', message: 'Enter unit' }]);

    const categoryId = await lookupId('/medication-categories', 'Antibiotic');
    const created = await harness.call('POST', '/medications', {
      token: admin,
      body: {
        product_name: 'Cefpodoxime',
        category_id: categoryId,
        dose_instructions: 'Once daily',
        dosage_unit: [
          { id: 1, dosage: '100', unit: 'mg tablet' },
          { id: 2, dosage: '200', unit: 'mg tablet' },
          { id: 3, dosage: '', unit: '' },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      product_name: 'Cefpodoxime',
      category: { id: categoryId, name: 'Antibiotic' },
      dose_instructions: 'Once daily',
      side_effects: '',
      price_details: [],
      dosage_unit: [
        { dosage: '100', unit: 'mg tablet' },
        { dosage: '200', unit: 'mg tablet' },
      ],
    });
    expect(created.body.drug_code).toMatch(/^MED-[A-Z0-9]{8}$/);
    expect(created.body.dosage_unit[0]).not.toHaveProperty('id');

    const duplicate = await harness.call('POST', '/medications', { token: admin, body: { product_name: 'cefpodoxime' } });
    expect(duplicate.status).toBe(409);

    const edited = await harness.call('PUT', `/medications/${created.body.id}`, {
      token: admin,
      body: { product_name: 'Cefpodoxime (Simplicef)', category_id: '', dosage_unit: [{ dosage: '100', unit: 'mg tablet' }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ product_name: 'Cefpodoxime (Simplicef)', category: null, dosage_unit: [{ dosage: '100', unit: 'mg tablet' }] });

    const found = await harness.call('GET', '/medications?q=simplicef', { token: vet });
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([created.body.id]);

    expect((await harness.call('DELETE', `/medications/${created.body.id}`, { token: admin })).status).toBe(404);
    expect((await harness.call('DELETE', `/medications/${created.body.drug_code}`, { token: admin })).status).toBe(204);
    expect((await harness.call('GET', `/medications/${created.body.id}`, { token: admin })).status).toBe(404);
    const [audit] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inventory.audit_log WHERE target_id = $1`, [created.body.id]);
    expect(audit!.n).toBe(3);
  });
});

describe('medication dosing', () => {
  it('stores a range entered per lb per kg with the figures as entered, and refuses incomplete or unknown rows', async () => {
    const canine = (await harness.call('GET', '/specie?q=Canine', { token: admin })).body.data[0].id as string;
    const feline = (await harness.call('GET', '/specie?q=Feline', { token: admin })).body.data[0].id as string;
    const bad = await harness.call('POST', '/medications', {
      token: admin,
      body: {
        product_name: 'Robenacoxib',
        dosing: [
          { specie_id: canine, dose_unit: 'mg/kg', min_dose: '', max_dose: '2' },
          { specie_id: canine, dose_unit: 'mg/kg', min_dose: '2', max_dose: '1', doses_per_day: 0 },
          { specie_id: randomUUID(), min_dose: 'abc', max_dose: 1 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'dosing.1.doses_per_day', message: 'Doses per day must be a whole number from 1 to 24.' },
      { path: 'dosing.2.min_dose', message: 'Enter a number greater than 0.' },
    ]);
    const badRange = await harness.call('POST', '/medications', {
      token: admin,
      body: { product_name: 'Robenacoxib', dosing: [{ specie_id: canine, min_dose: '', max_dose: '2' }, { specie_id: canine, min_dose: '2', max_dose: '1' }] },
    });
    expect(badRange.body.errors).toEqual([
      { path: 'dosing.0.min_dose', message: 'Enter minimum dose' },
      { path: 'dosing.1.specie_id', message: 'This specie already has a dosing row.' },
      { path: 'dosing.1.max_dose', message: 'Maximum dose must be at least the minimum dose.' },
    ]);
    const unknown = await harness.call('POST', '/medications', { token: admin, body: { product_name: 'Robenacoxib', dosing: [{ specie_id: randomUUID(), min_dose: 1, max_dose: 2 }] } });
    expect(unknown.body.errors).toEqual([{ path: 'dosing.0.specie_id', message: 'A selected specie does not exist.' }]);

    const created = await harness.call('POST', '/medications', {
      token: admin,
      body: {
        product_name: 'Robenacoxib',
        dosing: [
          { specie_id: canine, dose_unit: 'mg/lb', min_dose: '0.45', max_dose: '0.91', doses_per_day: 1, max_mg_per_dose: '40', route: 'PO' },
          { specie_id: feline, not_for_species: true, min_dose: '5' },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.dosing).toEqual([
      { specie_id: canine, not_for_species: false, min_mg_per_kg: 0.992080, max_mg_per_kg: 2.006207, doses_per_day: 1, max_mg_per_dose: 40, max_mg_per_day: null, route: 'PO', entered_unit: 'mg/lb', entered_min: 0.45, entered_max: 0.91 },
      { specie_id: feline, not_for_species: true, min_mg_per_kg: null, max_mg_per_kg: null, doses_per_day: 1, max_mg_per_dose: null, max_mg_per_day: null, route: '', entered_unit: 'mg/kg', entered_min: null, entered_max: null },
    ]);
    expect((await harness.call('GET', `/medications/${created.body.id}`, { token: admin })).body.dosing).toEqual(created.body.dosing);
  });
});

describe('inventory supplies', () => {
  it('requires the product name, and on edit the dose instructions', async () => {
    const missing = await harness.call('POST', '/inventory-supplies', { token: admin, body: {} });
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'Enter product name' }]);
    const created = await harness.call('POST', '/inventory-supplies', {
      token: admin,
      body: { name: 'Gauze 4x4', type_id: await lookupId('/inventory-types', 'Consumable'), dosage_unit: [{ dosage: 200, unit: 'per sleeve' }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Gauze 4x4', inventory_type: { type: 'Consumable' }, inventory_category: null, dosage_unit: [{ dosage: '200', unit: 'per sleeve' }] });
    expect(created.body.code).toMatch(/^INV-/);
    const noDirections = await harness.call('PUT', `/inventory-supplies/${created.body.id}`, { token: admin, body: { name: 'Gauze 4x4', directions: '' } });
    expect(noDirections.status).toBe(400);
    expect(noDirections.body.errors).toEqual([{ path: 'directions', message: 'Enter dose instructions' }]);
    const edited = await harness.call('PUT', `/inventory-supplies/${created.body.id}`, { token: admin, body: { name: 'Gauze 4x4', directions: 'Single use' } });
    expect(edited.body).toMatchObject({ directions: 'Single use', inventory_type: null });
    expect((await harness.call('DELETE', `/inventory-supplies/${created.body.code}`, { token: admin })).status).toBe(204);
  });
});

describe('diagnoses, treatments and services', () => {
  it('keeps a diagnosis with its category, symptoms and species', async () => {
    const missing = await harness.call('POST', '/diagnosis', { token: admin, body: { name: '' } });
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'Enter diagnosis name' }]);
    const species = await harness.call('GET', '/specie?q=Canine', { token: admin });
    const created = await harness.call('POST', '/diagnosis', {
      token: admin,
      body: { name: 'Pyoderma', category_id: await lookupId('/diagnosis-categories', 'Dermatology'), symptoms: 'Pustules, itching', specie_ids: [species.body.data[0].id] },
    });
    expect(created.body).toMatchObject({ name: 'Pyoderma', category: { name: 'Dermatology' }, symptoms: 'Pustules, itching', species: [{ specie: 'Canine' }] });
    const unknownSpecie = await harness.call('POST', '/diagnosis', { token: admin, body: { name: 'Mange', specie_ids: [randomUUID()] } });
    expect(unknownSpecie.body.errors).toEqual([{ path: 'specie_ids', message: 'A selected specie does not exist.' }]);
    expect((await harness.call('DELETE', `/diagnosis/${created.body.code}`, { token: admin })).status).toBe(204);
  });

  it('defaults a treatment cost to 0, rounds it to 2 decimals, keeps the tax flag and the results', async () => {
    const missing = await harness.call('POST', '/treatments', { token: admin, body: { name: '' } });
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'Enter diagnostic name' }]);
    const free = await harness.call('POST', '/treatments', { token: admin, body: { name: 'Fecal Float' } });
    expect(free.body).toMatchObject({ cost: '0.00', tax: false, results: [], category: '', tx_category: null, in_house: false, lab_code: null });
    // An outside test keeps the reference lab's code; an in-house test has none.
    const outside = await harness.call('PUT', `/treatments/${free.body.id}`, { token: admin, body: { name: 'Fecal Float', lab_code: ' ANT-FEC ' } });
    expect(outside.body).toMatchObject({ in_house: false, lab_code: 'ANT-FEC' });
    const inHouse = await harness.call('PUT', `/treatments/${free.body.id}`, { token: admin, body: { name: 'Fecal Float', in_house: true, lab_code: 'ANT-FEC' } });
    expect(inHouse.body).toMatchObject({ in_house: true, lab_code: null });
    expect((await harness.call('GET', `/treatments/${free.body.id}`, { token: vet })).body).toMatchObject({ in_house: true, lab_code: null });
    expect((await harness.call('POST', '/treatments', { token: admin, body: { name: 'Bad', in_house: 'yes' } })).body.errors).toEqual([{ path: 'in_house', message: 'In-house test must be true or false.' }]);
    const numeric = await lookupId('/treatment-result-types', 'Numeric');
    const rounded = await harness.call('POST', '/treatments', {
      token: admin,
      body: { name: 'T4', cost: 49.999, tax: 'Yes', category_id: await lookupId('/treatment-categories', 'Chemistry'), results: [{ id: 'local-1', name: 'Total T4', result_type_id: numeric }] },
    });
    expect(rounded.status).toBe(201);
    expect(rounded.body).toMatchObject({ cost: '50.00', tax: true, category: 'Chemistry', tx_category: { category: 'Chemistry' }, results: [{ name: 'Total T4', result_type: { name: 'Numeric' } }] });
    expect(rounded.body.results[0]).not.toHaveProperty('id');
    const negative = await harness.call('POST', '/treatments', { token: admin, body: { name: 'Bad', cost: '-3' } });
    expect(negative.body.errors).toEqual([{ path: 'cost', message: 'Cost must be an amount in dollars.' }]);
    const badType = await harness.call('POST', '/treatments', { token: admin, body: { name: 'Bad', results: [{ name: 'X', result_type_id: randomUUID() }] } });
    expect(badType.body.errors).toEqual([{ path: 'results.0.result_type_id', message: 'The selected result type does not exist.' }]);
    const list = await harness.call('GET', '/treatments', { token: vet });
    expect(list.body.data.map((row: { name: string }) => row.name)).toEqual(['T4', 'Fecal Float']);
    expect((await harness.call('DELETE', `/treatments/${rounded.body.code}`, { token: admin })).status).toBe(204);
  });

  it('keeps services with cost and tax and deletes them by id', async () => {
    const missing = await harness.call('POST', '/services', { token: admin, body: { name: '   ' } });
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'Enter service name' }]);
    const created = await harness.call('POST', '/services', { token: admin, body: { name: 'Anal Gland Expression', cost: '22.5', tax: false, comment: 'quick' } });
    expect(created.body).toMatchObject({ cost: '22.50', tax: false, comment: 'quick', category: null });
    const edited = await harness.call('PUT', `/services/${created.body.id}`, { token: admin, body: { name: 'Anal Gland Expression', cost: 24, tax: true } });
    expect(edited.body).toMatchObject({ cost: '24.00', tax: true });
    expect((await harness.call('DELETE', `/services/${created.body.code}`, { token: admin })).status).toBe(404);
    expect((await harness.call('DELETE', `/services/${created.body.id}`, { token: admin })).status).toBe(204);
  });
});

describe('scoping and permissions', () => {
  it("answers not found for another clinic's rows and changes nothing", async () => {
    const created = await harness.call('POST', '/services', { token: admin, body: { name: 'Scoped Service', cost: 10 } });
    const medication = await harness.call('POST', '/medications', { token: admin, body: { product_name: 'Scoped Med' } });
    expect((await harness.call('GET', `/services/${created.body.id}`, { token: otherAdmin })).status).toBe(404);
    expect((await harness.call('GET', `/services?ids=${created.body.id}`, { token: otherAdmin })).body.data).toEqual([]);
    expect((await harness.call('PUT', `/services/${created.body.id}`, { token: otherAdmin, body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await harness.call('DELETE', `/services/${created.body.id}`, { token: otherAdmin })).status).toBe(404);
    expect((await harness.call('DELETE', `/medications/${medication.body.drug_code}`, { token: otherAdmin })).status).toBe(404);
    const otherCategory = await lookupId('/service-categories', 'Dental', otherAdmin);
    const foreign = await harness.call('PUT', `/services/${created.body.id}`, { token: admin, body: { name: 'Scoped Service', category_id: otherCategory } });
    expect(foreign.body.errors).toEqual([{ path: 'category_id', message: 'The selected category does not exist.' }]);
    expect((await harness.call('GET', `/services/${created.body.id}`, { token: admin })).body).toMatchObject({ name: 'Scoped Service', cost: '10.00' });
    expect((await harness.call('GET', `/medications/${medication.body.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses writers without Modify Knowledge Base before reading the body', async () => {
    for (const path of ['/medications', '/inventory-supplies', '/diagnosis', '/treatments', '/services']) {
      const refused = await harness.call('POST', path, { token: vet, body: {} });
      expect(refused.status).toBe(403);
      expect(refused.body.errors ?? []).toEqual([]);
      expect((await harness.call('GET', path, { token: vet })).status).toBe(200);
    }
    expect((await harness.call('POST', '/medications', { body: { product_name: 'X' } })).status).toBe(401);
  });
});

describe('demo catalogue and export', () => {
  it('seeds the demo clinic once and exports every matching row', async () => {
    const demo = { clinicId: randomUUID(), organizationId: randomUUID() };
    await provisionDemoClinic(harness.db, demo);
    await provisionDemoClinic(harness.db, demo);
    const token = await harness.token(demo);
    const meds = await harness.call('GET', '/medications?limit=50', { token });
    expect(meds.body.meta.total).toBe(5);
    expect(meds.body.data[0]).not.toHaveProperty('__total');
    const secondPage = await harness.call('GET', '/medications?limit=2&page=2', { token });
    expect(secondPage.body.data.map((row: { id: string }) => row.id)).toEqual(meds.body.data.slice(2, 4).map((row: { id: string }) => row.id));
    expect(secondPage.body.meta.total).toBe(5);
    expect((await harness.call('GET', '/medications?limit=2&page=4', { token })).body).toMatchObject({ data: [], meta: { total: 5 } });
    const carprofen = meds.body.data.find((row: { product_name: string }) => row.product_name === 'Carprofen');
    expect(carprofen.dosage_unit.map((row: { dosage: string; unit: string }) => `${row.dosage} ${row.unit}`)).toEqual(['25 mg tablet', '75 mg tablet', '100 mg tablet']);
    expect(carprofen.category.name).toBe('Anti-inflammatory (NSAID)');
    // Published ranges (demo-catalogue.ts): 2.2–4.4 mg/kg once daily for dogs; not for cats.
    const specieName = new Map(carprofen.species.map((row: { id: string; specie: string }) => [row.id, row.specie]));
    const specieIds = (await harness.call('GET', '/specie?limit=100', { token })).body.data;
    const nameOf = (id: string) => specieName.get(id) ?? specieIds.find((row: { id: string }) => row.id === id)?.specie;
    expect(carprofen.dosing.map((row: Record<string, unknown>) => [nameOf(row.specie_id as string), row.not_for_species, row.min_mg_per_kg, row.max_mg_per_kg, row.doses_per_day])).toEqual([
      ['Canine', false, 2.2, 4.4, 1],
      ['Feline', true, null, null, 1],
    ]);
    for (const medication of meds.body.data) expect(medication.dosing.length, medication.product_name).toBeGreaterThan(0);
    // A price per dosage row (the treatment plan prices a medication by its selected dosage).
    expect(carprofen.price_details).toEqual([
      { dosage: '25', unit: 'mg tablet', price: '0.85' },
      { dosage: '75', unit: 'mg tablet', price: '1.45' },
      { dosage: '100', unit: 'mg tablet', price: '1.80' },
    ]);
    const collar = (await harness.call('GET', '/inventory-supplies?q=collar', { token })).body.data[0];
    expect(collar.price_details).toEqual([{ dosage: '1', unit: 'each', price: '19.99' }]);
    const diagnostics = await harness.call('GET', '/treatments?limit=50', { token });
    expect(diagnostics.body.data.find((row: { name: string }) => row.name === 'Chemistry Panel')).toMatchObject({ cost: '95.00' });
    expect((await harness.call('GET', '/services?q=exam', { token })).body.meta.total).toBe(2);
    expect((await harness.call('GET', '/diagnosis?q=thirst', { token })).body.data[0].name).toBe('Chronic Kidney Disease (CKD)');
    expect((await harness.call('GET', '/inventory-supplies', { token })).body.meta.total).toBe(4);

    const csv = await harness.call('GET', '/export?module=diagnostics&format=csv&q=panel', { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-row-count')).toBe('1');
    expect(csv.bytes.toString('utf8')).toContain('Chemistry Panel,Chemistry,');
    expect(csv.bytes.toString('utf8')).toContain('95.00,No');
    const xlsx = await harness.call('GET', '/export?module=medications&format=xlsx', { token });
    expect(xlsx.headers.get('x-row-count')).toBe('5');
  });
});
