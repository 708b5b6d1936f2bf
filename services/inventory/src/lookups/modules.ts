// The four lists as spreadsheets: the columns an export writes and an import reads (an export
// can be imported again), and how an imported row becomes a record. An import is all or
// nothing: every row is checked first and any bad row refuses the whole file with one reason
// per bad row ('Row 3: specie "Dragon" not found').
import type { Sql } from '@vetchart/platform/database';
import { badRequest, type ListQuery } from '@vetchart/platform/http';
import { createBreed, listBreeds } from './breeds.ts';
import { MAX_COST, NAME_MAX } from '@vetchart/contracts/catalogues/catalogue-fields';
import type { BreedInput } from '@vetchart/contracts/catalogues/lookups';
import type { LookupModule } from '@vetchart/contracts/catalogues/lookup-file';
import { VACCINE_APPLICATIONS, VACCINE_DOSAGES, VACCINE_VOLUMES, type VaccineInput } from '@vetchart/contracts/catalogues/vaccine';
import { createGender, listGenders } from './genders.ts';
import type { ClinicScope } from './scope.ts';
import { createSpecie, listSpecies } from './species.ts';
import { normalizeHeader, type ExportColumn, type Sheet, type SheetRow } from './spreadsheet.ts';
import { lookupByName } from './vaccine-lookups.ts';
import { createVaccine, listVaccines } from './vaccines.ts';


/** Every row of a list (the callers pass { all: true }, so paging is ignored). */
const ALL: ListQuery = { page: 1, limit: 1, ids: undefined };

/** The most reasons one refusal lists; the rest are counted. */
const MAX_REASONS = 50;

interface ModuleDefinition {
  title: string;
  columns: ExportColumn[];
  /** Normalized column names the import requires, and other names accepted for them. */
  required: string[];
  aliases: Record<string, string>;
  exportRows(sql: Sql, scope: ClinicScope, query: ListQuery): Promise<(string | number)[][]>;
  /** Checks every row; returns the reasons of the bad ones, or a function that saves them all. */
  prepare(sql: Sql, scope: ClinicScope, rows: SheetRow[]): Promise<{ reasons: string[]; save: () => Promise<void> }>;
}

const text = (width = 24): ExportColumn => ({ header: '', width });

/** Checks a required name cell; returns the reason when it is bad. */
function nameProblem(row: SheetRow, column: string, label = column): string | null {
  const value = row.values[column] ?? '';
  if (!value) return `Row ${row.number}: ${label} is required`;
  if (value.length > NAME_MAX) return `Row ${row.number}: ${label} must be at most ${NAME_MAX} characters`;
  return null;
}

/** Remembers names seen earlier in the file, so a repeated one is reported once per repeat. */
function seenTracker() {
  const seen = new Map<string, number>();
  return (key: string, rowNumber: number): number | null => {
    const earlier = seen.get(key.toLowerCase());
    if (earlier === undefined) seen.set(key.toLowerCase(), rowNumber);
    return earlier ?? null;
  };
}

const genderModule: ModuleDefinition = {
  title: 'Gender',
  columns: [{ ...text(30), header: 'Gender' }],
  required: ['gender'],
  aliases: { name: 'gender' },
  async exportRows(sql, scope, query) {
    return (await listGenders(sql, scope, query, { all: true })).rows.map((row) => [row.gender]);
  },
  async prepare(sql, scope, rows) {
    const existing = new Set((await listGenders(sql, scope, ALL, { all: true })).rows.map((row) => row.gender.toLowerCase()));
    const seen = seenTracker();
    const reasons: string[] = [];
    for (const row of rows) {
      const problem = nameProblem(row, 'gender');
      const gender = row.values.gender!;
      if (problem) reasons.push(problem);
      else if (existing.has(gender.toLowerCase())) reasons.push(`Row ${row.number}: gender "${gender}" already exists`);
      else {
        const earlier = seen(gender, row.number);
        if (earlier) reasons.push(`Row ${row.number}: gender "${gender}" is already in row ${earlier}`);
      }
    }
    return { reasons, save: async () => void (await serially(rows, (row) => createGender(sql, scope, { gender: row.values.gender! }))) };
  },
};

const speciesModule: ModuleDefinition = {
  title: 'Species',
  columns: [{ ...text(30), header: 'Specie' }],
  required: ['specie'],
  aliases: { species: 'specie', name: 'specie' },
  async exportRows(sql, scope, query) {
    return (await listSpecies(sql, scope, query, { all: true })).rows.map((row) => [row.specie]);
  },
  async prepare(sql, scope, rows) {
    const existing = new Set((await listSpecies(sql, scope, ALL, { all: true })).rows.map((row) => row.specie.toLowerCase()));
    const seen = seenTracker();
    const reasons: string[] = [];
    for (const row of rows) {
      const problem = nameProblem(row, 'specie');
      const specie = row.values.specie!;
      if (problem) reasons.push(problem);
      else if (existing.has(specie.toLowerCase())) reasons.push(`Row ${row.number}: specie "${specie}" already exists`);
      else {
        const earlier = seen(specie, row.number);
        if (earlier) reasons.push(`Row ${row.number}: specie "${specie}" is already in row ${earlier}`);
      }
    }
    return { reasons, save: async () => void (await serially(rows, (row) => createSpecie(sql, scope, { name: row.values.specie! }))) };
  },
};

