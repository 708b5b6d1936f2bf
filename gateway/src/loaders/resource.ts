// One list of a service that is paged, read by ids, added to, changed and deleted the same way
// (the inventory service's lookup lists and catalogues, docs/rest-inventory.md): a group of table
// entries, so the table names the list once (`breeds: resource({ ... })`) and resolvers call
// `ctx.loaders.inventory.breeds.byId.load(id)`, `.list(window)`, `.add(payload)`,
// `.update({ id, payload })` and `.remove(key)`.
import type DataLoader from 'dataloader';
import type { z } from 'zod';
import type { ServicePage } from '../clients/service-page.ts';
import { byIds, call, segment, type QueryParams } from './endpoint.ts';
import { noContent, one, page } from './wire.ts';

export interface ListWindow {
  offset: number;
  limit: number;
  search?: string | null;
}

export const windowQuery = (window: ListWindow): QueryParams => ({ offset: window.offset, limit: window.limit, q: window.search || undefined });

export function resource<S extends z.core.$ZodType, Payload = never, Filters extends object = object>(definition: {
  /** The list's path: GET pages it or reads `?ids=`, POST adds. */
  path: string;
  /** Where one row is changed or deleted, when not under the list's path (the spec's /breed vs /breeds/{id}). */
  itemPath?: string;
  row: S;
  /** The list's own filters as the service's query parameters. */
  filters?: (filters: Filters) => QueryParams;
  /** Names the body a write sends (its type is the payload); lists read only here leave it out. */
  payload?: (payload: Payload) => unknown;
}) {
  const itemPath = definition.itemPath ?? definition.path;
  const body = definition.payload ?? ((payload: Payload) => payload);
  return {
    byId: byIds({ path: definition.path, row: definition.row }),
    list: call({
      method: 'GET',
      path: definition.path,
      query: (window: ListWindow & Filters) => ({ ...windowQuery(window), ...definition.filters?.(window) }),
      parse: page(definition.row),
    }),
    add: call({ method: 'POST', path: definition.path, body, parse: one(definition.row) }),
    update: call({
      method: 'PUT',
      path: (input: { id: string; payload: Payload }) => `${itemPath}/${segment(input.id)}`,
      body: (input) => body(input.payload),
      parse: one(definition.row),
    }),
    /** By what the service deletes by: an id, a code or a drug code. */
    remove: call({ method: 'DELETE', path: (key: string) => `${itemPath}/${segment(key)}`, parse: noContent }),
  };
}

/** A resource's loaders as code shared by several lists sees them (catalogues/catalogue-support.ts). */
export interface ResourceLoaders<Row, Payload> {
  readonly byId: DataLoader<string, Row>;
  list(window: ListWindow): Promise<ServicePage<Row>>;
  add(payload: Payload): Promise<Row>;
  update(input: { id: string; payload: Payload }): Promise<Row>;
  remove(key: string): Promise<void>;
}
