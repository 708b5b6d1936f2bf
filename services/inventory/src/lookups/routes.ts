// The lookup lists' REST routes (docs/rest-inventory.md). Every call acts in the caller's clinic
// (from the access token), first creates the clinic's standard lists if this is its first use,
// and runs in one transaction; writes need 'Modify Knowledge Base'.
import { z } from 'zod';
import { breedWire, genderWire, specieWire } from '@vetchart/contracts/catalogues/lookups';
import { vaccineWire } from '@vetchart/contracts/catalogues/vaccine';
import { LOOKUP_MODULES, lookupFileImportWire, type LookupModule } from '@vetchart/contracts/catalogues/lookup-file';
import { parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { createBreed, deleteBreed, getBreed, listBreeds, updateBreed } from './breeds.ts';
import { createGender, deleteGender, listGenders, updateGender } from './genders.ts';
import { CATALOGUE_EXPORTS, CATALOGUE_MODULES, type CatalogueModule, type ExportDefinition } from '../catalogues/export.ts';
import { MODULES, importSheet } from './modules.ts';
import { clinicRoutes, type App } from './clinic-routes.ts';
import { pathId, recordAudit, requireModify } from './scope.ts';
import { createSpecie, deleteSpecie, listSpecies, updateSpecie } from './species.ts';
import { MIME, decodeDataUri, readSheet, writeCsv, writeXlsx } from './spreadsheet.ts';
import { listVaccineLookup, type VaccineLookup } from './vaccine-lookups.ts';
import { createVaccine, deleteVaccine, getVaccine, listVaccines, updateVaccine } from './vaccines.ts';
import { MAX_SEARCH_LENGTH, SEARCH_TOO_LONG } from '@vetchart/platform/text-limits';


/** Every list can be exported; only the lookup lists can be imported. */
const EXPORT_MODULES = [...LOOKUP_MODULES, ...CATALOGUE_MODULES] as const;
const exportModuleField = z.enum(EXPORT_MODULES, { error: `module must be one of ${EXPORT_MODULES.join(', ')}.` });

const exportQuery = z.object({
  module: exportModuleField,
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx.' }).default('xlsx'),
  q: z.string().trim().max(MAX_SEARCH_LENGTH, SEARCH_TOO_LONG).optional(),
  /** Only the header row: the import template. */
  template: z.enum(['true', 'false']).optional(),
});

export function registerLookupRoutes(app: App, deps: ServiceDeps): void {
  const { auth, writer, inClinic, list } = clinicRoutes(app, deps);

  // Genders
  list('/pet-gender', (tx, scope, query) => listGenders(tx, scope, query));
  app.post('/pet-gender', auth, writer, async (c) => {
    const body = await readBody(c, genderWire);
    return c.json(await inClinic(c, { write: true }, (tx, scope) => createGender(tx, scope, body)), 201);
  });
  app.put('/pet-gender/:id', auth, writer, async (c) => {
    const id = pathId(c.req.param('id'), 'Gender');
    const body = await readBody(c, genderWire);
    return c.json(await inClinic(c, { write: true }, (tx, scope) => updateGender(tx, scope, id, body)));
  });
  app.delete('/pet-gender/:id', auth, writer, async (c) => {
    const id = pathId(c.req.param('id'), 'Gender');
    await inClinic(c, { write: true }, (tx, scope) => deleteGender(tx, scope, id));
    return c.body(null, 204);
  });

  // Species
  list('/specie', (tx, scope, query) => listSpecies(tx, scope, query));
  app.post('/specie', auth, writer, async (c) => {
    const body = await readBody(c, specieWire);
    return c.json(await inClinic(c, { write: true }, (tx, scope) => createSpecie(tx, scope, body)), 201);
  });
  app.put('/specie/:id', auth, writer, async (c) => {
    const id = pathId(c.req.param('id'), 'Specie');
    const body = await readBody(c, specieWire);
    return c.json(await inClinic(c, { write: true }, (tx, scope) => updateSpecie(tx, scope, id, body)));
  });
  app.delete('/specie/:id', auth, writer, async (c) => {
    const id = pathId(c.req.param('id'), 'Specie');
    await inClinic(c, { write: true }, (tx, scope) => deleteSpecie(tx, scope, id));
    return c.body(null, 204);
  });

  // Breeds: the spec names /breed for the list and create, /breeds/{id} for one breed.
  list('/breed', (tx, scope, query) => listBreeds(tx, scope, query));
  app.post('/breed', auth, writer, async (c) => {
    const body = await readBody(c, breedWire);
    return c.json(await inClinic(c, { write: true }, (tx, scope) => createBreed(tx, scope, body)), 201);
  });
  app.get('/breeds/:id', auth, async (c) => {
    const id = pathId(c.req.param('id'), 'Breed');
    return c.json(await inClinic(c, { write: false }, (tx, scope) => getBreed(tx, scope, id)));
  });
  app.put('/breeds/:id', auth, writer, async (c) => {
    const id = pathId(c.req.param('id'), 'Breed');
    const body = await readBody(c, breedWire);
    return c.json(await inClinic(c, { write: true }, (tx, scope) => updateBreed(tx, scope, id, body)));
  });
  app.delete('/breeds/:id', auth, writer, async (c) => {
    const id = pathId(c.req.param('id'), 'Breed');
    await inClinic(c, { write: true }, (tx, scope) => deleteBreed(tx, scope, id));
    return c.body(null, 204);
  });

  // Vaccines and the lists their selects offer
  list('/vaccines', (tx, scope, query) => listVaccines(tx, scope, query));
  app.post('/vaccines', auth, writer, async (c) => {
    const body = await readBody(c, vaccineWire);
    return c.json(await inClinic(c, { write: true }, (tx, scope) => createVaccine(tx, scope, body)), 201);
  });
  app.get('/vaccines/:id', auth, async (c) => {
    const id = pathId(c.req.param('id'), 'Vaccine');
    return c.json(await inClinic(c, { write: false }, (tx, scope) => getVaccine(tx, scope, id)));
  });
  app.put('/vaccines/:id', auth, writer, async (c) => {
    const id = pathId(c.req.param('id'), 'Vaccine');
    const body = await readBody(c, vaccineWire);
    return c.json(await inClinic(c, { write: true }, (tx, scope) => updateVaccine(tx, scope, id, body)));
  });
  app.delete('/vaccines/:id', auth, writer, async (c) => {
    const id = pathId(c.req.param('id'), 'Vaccine');
    await inClinic(c, { write: true }, (tx, scope) => deleteVaccine(tx, scope, id));
    return c.body(null, 204);
  });
  const lookups: [string, VaccineLookup][] = [
    ['/vaccine-category', 'categories'],
    ['/manufacturers', 'manufacturers'],
    ['/vaccine-types', 'types'],
  ];
  for (const [path, lookup] of lookups) list(path, (tx, scope, query) => listVaccineLookup(tx, scope, lookup, query));

  // Spreadsheets
  app.post('/file/excel', auth, writer, async (c) => {
    const body = await readBody(c, lookupFileImportWire);
    requireModify(c.var.principal);
    const sheet = await readSheet(body.fileName, decodeDataUri(body.dataUri));
    const imported = await inClinic(c, { write: true }, async (tx, scope) => {
      const count = await importSheet(tx, scope, body.module, sheet);
      await recordAudit(tx, scope, { action: 'lookup.imported', targetType: body.module, targetId: body.module, detail: { file_name: body.fileName, rows: count } });
      return count;
    });
    return c.json({ module: body.module, imported, message: `${imported} ${imported === 1 ? 'row was' : 'rows were'} imported.` }, 201);
  });

  app.get('/export', auth, async (c) => {
    const query = parseInput(exportQuery, c.req.query());
    const definition: ExportDefinition = query.module in CATALOGUE_EXPORTS ? CATALOGUE_EXPORTS[query.module as CatalogueModule] : MODULES[query.module as LookupModule];
    const rows =
      query.template === 'true'
        ? []
        : await inClinic(c, { write: false }, (tx, scope) => definition.exportRows(tx, scope, { page: 1, limit: 1, ids: undefined, q: query.q || undefined }));
    const stamp = new Date().toISOString().slice(0, 10);
    const baseName = query.template === 'true' ? `${query.module}-import-template` : `${query.module}-${stamp}`;
    const file = query.format === 'csv' ? writeCsv(definition.columns, rows) : await writeXlsx(definition.title, definition.columns, rows);
    c.header('content-type', query.format === 'csv' ? `${MIME.csv}; charset=utf-8` : MIME.xlsx);
    c.header('content-disposition', `attachment; filename="${baseName}.${query.format}"`);
    c.header('x-row-count', String(rows.length));
    return c.body(new Uint8Array(file), 200);
  });
}