async function speciesByName(sql: Sql, scope: ClinicScope): Promise<Map<string, string>> {
  const { rows } = await listSpecies(sql, scope, ALL, { all: true });
  return new Map(rows.map((row) => [row.specie.toLowerCase(), row.id]));
}

const breedsModule: ModuleDefinition = {
  title: 'Breeds',
  columns: [
    { ...text(30), header: 'Breed' },
    { ...text(20), header: 'Specie' },
  ],
  required: ['breed', 'specie'],
  aliases: { name: 'breed', species: 'specie' },
  async exportRows(sql, scope, query) {
    return (await listBreeds(sql, scope, query, { all: true })).rows.map((row) => [row.breed, row.specie.specie]);
  },
  async prepare(sql, scope, rows) {
    const species = await speciesByName(sql, scope);
    const existing = new Set(
      (await listBreeds(sql, scope, ALL, { all: true })).rows.map((row) => `${row.specie_id}:${row.breed.toLowerCase()}`),
    );
    const seen = seenTracker();
    const reasons: string[] = [];
    const valid: BreedInput[] = [];
    for (const row of rows) {
      const problems = [nameProblem(row, 'breed'), nameProblem(row, 'specie')].filter((problem): problem is string => problem !== null);
      const breed = row.values.breed!;
      const specieName = row.values.specie!;
      const specieId = specieName ? species.get(specieName.toLowerCase()) : undefined;
      if (specieName && !specieId) problems.push(`Row ${row.number}: specie "${specieName}" not found`);
      if (!problems.length && specieId) {
        const earlier = seen(`${specieId}:${breed}`, row.number);
        if (existing.has(`${specieId}:${breed.toLowerCase()}`)) problems.push(`Row ${row.number}: breed "${breed}" already exists for ${specieName}`);
        else if (earlier) problems.push(`Row ${row.number}: breed "${breed}" is already in row ${earlier}`);
        else valid.push({ breed, specieId });
      }
      reasons.push(...problems);
    }
    return { reasons, save: async () => void (await serially(valid, (body) => createBreed(sql, scope, body))) };
  },
};

const matchOption = <T extends string | number>(options: readonly T[], value: string): T | undefined =>
  options.find((option) => String(option).toLowerCase() === value.toLowerCase());

/** '1 ml', '1ML' and '1' are the dosage 1ml. */
const dosageOf = (value: string) => {
  const compact = value.replace(/\s+/g, '').toLowerCase();
  return matchOption(VACCINE_DOSAGES, /^\d+(\.\d+)?$/.test(compact) ? `${compact}ml` : compact);
};

