// HTTP tests of the lookup lists: provisioning, the spec's messages, duplicates, the species
// delete guard, clinic scoping, permissions, export, and the all-or-nothing spreadsheet import.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_GENDERS, STANDARD_SPECIES, provisionDemoClinic } from './provisioning.ts';
import { startInventoryHarness, type InventoryHarness } from './testing.ts';

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

const dataUri = (bytes: Buffer, type = 'application/octet-stream') => `data:${type};base64,${bytes.toString('base64')}`;

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function firstId(path: string, token: string, name: string, field: string) {
  const list = await harness.call('GET', `${path}?q=${encodeURIComponent(name)}&limit=100`, { token });
  return list.body.data.find((row: Record<string, string>) => row[field] === name)?.id as string;
}

describe('provisioning', () => {
  it('gives a clinic its standard lists on first read, once, newest first', async () => {
    const first = await harness.call('GET', '/specie?limit=100', { token: vet });
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ page: 1, limit: 100, total: STANDARD_SPECIES.length });
    expect(first.body.data.map((row: { specie: string }) => row.specie)).toEqual([...STANDARD_SPECIES].reverse());
    const genders = await harness.call('GET', '/pet-gender', { token: vet });
    expect(genders.body.meta.total).toBe(STANDARD_GENDERS.length);
    const canine = await harness.call('GET', '/breed?q=Beagle', { token: vet });
    expect(canine.body.data[0]).toMatchObject({ breed: 'Beagle', specie: { specie: 'Canine' } });
    for (const path of ['/vaccine-category', '/manufacturers', '/vaccine-types']) {
      expect((await harness.call('GET', path, { token: vet })).body.meta.total).toBeGreaterThan(1);
    }
    expect((await harness.call('GET', '/vaccines', { token: vet })).body.meta.total).toBe(0);
    const [row] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inventory.clinic_provisioning WHERE clinic_id = $1`, [clinicA.clinicId]);
    expect(row!.n).toBe(1);
  });

  it('seeds the demo clinic with common vaccines, and only once', async () => {
    const demo = { clinicId: randomUUID(), organizationId: randomUUID() };
    await provisionDemoClinic(harness.db, demo);
    await provisionDemoClinic(harness.db, demo);
    const token = await harness.token(demo);
    const vaccines = await harness.call('GET', '/vaccines?limit=50', { token });
    expect(vaccines.body.data.map((row: { name: string }) => row.name).sort()).toEqual(['Bordetella', 'DHPP', 'FVRCP', 'FeLV', 'Rabies']);
    const rabies = vaccines.body.data.find((row: { name: string }) => row.name === 'Rabies');
    expect(rabies).toMatchObject({ cost: '22.00', application: 'Injectable', dosage: '1ml', volume: 10, manufacturer: { name: 'Merck Animal Health' } });
    expect(rabies.species.map((specie: { specie: string }) => specie.specie)).toEqual(['Canine', 'Feline']);
  });
});

describe('genders, species and breeds', () => {
  it('requires names, refuses duplicates, edits and deletes', async () => {
    const missing = await harness.call('POST', '/pet-gender', { token: admin, body: { gender: '  ' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'gender', message: 'Please input gender' }]);
    const created = await harness.call('POST', '/pet-gender', { token: admin, body: { gender: 'Intersex' } });
    expect(created.status).toBe(201);
    const duplicate = await harness.call('POST', '/pet-gender', { token: admin, body: { gender: 'intersex' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A gender named "intersex" already exists.');
    const edited = await harness.call('PUT', `/pet-gender/${created.body.id}`, { token: admin, body: { gender: 'Intersex (Unknown)' } });
    expect(edited.body.gender).toBe('Intersex (Unknown)');
    expect((await harness.call('DELETE', `/pet-gender/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await harness.call('DELETE', `/pet-gender/${created.body.id}`, { token: admin })).status).toBe(404);
    const [kept] = await harness.db.query<{ deleted_at: string | null }>(`SELECT deleted_at FROM inventory.genders WHERE id = $1`, [created.body.id]);
    expect(kept!.deleted_at).not.toBeNull();
    const [audit] = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inventory.audit_log WHERE target_id = $1`, [created.body.id]);
    expect(audit!.n).toBe(3);

    expect((await harness.call('POST', '/specie', { token: admin, body: {} })).body.errors).toEqual([{ path: 'name', message: 'Please input specie' }]);
    const long = await harness.call('POST', '/specie', { token: admin, body: { name: 'x'.repeat(101) } });
    expect(long.body.errors[0]).toEqual({ path: 'name', message: 'Must be at most 100 characters.' });
    expect((await harness.call('POST', '/specie', { token: admin, body: { name: 'canine' } })).status).toBe(409);
  });

  it('needs a species of the clinic for a breed', async () => {
    const missing = await harness.call('POST', '/breed', { token: admin, body: { breed: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { path: 'breed', message: 'Please input breed' },
      { path: 'specie_id', message: 'Please select specie' },
    ]);
    const otherSpecie = await firstId('/specie', otherAdmin, 'Canine', 'specie');
    const foreign = await harness.call('POST', '/breed', { token: admin, body: { breed: 'Akita', specie_id: otherSpecie } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ path: 'specie_id', message: 'The selected specie does not exist.' }]);

    const canine = await firstId('/specie', admin, 'Canine', 'specie');
    const feline = await firstId('/specie', admin, 'Feline', 'specie');
    const akita = await harness.call('POST', '/breed', { token: admin, body: { breed: 'Akita', specie_id: canine } });
    expect(akita.status).toBe(201);
    expect(akita.body).toMatchObject({ breed: 'Akita', specie_id: canine, specie: { id: canine, specie: 'Canine' } });
    const duplicate = await harness.call('POST', '/breed', { token: admin, body: { breed: 'AKITA', specie_id: canine } });
    expect(duplicate.body.message).toBe('A breed named "AKITA" already exists for Canine.');
    // The same name under another species is another breed.
    expect((await harness.call('POST', '/breed', { token: admin, body: { breed: 'Akita', specie_id: feline } })).status).toBe(201);
    const moved = await harness.call('PUT', `/breeds/${akita.body.id}`, { token: admin, body: { breed: 'Akita Inu', specie_id: canine } });
    expect(moved.body.breed).toBe('Akita Inu');
    expect((await harness.call('GET', `/breeds/${akita.body.id}`, { token: vet })).body.breed).toBe('Akita Inu');
    const filtered = await harness.call('GET', `/breed?specie_id=${feline}&q=akita`, { token: vet });
    expect(filtered.body.data.map((row: { specie: { specie: string } }) => row.specie.specie)).toEqual(['Feline']);
  });

  it('refuses to delete a species that breeds or vaccines still use', async () => {
    const rabbit = await firstId('/specie', admin, 'Rabbit', 'specie');
    const refused = await harness.call('DELETE', `/specie/${rabbit}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Specie "Rabbit" cannot be deleted: 2 breeds still use it. Change or delete them first.');
    const ferret = await firstId('/specie', admin, 'Ferret', 'specie');
    expect((await harness.call('DELETE', `/specie/${ferret}`, { token: admin })).status).toBe(204);
    expect(await firstId('/specie', admin, 'Ferret', 'specie')).toBeUndefined();
  });
});

