// The catalogues as spreadsheets (GET /export?module=medications|inventory|diagnosis|diagnostics|services):
// every matching row with the columns the tab shows and the details a clinic wants on paper.
// The catalogues are exported only; the Excel import stays with the lookup lists.
import type { Sql } from '@vetchart/platform/database';
import type { ListQuery } from '@vetchart/platform/http';
import type { ClinicScope } from '../lookups/scope.ts';
import type { ExportColumn } from '../lookups/spreadsheet.ts';
import { diagnoses, inventorySupplies, medications, services, treatments } from './catalogues.ts';

export const CATALOGUE_MODULES = ['medications', 'inventory', 'diagnosis', 'diagnostics', 'services'] as const;
export type CatalogueModule = (typeof CATALOGUE_MODULES)[number];

export interface ExportDefinition {
  title: string;
  columns: ExportColumn[];
  exportRows(sql: Sql, scope: ClinicScope, query: ListQuery): Promise<(string | number)[][]>;
}

type Row = Record<string, any>;
const column = (header: string, width = 24): ExportColumn => ({ header, width });
const money: ExportColumn = { header: 'Cost', width: 12, numFmt: '"$"#,##0.00' };
const speciesOf = (row: Row) => (row.species as { specie: string }[]).map((specie) => specie.specie).join(', ');
const dosagesOf = (row: Row) => (row.dosage_unit as { dosage: string; unit: string }[]).map((entry) => `${entry.dosage} ${entry.unit}`).join(', ');

const exporter =
  (catalogue: { list: (sql: Sql, scope: ClinicScope, query: ListQuery, options: { all: boolean }) => Promise<{ rows: Row[] }> }, cells: (row: Row) => (string | number)[]) =>
  async (sql: Sql, scope: ClinicScope, query: ListQuery) =>
    (await catalogue.list(sql, scope, query, { all: true })).rows.map(cells);

export const CATALOGUE_EXPORTS: Record<CatalogueModule, ExportDefinition> = {
  medications: {
    title: 'Medications',
    columns: [column('Product Name', 30), column('Product Category', 22), column('Dose Instructions', 40), column('Dosage & Unit', 30), column('Side Effects', 30), column('Species', 20), column('Drug Code', 16)],
    exportRows: exporter(medications, (row) => [row.product_name, row.category?.name ?? '', row.dose_instructions, dosagesOf(row), row.side_effects, speciesOf(row), row.drug_code]),
  },
  inventory: {
    title: 'Inventory & Supplies',
    columns: [column('Product Name', 30), column('Product Type', 18), column('Product Category', 22), column('Dose Instructions', 40), column('Dosage & Unit', 30), column('Side Effects', 30), column('Species', 20), column('Code', 16)],
    exportRows: exporter(inventorySupplies, (row) => [
      row.name,
      row.inventory_type?.type ?? '',
      row.inventory_category?.name ?? '',
      row.directions,
      dosagesOf(row),
      row.side_effects,
      speciesOf(row),
      row.code,
    ]),
  },
  diagnosis: {
    title: 'Diagnosis',
    columns: [column('Diagnosis', 30), column('Category', 20), column('Description', 40), column('Common Symptoms', 40), column('Species', 20), column('Code', 16)],
    exportRows: exporter(diagnoses, (row) => [row.name, row.category?.name ?? '', row.description, row.symptoms, speciesOf(row), row.code]),
  },
  diagnostics: {
    title: 'Diagnostics',
    columns: [column('Name', 30), column('Category', 20), column('Description', 40), money, column('Tax', 8), column('Results', 40), column('Species', 20), column('Code', 16)],
    exportRows: exporter(treatments, (row) => [
      row.name,
      row.category,
      row.description,
      Number(row.cost),
      row.tax ? 'Yes' : 'No',
      (row.results as { name: string }[]).map((result) => result.name).join(', '),
      speciesOf(row),
      row.code,
    ]),
  },
  services: {
    title: 'Services',
    columns: [column('Name', 30), column('Category', 20), column('Description', 40), money, column('Tax', 8), column('Species', 20), column('Code', 16)],
    exportRows: exporter(services, (row) => [row.name, row.category?.name ?? '', row.description, Number(row.cost), row.tax ? 'Yes' : 'No', speciesOf(row), row.code]),
  },
};
