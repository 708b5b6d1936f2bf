// Pets' REST routes (docs/rest-main.md): GET /pets, GET /pets/{id}, POST /pets, POST /pets/bulk,
// GET /pets/synced, POST /pets/sync, GET /pets/{id}/medical-records,
// PATCH /pets/{id}, DELETE /pets/{id}, GET /colors. Every call acts in the caller's clinic and
// runs in one transaction.
import type { Hono } from 'hono';
import { petBulkCreateWire, petCreateWire, petUpdateWire } from '@vetchart/contracts/pets/pet';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idText } from '@vetchart/platform/text-limits';
import { clinicScope, pathId, type ClinicScope } from '../scope.ts';
import { listColors } from './colors.ts';
import { ADD_PET, DELETE_PET, EDIT_PET, requirePermission } from './permissions.ts';
import { createPet, createPets, deletePet, getPet, listPets, updatePet } from './pets.ts';
import { importPatient, listMedicalRecords, listSyncedPets, practiceImport, syncedQuery } from './practice-sync.ts';

type App = Hono<{ Variables: PrincipalVariables }>;

const petListQuery = listQuery.extend({ parent_id: idText().optional() });

export function registerPetRoutes(app: App, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);
  const inClinic = <T>(principal: PrincipalVariables['principal'], fn: (tx: Sql, scope: ClinicScope) => Promise<T>) => {
    const scope = clinicScope(principal);
    return deps.db.transaction((tx) => fn(tx, scope));
  };
  // A read runs as it is: each statement sees committed data either way, and BEGIN and COMMIT
  // would be two more round trips to the database for every list a screen shows.
  const readInClinic = <T>(principal: PrincipalVariables['principal'], fn: (db: Sql, scope: ClinicScope) => Promise<T>) =>
    fn(deps.db, clinicScope(principal));

  app.get('/pets', auth, async (c) => {
    const query = parseInput(petListQuery, c.req.query());
    const { rows, total } = await readInClinic(c.var.principal, (tx, scope) => listPets(tx, scope, query));
    return c.json(listResponse(rows, query, total));
  });
  // Which of the practice system's patients are synced, and from which of its versions (schedules, pet search).
  app.get('/pets/synced', auth, async (c) => {
    const query = parseInput(syncedQuery, c.req.query());
    return c.json({ data: await readInClinic(c.var.principal, (tx, scope) => listSyncedPets(tx, scope, query)) });
  });
  // The patient was read from the practice system before this transaction (readPracticeFirst in service.ts).
  app.post('/pets/sync', auth, requirePermission(ADD_PET), async (c) => {
    const imported = practiceImport(c);
    return c.json(await inClinic(c.var.principal, (tx, scope) => importPatient(tx, scope, imported)));
  });
  app.get('/pets/:id/medical-records', auth, async (c) => {
    const id = pathId(c.req.param('id'), 'Pet');
    return c.json({ data: await readInClinic(c.var.principal, (tx, scope) => listMedicalRecords(tx, scope, id)) });
  });
  app.get('/pets/:id', auth, async (c) => {
    const id = pathId(c.req.param('id'), 'Pet');
    return c.json(await readInClinic(c.var.principal, (tx, scope) => getPet(tx, scope, id)));
  });
  app.post('/pets', auth, requirePermission(ADD_PET), async (c) => {
    const body = await readBody(c, petCreateWire);
    return c.json(await inClinic(c.var.principal, (tx, scope) => createPet(tx, scope, body)), 201);
  });
  app.post('/pets/bulk', auth, requirePermission(ADD_PET), async (c) => {
    const body = await readBody(c, petBulkCreateWire);
    const pets = await inClinic(c.var.principal, (tx, scope) => createPets(tx, scope, body));
    return c.json({ data: pets }, 201);
  });
  app.patch('/pets/:id', auth, requirePermission(EDIT_PET), async (c) => {
    const id = pathId(c.req.param('id'), 'Pet');
    const body = await readBody(c, petUpdateWire);
    return c.json(await inClinic(c.var.principal, (tx, scope) => updatePet(tx, scope, id, body)));
  });
  app.delete('/pets/:id', auth, requirePermission(DELETE_PET), async (c) => {
    const id = pathId(c.req.param('id'), 'Pet');
    await inClinic(c.var.principal, (tx, scope) => deletePet(tx, scope, id));
    return c.body(null, 204);
  });

  app.get('/colors', auth, async (c) => {
    const query = parseInput(listQuery, c.req.query());
    const { rows, total } = await readInClinic(c.var.principal, (tx, scope) => listColors(tx, scope, query));
    return c.json(listResponse(rows, query, total));
  });
}
