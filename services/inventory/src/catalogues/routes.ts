// The catalogues' REST routes (spec 001 section 7 "Catalogues"; docs/rest-inventory.md). Like
// the lookup lists every call acts in the caller's clinic, provisions it on first use and runs
// in one transaction; writes need 'Modify Knowledge Base', checked before the body is read.
// Deletes find the row by what the spec names: a medication by drug_code, an inventory supply,
// a diagnosis and a treatment by code, a service by id.
import { diagnosisWire } from '@vetchart/contracts/catalogues/diagnosis';
import { diagnosticWire } from '@vetchart/contracts/catalogues/diagnostic';
import { inventorySupplyEditWire, inventorySupplyWire } from '@vetchart/contracts/catalogues/inventory-supply';
import { medicationWire } from '@vetchart/contracts/catalogues/medication';
import { serviceWire } from '@vetchart/contracts/catalogues/service';
import { readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { clinicRoutes, type App } from '../lookups/clinic-routes.ts';
import { pathId } from '../lookups/scope.ts';
import { listNamedRows } from '../lookups/vaccine-lookups.ts';
import { CATALOGUE_LOOKUPS, CATALOGUE_LOOKUP_PATHS } from './catalogue-lookups.ts';
import { diagnoses, inventorySupplies, medications, services, treatments } from './catalogues.ts';
import type { Catalogue } from './engine.ts';

interface Resource {
  path: string;
  catalogue: Catalogue;
  /** The body's contract (packages/contracts/src/catalogues/): the spec's rules and messages. */
  body: Parameters<typeof readBody>[1];
  editBody?: Parameters<typeof readBody>[1];
  /** How DELETE /path/{key} finds the row. */
  deleteBy: 'code' | 'id';
}

const RESOURCES: Resource[] = [
  { path: '/medications', catalogue: medications, body: medicationWire, deleteBy: 'code' },
  { path: '/inventory-supplies', catalogue: inventorySupplies, body: inventorySupplyWire, editBody: inventorySupplyEditWire, deleteBy: 'code' },
  { path: '/diagnosis', catalogue: diagnoses, body: diagnosisWire, deleteBy: 'code' },
  { path: '/treatments', catalogue: treatments, body: diagnosticWire, deleteBy: 'code' },
  { path: '/services', catalogue: services, body: serviceWire, deleteBy: 'id' },
];

export function registerCatalogueRoutes(app: App, deps: ServiceDeps): void {
  const { auth, writer, inClinic, list } = clinicRoutes(app, deps);

  for (const path of CATALOGUE_LOOKUP_PATHS) list(`/${path}`, (tx, scope, query) => listNamedRows(tx, scope, CATALOGUE_LOOKUPS[path].table, query));

  for (const resource of RESOURCES) {
    const { catalogue } = resource;
    const what = catalogue.definition.what;
    list(resource.path, (tx, scope, query) => catalogue.list(tx, scope, query));
    app.post(resource.path, auth, writer, async (c) => {
      const body = await readBody(c, resource.body);
      return c.json(await inClinic(c, { write: true }, (tx, scope) => catalogue.create(tx, scope, body)), 201);
    });
    app.get(`${resource.path}/:id`, auth, async (c) => {
      const id = pathId(c.req.param('id'), what);
      return c.json(await inClinic(c, { write: false }, (tx, scope) => catalogue.get(tx, scope, id)));
    });
    app.put(`${resource.path}/:id`, auth, writer, async (c) => {
      const id = pathId(c.req.param('id'), what);
      const body = await readBody(c, resource.editBody ?? resource.body);
      return c.json(await inClinic(c, { write: true }, (tx, scope) => catalogue.update(tx, scope, id, body)));
    });
    app.delete(`${resource.path}/:key`, auth, writer, async (c) => {
      const key = c.req.param('key');
      await inClinic(c, { write: true }, (tx, scope) => catalogue.remove(tx, scope, resource.deleteBy === 'id' ? { id: key } : { code: key }));
      return c.body(null, 204);
    });
  }
}