describe('vaccines', () => {
  it('requires every field with the spec messages', async () => {
    const empty = await harness.call('POST', '/vaccines', { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((error: { message: string }) => error.message)).toEqual([
      'Please input category',
      'Please enter product name',
      'Please enter manufacturer name',
      'Please select vaccine type',
      'Please select application',
      'Please enter unit',
      'Please select dosage',
      'Please select volume',
      'Please enter cost',
    ]);
    const wrong = await harness.call('POST', '/vaccines', {
      token: admin,
      body: { application: 'Topical', dosage: '2ml', volume: 7, cost: '12.345' },
    });
    const byPath = Object.fromEntries(wrong.body.errors.map((error: { path: string; message: string }) => [error.path, error.message]));
    expect(byPath).toMatchObject({
      application: 'Please select application',
      dosage: 'Please select dosage',
      volume: 'Please select volume',
      cost: 'Cost must be an amount in dollars with at most 2 decimals.',
    });
  });

  it('adds, edits and deletes a vaccine with the clinic own lookups', async () => {
    const category = (await harness.call('GET', '/vaccine-category?q=Core', { token: admin })).body.data[0].id;
    const manufacturer = (await harness.call('GET', '/manufacturers?q=Zoetis', { token: admin })).body.data[0].id;
    const type = (await harness.call('GET', '/vaccine-types?q=Recombinant', { token: admin })).body.data[0].id;
    const canine = await firstId('/specie', admin, 'Canine', 'specie');
    const feline = await firstId('/specie', admin, 'Feline', 'specie');
    const body = {
      name: 'Lepto 4',
      specie_ids: [canine, feline],
      category_id: category,
      manufacturers_id: manufacturer,
      vaccine_type_id: type,
      application: 'Injectable',
      unit: 'vial',
      dosage: '0.5ml',
      volume: 25,
      cost: '$21.5',
    };
    const created = await harness.call('POST', '/vaccines', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Lepto 4',
      cost: '21.50',
      volume: 25,
      specie_ids: [canine, feline],
      manufacturers_name: 'Zoetis',
      vaccine_type: { name: 'Recombinant' },
      vaccine_category: { id: category },
    });
    expect(created.body.code).toMatch(/^VAC-[A-Z0-9]{8}$/);
    expect((await harness.call('POST', '/vaccines', { token: admin, body: { ...body, name: 'lepto 4' } })).body.message).toBe(
      'A vaccine named "lepto 4" already exists.',
    );

    const otherCategory = (await harness.call('GET', '/vaccine-category', { token: otherAdmin })).body.data[0].id;
    const foreign = await harness.call('POST', '/vaccines', { token: admin, body: { ...body, name: 'X', category_id: otherCategory } });
    expect(foreign.body.errors).toEqual([{ path: 'category_id', message: 'The selected category does not exist.' }]);

    const edited = await harness.call('PUT', `/vaccines/${created.body.id}`, { token: admin, body: { ...body, specie_ids: [canine], cost: 30 } });
    expect(edited.body).toMatchObject({ cost: '30.00', specie_ids: [canine] });
    const inUse = await harness.call('DELETE', `/specie/${feline}`, { token: admin });
    expect(inUse.body.message).toContain('breeds still use it');
    expect((await harness.call('DELETE', `/vaccines/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await harness.call('GET', `/vaccines/${created.body.id}`, { token: admin })).status).toBe(404);
  });
});

describe('scoping and permissions', () => {
  it('answers another clinic ids with not found and changes nothing', async () => {
    const canine = await firstId('/specie', admin, 'Canine', 'specie');
    const beagle = await firstId('/breed', admin, 'Beagle', 'breed');
    expect((await harness.call('GET', `/specie?ids=${canine}`, { token: otherAdmin })).body.data).toEqual([]);
    expect((await harness.call('GET', `/breeds/${beagle}`, { token: otherAdmin })).status).toBe(404);
    expect((await harness.call('PUT', `/specie/${canine}`, { token: otherAdmin, body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await harness.call('DELETE', `/breeds/${beagle}`, { token: otherAdmin })).status).toBe(404);
    expect((await harness.call('PUT', `/breeds/not-a-uuid`, { token: otherAdmin, body: { breed: 'x', specie_id: canine } })).status).toBe(404);
    expect(await firstId('/specie', admin, 'Canine', 'specie')).toBe(canine);
    expect(await firstId('/breed', admin, 'Beagle', 'breed')).toBe(beagle);
  });

  it('lets every member read and only Modify Knowledge Base write', async () => {
    expect((await harness.call('GET', '/vaccines', { token: vet })).status).toBe(200);
    const refused = await harness.call('POST', '/pet-gender', { token: vet, body: { gender: 'Other' } });
    expect(refused.status).toBe(403);
    const canine = await firstId('/specie', admin, 'Canine', 'specie');
    expect((await harness.call('DELETE', `/specie/${canine}`, { token: vet })).status).toBe(403);
    const upload = await harness.call('POST', '/file/excel', {
      token: vet,
      body: { module: 'gender', file_name: 'g.csv', data_uri: dataUri(Buffer.from('gender\nOther\n')) },
    });
    expect(upload.status).toBe(403);
    const superAdmin = await harness.token({ ...clinicA, isSuperAdmin: true });
    expect((await harness.call('POST', '/pet-gender', { token: superAdmin, body: { gender: 'Other' } })).status).toBe(201);
    expect((await harness.call('GET', '/specie')).status).toBe(401);
  });
});

describe('export', () => {
  it('writes every matching row as CSV and as XLSX', async () => {
    const csv = await harness.call('GET', '/export?module=breeds&format=csv&q=retriever', { token: vet });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="breeds-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Breed,Specie', 'Golden Retriever,Canine', 'Labrador Retriever,Canine']);

    const all = await harness.call('GET', '/export?module=breeds&format=xlsx', { token: vet });
    expect(all.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(all.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const total = (await harness.call('GET', '/breed', { token: vet })).body.meta.total;
    expect(total).toBeGreaterThan(10);
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Breed', 'Specie']);

    const template = await harness.call('GET', '/export?module=vaccines&format=csv&template=true', { token: vet });
    expect(template.body.replace(/^\uFEFF/, '').trim()).toBe(
      'Product Name,Species,Category,Manufacturer Name,Vaccine Type,Application,Unit,Dosage,Volume,Cost',
    );
    expect((await harness.call('GET', '/export?module=pets&format=csv', { token: vet })).status).toBe(400);
    const demo = { clinicId: randomUUID(), organizationId: randomUUID() };
    await provisionDemoClinic(harness.db, demo);
    const vaccines = await harness.call('GET', '/export?module=vaccines&format=csv&q=DHPP', { token: await harness.token(demo) });
    expect(vaccines.body.replace(/^\uFEFF/, '').trim().split('\r\n')[1]).toBe('DHPP,Canine,Core,Zoetis,Modified Live,Injectable,dose,1ml,25,18.50');
  });
});

describe('spreadsheet import', () => {
  it('refuses the whole file when a row is bad, with the reason per row', async () => {
    const before = (await harness.call('GET', '/breed', { token: admin })).body.meta.total;
    const file = await xlsx([
      ['Breed', 'Specie'],
      ['Border Collie', 'Canine'],
      ['Smaug', 'Dragon'],
      ['Sphynx', 'feline'],
      ['', 'Canine'],
    ]);
    const refused = await harness.call('POST', '/file/excel', {
      token: admin,
      body: { module: 'breeds', file_name: 'breeds.xlsx', data_uri: dataUri(file) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'rows.3', message: 'Row 3: specie "Dragon" not found' },
      { path: 'rows.5', message: 'Row 5: breed is required' },
    ]);
    expect(refused.body.message).toContain('Row 3: specie "Dragon" not found');
    expect((await harness.call('GET', '/breed', { token: admin })).body.meta.total).toBe(before);
    expect(await firstId('/breed', admin, 'Border Collie', 'breed')).toBeUndefined();
  });

  it('imports every row of a good file in one go (xlsx and csv)', async () => {
    const file = await xlsx([
      ['Breed', 'Specie'],
      ['Border Collie', 'Canine'],
      ['Sphynx', 'feline'],
    ]);
    const done = await harness.call('POST', '/file/excel', { token: admin, body: { module: 'breeds', file_name: 'breeds.xlsx', data_uri: dataUri(file) } });
    expect(done.status).toBe(201);
    expect(done.body).toEqual({ module: 'breeds', imported: 2, message: '2 rows were imported.' });
    expect((await harness.call('GET', '/breed?q=Sphynx', { token: admin })).body.data[0].specie.specie).toBe('Feline');

    const again = await harness.call('POST', '/file/excel', { token: admin, body: { module: 'breeds', file_name: 'breeds.xlsx', data_uri: dataUri(file) } });
    expect(again.body.errors[0].message).toBe('Row 2: breed "Border Collie" already exists for Canine');

    const csv = Buffer.from(
      'Product Name,Species,Category,Manufacturer Name,Vaccine Type,Application,Unit,Dosage,Volume,Cost\r\n' +
        '"Lyme, Recombinant",Canine,Non-Core,Elanco,Recombinant,injectable,dose,1 ml,10,$31.25\r\n',
    );
    const vaccines = await harness.call('POST', '/file/excel', { token: admin, body: { module: 'vaccines', file_name: 'v.csv', data_uri: dataUri(csv, 'text/csv') } });
    expect(vaccines.status).toBe(201);
    const lyme = (await harness.call('GET', '/vaccines?q=Lyme', { token: admin })).body.data[0];
    expect(lyme).toMatchObject({ name: 'Lyme, Recombinant', application: 'Injectable', dosage: '1ml', volume: 10, cost: '31.25', manufacturers_name: 'Elanco' });
  });

  it('checks the columns and every vaccine cell', async () => {
    const noColumn = await harness.call('POST', '/file/excel', {
      token: admin,
      body: { module: 'breeds', file_name: 'b.csv', data_uri: dataUri(Buffer.from('Breed\nPug\n')) },
    });
    expect(noColumn.body.message).toBe('The file is missing the column "Specie". Expected columns: Breed, Specie.');
    const csv = Buffer.from(
      'name,category,manufacturer,vaccine_type,application,unit,dosage,volume,cost,species\n' + 'Parvo,Core,Acme,Recombinant,Spray,dose,2ml,7,abc,Unicorn\n',
    );
    const refused = await harness.call('POST', '/file/excel', { token: admin, body: { module: 'vaccines', file_name: 'v.csv', data_uri: dataUri(csv) } });
    expect(refused.body.errors.map((error: { message: string }) => error.message)).toEqual([
      'Row 2: manufacturer "Acme" not found',
      'Row 2: specie "Unicorn" not found',
      'Row 2: application must be one of Injectable, Oral, Nasal',
      'Row 2: dosage must be one of 0.5ml, 1ml',
      'Row 2: volume must be one of 5, 10, 25, 50',
      'Row 2: cost must be an amount in dollars with at most 2 decimals',
    ]);
  });

  it('judges the file by its content and keeps the limits', async () => {
    const importing = (file_name: string, bytes: Buffer) =>
      harness.call('POST', '/file/excel', { token: admin, body: { module: 'gender', file_name, data_uri: dataUri(bytes) } });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 3, 255])]);
    const renamed = await importing('genders.xlsx', pdf);
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('Please upload a spreadsheet file (.xlsx, .xls or .csv).');
    expect((await importing('genders.pdf', Buffer.from('gender\nOther\n'))).body.message).toBe('Please upload a spreadsheet file (.xlsx, .xls or .csv).');
    const fakeZip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 7)]);
    expect((await importing('genders.xlsx', fakeZip)).body.message).toBe('The file could not be read as a spreadsheet.');
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
    expect((await importing('genders.xls', xls)).body.message).toContain('.xls) files cannot be read');
    const big = await importing('big.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file is too large: the limit is 5 MB.');
    const many = Buffer.from(`gender\n${Array.from({ length: 5001 }, (_, index) => `G${index}`).join('\n')}\n`);
    expect((await importing('many.csv', many)).body.message).toBe('The file has more than 5,000 rows; split it into smaller files.');
    expect((await importing('empty.csv', Buffer.from('gender\n'))).body.message).toBe('The file has no rows to import.');
    const ok = await importing('genders.csv', Buffer.from('Gender\nHermaphrodite\n'));
    expect(ok.body.imported).toBe(1);
  });
});

describe('provisioning under concurrency', () => {
  it('creates a clinic standard lists once when its first calls arrive together', async () => {
    const clinic = { clinicId: randomUUID(), organizationId: randomUUID() };
    const token = await harness.token(clinic);
    const answers = await Promise.all([
      harness.call('GET', '/specie', { token }),
      harness.call('GET', '/pet-gender', { token }),
      harness.call('GET', '/breed', { token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await harness.call('GET', '/specie', { token })).body.meta.total).toBe(STANDARD_SPECIES.length);
    const byName = await harness.call('GET', '/specie?sort=name&limit=3', { token });
    expect(byName.body.data.map((row: { specie: string }) => row.specie)).toEqual(['Avian', 'Bovine', 'Canine']);
  });
});
