import { describe, expect, it } from 'vitest';
import { diagnosisAnswer, diagnosisForm, diagnosisWire } from './diagnosis.ts';
import { diagnosticAnswer, diagnosticForm, diagnosticWire } from './diagnostic.ts';
import { inventorySupplyAnswer, inventorySupplyEditForm, inventorySupplyEditWire, inventorySupplyForm, inventorySupplyWire } from './inventory-supply.ts';
import { breedAnswer, breedForm, breedWire, genderAnswer, genderWire, specieForm, specieWire } from './lookups.ts';
import { medicationAnswer, medicationForm, medicationWire } from './medication.ts';
import { serviceForm, serviceWire } from './service.ts';
import { vaccineAnswer, vaccineForm, vaccineWire } from './vaccine.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the catalogue contracts (spec 001 sections 3, 5 and 9)', () => {
  it("require each catalogue's name with the spec's message, at most 100 characters", () => {
    expect(issues(medicationWire.safeParse({}))).toEqual([{ path: 'product_name', message: 'Enter product name' }]);
    expect(issues(inventorySupplyWire.safeParse({ name: ' ' }))).toEqual([{ path: 'name', message: 'Enter product name' }]);
    expect(issues(diagnosisWire.safeParse({ name: '' }))).toEqual([{ path: 'name', message: 'Enter diagnosis name' }]);
    expect(issues(diagnosticWire.safeParse({ name: '' }))).toEqual([{ path: 'name', message: 'Enter diagnostic name' }]);
    expect(issues(serviceWire.safeParse({ name: '' }))).toEqual([{ path: 'name', message: 'Enter service name' }]);
    expect(issues(serviceForm.safeParse({ name: 'x'.repeat(101) }))).toEqual([{ path: 'name', message: 'Must be at most 100 characters.' }]);
    expect(issues(diagnosisForm.safeParse({ name: 'Otitis', description: 'd'.repeat(2001) }))).toEqual([{ path: 'description', message: 'Must be at most 2000 characters.' }]);
  });

  it('an inventory edit also requires the dose instructions, sent as directions', () => {
    expect(issues(inventorySupplyEditWire.safeParse({ name: 'Collar', directions: ' ' }))).toEqual([{ path: 'directions', message: 'Enter dose instructions' }]);
    expect(issues(inventorySupplyEditForm.safeParse({ name: 'Collar', doseInstructions: '' }))).toEqual([{ path: 'doseInstructions', message: 'Enter dose instructions' }]);
    expect(inventorySupplyForm.safeParse({ name: 'Collar', doseInstructions: '' }).success).toBe(true);
    expect(inventorySupplyWire.parse({ name: 'Collar', type_id: 't1', directions: ' Fit ', dosage_unit: [] })).toEqual({
      name: 'Collar',
      productTypeId: 't1',
      categoryId: null,
      doseInstructions: 'Fit',
      sideEffects: '',
      dosageUnits: [],
      specieIds: [],
    });
  });

  it('Dosage & Unit rows need both their dosage and their unit; wholly empty rows and local row ids are dropped', () => {
    const form = { productName: 'Carprofen', categoryId: '', doseInstructions: '', sideEffects: '', specieIds: [] };
    expect(issues(medicationForm.safeParse({ ...form, dosageUnits: [{ rowId: 1, dosage: '25', unit: ' ' }, { rowId: 2, dosage: '', unit: 'mg' }] }))).toEqual([
      { path: 'dosageUnits.0.unit', message: 'Enter unit' },
      { path: 'dosageUnits.1.dosage', message: 'Enter dosage' },
    ]);
    expect(medicationForm.parse({ ...form, dosageUnits: [{ rowId: 1, dosage: ' 25 ', unit: 'mg' }, { rowId: 2, dosage: '', unit: '' }] }).dosageUnits).toEqual([{ dosage: '25', unit: 'mg' }]);
    expect(issues(medicationWire.safeParse({ product_name: 'Carprofen', dosage_unit: [{ dosage: 25, unit: '' }] }))).toEqual([{ path: 'dosage_unit.0.unit', message: 'Enter unit' }]);
    expect(issues(medicationWire.safeParse({ product_name: 'Carprofen', dosage_unit: Array.from({ length: 51 }, () => ({ dosage: 1, unit: 'mg' })) }))).toEqual([
      { path: 'dosage_unit', message: 'At most 50 dosage rows.' },
    ]);
    expect(issues(medicationWire.safeParse({ product_name: 'Carprofen', dosage_unit: [{ dosage: '1'.repeat(101), unit: 'mg' }] }))).toEqual([
      { path: 'dosage_unit.0.dosage', message: 'Must be at most 100 characters.' },
    ]);
  });

  it('cost defaults to 0 and is rounded to 2 decimals; tax is a Yes/No choice (spec 001 section 5)', () => {
    expect(serviceWire.parse({ name: 'Exam' })).toMatchObject({ cost: '0.00', tax: false, comment: '', categoryId: null });
    expect(serviceForm.parse({ name: 'Exam', cost: '$1,234.567', tax: 'Yes' })).toMatchObject({ cost: '1234.57', tax: true });
    expect(issues(serviceWire.safeParse({ name: 'Exam', cost: '-5' }))).toEqual([{ path: 'cost', message: 'Cost must be an amount in dollars.' }]);
    expect(issues(serviceWire.safeParse({ name: 'Exam', tax: 'maybe' }))).toEqual([{ path: 'tax', message: 'Tax must be Yes or No.' }]);
  });

  it("a diagnostic's results need a name; in-house and the lab code are checked", () => {
    expect(issues(diagnosticForm.safeParse({ name: 'CBC', results: [{ rowId: 1, name: '', resultTypeId: '' }] }))).toEqual([{ path: 'results.0.name', message: 'Enter result name' }]);
    expect(diagnosticWire.parse({ name: 'CBC', results: [{ name: 'WBC', result_type_id: 'r1' }], in_house: false, lab_code: ' ANT-CBC ' })).toMatchObject({
      results: [{ name: 'WBC', resultTypeId: 'r1' }],
      inHouse: false,
      labCode: 'ANT-CBC',
    });
    expect(issues(diagnosticWire.safeParse({ name: 'CBC', in_house: 'yes' }))).toEqual([{ path: 'in_house', message: 'In-house test must be true or false.' }]);
    expect(issues(diagnosticWire.safeParse({ name: 'CBC', lab_code: 'x'.repeat(51) }))).toEqual([{ path: 'lab_code', message: 'The lab test code can be at most 50 characters.' }]);
  });

  it('read a dose range per lb as per kg, keep what was entered, and name each problem on its row', () => {
    const parsed = medicationForm.parse({ productName: 'Carprofen', dosing: [{ specieId: 'S1', doseUnit: 'mg/lb', minDose: '1', maxDose: '2', dosesPerDay: '', route: ' PO ' }] });
    expect(parsed.dosing).toEqual([
      { specieId: 's1', notForSpecies: false, minMgPerKg: 2.204623, maxMgPerKg: 4.409245, dosesPerDay: 1, maxMgPerDose: null, maxMgPerDay: null, route: 'PO', enteredUnit: 'mg/lb', enteredMin: 1, enteredMax: 2 },
    ]);
    expect(medicationForm.parse({ productName: 'Carprofen', dosing: [{ specieId: 's2', notForSpecies: true }] }).dosing[0]).toMatchObject({ notForSpecies: true, minMgPerKg: null, maxMgPerKg: null });
    expect(issues(medicationWire.safeParse({ product_name: 'Carprofen', dosing: [{ specie_id: 's1', min_dose: '-1', max_dose: '' }] }))).toEqual([
      { path: 'dosing.0.min_dose', message: 'Enter a number greater than 0.' },
    ]);
    expect(issues(medicationForm.safeParse({ productName: 'Carprofen', dosing: [{ specieId: 's1', minDose: '4', maxDose: '2' }, { specieId: 's1', notForSpecies: true }] }))).toEqual([
      { path: 'dosing.0.maxDose', message: 'Maximum dose must be at least the minimum dose.' },
      { path: 'dosing.1.specieId', message: 'This specie already has a dosing row.' },
    ]);
  });

  it("parse the service's answers into camelCase records, each under the spec's REST name", () => {
    const species = [{ id: 's1', specie: 'Canine', created_at: '2026-01-01T00:00:00.000Z' }];
    expect(
      medicationAnswer.parse({ id: 7, drug_code: 'MED-1', product_name: 'Carprofen', category: { id: 'c', name: 'NSAID' }, dose_instructions: null, dosage_unit: [{ dosage: 25, unit: 'mg' }], species, created_at: '2026-01-02T00:00:00Z' }),
    ).toEqual({
      id: '7',
      drugCode: 'MED-1',
      productName: 'Carprofen',
      category: { id: 'c', name: 'NSAID' },
      doseInstructions: '',
      sideEffects: '',
      dosageUnits: [{ dosage: '25', unit: 'mg' }],
      species: [{ id: 's1', specie: 'Canine', createdAt: '2026-01-01T00:00:00.000Z' }],
      // Medications saved before the dose check have no dosing rows.
      dosing: [],
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    expect(
      inventorySupplyAnswer.parse({ id: 'i', code: 'INV-1', name: 'Collar', inventory_type: { id: 't', type: 'Supply' }, inventory_category: null, directions: 'Fit', created_at: 0 }),
    ).toMatchObject({ productType: { id: 't', name: 'Supply' }, category: null, doseInstructions: 'Fit', dosageUnits: [], species: [] });
    expect(diagnosisAnswer.parse({ id: 'd', code: 'DX-1', name: 'Otitis', category: null, description: 'Ear', symptoms: null, created_at: 0 })).toMatchObject({ symptoms: '', species: [] });
    expect(
      diagnosticAnswer.parse({
        id: 't',
        code: 'TX-1',
        name: 'CBC',
        category: 'Hematology',
        tx_category: { id: 'c', category: 'Hematology' },
        cost: '65.00',
        tax: false,
        results: [{ name: 'WBC', result_type: { id: 'r', name: 'Numeric' } }],
        in_house: false,
        created_at: 0,
      }),
    ).toMatchObject({ category: { id: 'c', name: 'Hematology' }, cost: '65.00', tax: false, results: [{ name: 'WBC', resultType: { id: 'r', name: 'Numeric' } }], inHouse: false, labCode: null });
  });

  it("a vaccine needs every field but its species, with the spec's messages, the manufacturer sent as manufacturers_id", () => {
    expect(issues(vaccineWire.safeParse({}))).toEqual([
      { path: 'category_id', message: 'Please input category' },
      { path: 'name', message: 'Please enter product name' },
      { path: 'manufacturers_id', message: 'Please enter manufacturer name' },
      { path: 'vaccine_type_id', message: 'Please select vaccine type' },
      { path: 'application', message: 'Please select application' },
      { path: 'unit', message: 'Please enter unit' },
      { path: 'dosage', message: 'Please select dosage' },
      { path: 'volume', message: 'Please select volume' },
      { path: 'cost', message: 'Please enter cost' },
    ]);
    const form = { categoryId: 'c', name: ' Lepto 4 ', manufacturerId: 'm', vaccineTypeId: 't', application: 'Oral', unit: 'vial', dosage: '1ml', volume: '25', cost: '$1,021.5', specieIds: [] };
    expect(vaccineForm.parse(form)).toEqual({ ...form, name: 'Lepto 4', volume: 25, cost: '1021.50' });
    expect(issues(vaccineForm.safeParse({ ...form, application: 'Topical', dosage: '2ml', volume: '7', cost: '12.345' }))).toEqual([
      { path: 'application', message: 'Please select application' },
      { path: 'dosage', message: 'Please select dosage' },
      { path: 'volume', message: 'Please select volume' },
      { path: 'cost', message: 'Cost must be an amount in dollars with at most 2 decimals.' },
    ]);
    expect(vaccineWire.parse({ ...form, category_id: 'c', manufacturers_id: 'm', vaccine_type_id: 't', volume: 5, cost: 30 })).toMatchObject({ manufacturerId: 'm', volume: 5, cost: '30.00', specieIds: [] });
    expect(
      vaccineAnswer.parse({
        id: 'v',
        code: 'VAC-1',
        name: 'Rabies',
        vaccine_category: { id: 'c', name: 'Core' },
        manufacturer: { id: 'm', name: 'Merck' },
        vaccine_type: { id: 't', name: 'Inactivated' },
        application: 'Injectable',
        unit: null,
        dosage: '1ml',
        volume: '25',
        cost: 22,
        created_at: 0,
      }),
    ).toMatchObject({ category: { id: 'c', name: 'Core' }, vaccineType: { name: 'Inactivated' }, unit: '', volume: 25, cost: '22', species: [] });
  });

  it("the lookup lists need their names and a breed its species, with the spec's messages", () => {
    expect(issues(specieWire.safeParse({}))).toEqual([{ path: 'name', message: 'Please input specie' }]);
    expect(issues(specieForm.safeParse({ name: 'x'.repeat(101) }))).toEqual([{ path: 'name', message: 'Must be at most 100 characters.' }]);
    expect(issues(genderWire.safeParse({ gender: ' ' }))).toEqual([{ path: 'gender', message: 'Please input gender' }]);
    expect(issues(breedWire.safeParse({ breed: '' }))).toEqual([
      { path: 'breed', message: 'Please input breed' },
      { path: 'specie_id', message: 'Please select specie' },
    ]);
    expect(issues(breedForm.safeParse({ breed: 'Akita', specieId: '' }))).toEqual([{ path: 'specieId', message: 'Please select specie' }]);
    expect(breedWire.parse({ breed: ' Akita ', specie_id: 's1' })).toEqual({ breed: 'Akita', specieId: 's1' });
    expect(genderAnswer.parse({ id: 1, gender: 'Male', created_at: 0 })).toEqual({ id: '1', gender: 'Male', createdAt: '1970-01-01T00:00:00.000Z' });
    expect(breedAnswer.parse({ id: 'b', breed: 'Akita', specie_id: 's', specie: { id: 's', specie: 'Canine', created_at: 0 }, created_at: 0 })).toMatchObject({
      specieId: 's',
      specie: { id: 's', specie: 'Canine' },
    });
  });
});