const vaccinesModule: ModuleDefinition = {
  title: 'Vaccines',
  columns: [
    { ...text(28), header: 'Product Name' },
    { ...text(20), header: 'Species' },
    { ...text(16), header: 'Category' },
    { ...text(24), header: 'Manufacturer Name' },
    { ...text(18), header: 'Vaccine Type' },
    { ...text(14), header: 'Application' },
    { ...text(10), header: 'Unit' },
    { ...text(10), header: 'Dosage' },
    { ...text(10), header: 'Volume' },
    { header: 'Cost', width: 12, numFmt: '"$"#,##0.00' },
  ],
  required: ['name', 'category', 'manufacturer', 'vaccine_type', 'application', 'unit', 'dosage', 'volume', 'cost'],
  aliases: { product_name: 'name', manufacturer_name: 'manufacturer', type: 'vaccine_type', specie: 'species', category_name: 'category' },
  async exportRows(sql, scope, query) {
    return (await listVaccines(sql, scope, query, { all: true })).rows.map((row) => [
      row.name,
      row.species.map((specie) => specie.specie).join(', '),
      row.category,
      row.manufacturers_name,
      row.vaccine_type.name,
      row.application,
      row.unit,
      row.dosage,
      row.volume,
      Number(row.cost),
    ]);
  },
  async prepare(sql, scope, rows) {
    const species = await speciesByName(sql, scope);
    const categories = await lookupByName(sql, scope, 'categories');
    const manufacturers = await lookupByName(sql, scope, 'manufacturers');
    const types = await lookupByName(sql, scope, 'types');
    const existing = new Set((await listVaccines(sql, scope, ALL, { all: true })).rows.map((row) => row.name.toLowerCase()));
    const seen = seenTracker();
    const reasons: string[] = [];
    const valid: VaccineInput[] = [];
    for (const row of rows) {
      const at = `Row ${row.number}:`;
      const value = (column: string) => row.values[column] ?? '';
      const problems: string[] = [];
      const required = (column: string, label: string) => {
        if (!value(column)) problems.push(`${at} ${label} is required`);
        return value(column);
      };
      const name = required('name', 'product name');
      if (name.length > NAME_MAX) problems.push(`${at} product name must be at most ${NAME_MAX} characters`);
      const reference = (column: string, label: string, known: Map<string, string>) => {
        const given = required(column, label);
        const id = given ? known.get(given.toLowerCase()) : undefined;
        if (given && !id) problems.push(`${at} ${label} "${given}" not found`);
        return id ?? '';
      };
      const categoryId = reference('category', 'category', categories);
      const manufacturerId = reference('manufacturer', 'manufacturer', manufacturers);
      const typeId = reference('vaccine_type', 'vaccine type', types);
      const specieIds: string[] = [];
      for (const specieName of value('species').split(/[,;|]/).map((part) => part.trim()).filter(Boolean)) {
        const id = species.get(specieName.toLowerCase());
        if (id) specieIds.push(id);
        else problems.push(`${at} specie "${specieName}" not found`);
      }
      const applicationText = required('application', 'application');
      const application = applicationText ? matchOption(VACCINE_APPLICATIONS, applicationText) : undefined;
      if (applicationText && !application) problems.push(`${at} application must be one of ${VACCINE_APPLICATIONS.join(', ')}`);
      const unit = required('unit', 'unit');
      if (unit.length > NAME_MAX) problems.push(`${at} unit must be at most ${NAME_MAX} characters`);
      const dosageText = required('dosage', 'dosage');
      const dosage = dosageText ? dosageOf(dosageText) : undefined;
      if (dosageText && !dosage) problems.push(`${at} dosage must be one of ${VACCINE_DOSAGES.join(', ')}`);
      const volumeText = required('volume', 'volume');
      const volume = volumeText ? matchOption(VACCINE_VOLUMES, volumeText.replace(/\s*ml$/i, '')) : undefined;
      if (volumeText && !volume) problems.push(`${at} volume must be one of ${VACCINE_VOLUMES.join(', ')}`);
      const costText = required('cost', 'cost').replace(/^\$/, '').replaceAll(',', '');
      const costValid = /^\d+(\.\d+)?$/.test(costText) && Number(costText) <= MAX_COST && Math.abs(Number(costText) * 100 - Math.round(Number(costText) * 100)) < 1e-6;
      if (costText && !costValid) problems.push(`${at} cost must be an amount in dollars with at most 2 decimals`);
      if (name && !problems.length) {
        const earlier = seen(name, row.number);
        if (existing.has(name.toLowerCase())) problems.push(`${at} vaccine "${name}" already exists`);
        else if (earlier) problems.push(`${at} vaccine "${name}" is already in row ${earlier}`);
      }
      if (problems.length) reasons.push(...problems);
      else
        valid.push({
          categoryId,
          name,
          manufacturerId,
          vaccineTypeId: typeId,
          application: application!,
          unit,
          dosage: dosage!,
          volume: volume!,
          cost: Number(costText).toFixed(2),
          specieIds,
        });
    }
    return { reasons, save: async () => void (await serially(valid, (body) => createVaccine(sql, scope, body))) };
  },
};

export const MODULES: Record<LookupModule, ModuleDefinition> = {
  gender: genderModule,
  breeds: breedsModule,
  species: speciesModule,
  vaccines: vaccinesModule,
};

/** The expected columns of a module, as its export writes them (the import template). */
export const templateColumns = (module: LookupModule) => MODULES[module].columns.map((column) => column.header);

async function serially<T>(items: T[], fn: (item: T) => Promise<unknown>): Promise<void> {
  for (const item of items) await fn(item);
}

/** Checks the sheet against the module and saves every row, or throws listing every bad row. */
export async function importSheet(sql: Sql, scope: ClinicScope, module: LookupModule, sheet: Sheet): Promise<number> {
  const definition = MODULES[module];
  const aliases = definition.aliases;
  const rows = sheet.rows.map((row) => ({
    number: row.number,
    values: Object.fromEntries(Object.entries(row.values).map(([name, value]) => [aliases[name] ?? name, value])),
  }));
  const present = new Set(sheet.headers.map((header) => aliases[header] ?? header));
  const missing = definition.required.filter((column) => !present.has(column));
  if (missing.length) {
    const expected = templateColumns(module).join(', ');
    const missingLabels = missing.map((column) => definition.columns.find((c) => aliasTarget(aliases, normalizeHeader(c.header)) === column)?.header ?? column);
    throw badRequest(`The file is missing the column${missing.length > 1 ? 's' : ''} ${missingLabels.map((label) => `"${label}"`).join(', ')}. Expected columns: ${expected}.`);
  }
  if (!rows.length) throw badRequest('The file has no rows to import.');
  const { reasons, save } = await definition.prepare(sql, scope, rows);
  if (reasons.length) {
    const shown = reasons.slice(0, MAX_REASONS);
    const more = reasons.length - shown.length;
    throw badRequest(
      `The file was not imported: ${reasons.length === 1 ? 'one row has a problem' : `${reasons.length} problems were found`}. ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
      shown.map((message) => ({ path: `rows.${/^Row (\d+)/.exec(message)?.[1] ?? ''}`, message })),
    );
  }
  await save();
  return rows.length;
}

const aliasTarget = (aliases: Record<string, string>, name: string) => aliases[name] ?? name;
