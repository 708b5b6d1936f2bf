// How one endpoint of a service is described in its table (loaders/<service>.ts), and how a
// table is turned into the request's callable loaders (loaders/index.ts, createLoaders).
//
// An endpoint names its method, its path, what it sends and how its answer is parsed into the
// gateway's camelCase shape. Two kinds:
// - byIds: a service list route that takes `ids`; it becomes a DataLoader, so every id a
//   GraphQL operation asks for in one tick goes out in one call (no N+1: the gateway tests
//   count upstream calls);
// - call: any other read or write; it becomes a plain async function of its input.
// Transport (timeouts, read retries, the breaker, idempotency keys, call counting) stays in
// clients/http.ts; a table only says what to call.
import DataLoader from 'dataloader';
import { z } from 'zod';
import type { RequestOptions, RestClient } from '../clients/http.ts';
import { NotFoundError } from '../errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | undefined>;

/**
 * Turns a service's answer into the gateway's shape; a zod schema's `parse` is one. The status
 * is there for an answer passed on as it is (a route answering the service's own 502 or 503),
 * and a `binary` call's headers for the file's name and type.
 */
export type Parse<T> = (body: unknown, status: number, headers?: Record<string, string | string[] | undefined>) => T;

export interface CallEndpoint<I, T> {
  readonly kind: 'call';
  readonly method: Method;
  readonly path: string | ((input: I) => string);
  readonly query?: (input: I) => QueryParams;
  /** The JSON body of a write (or the raw bytes, via `options`). */
  readonly body?: (input: I) => unknown;
  /** Per-call transport options (a longer deadline, anonymous, compute-only POSTs). */
  readonly options?: RequestOptions | ((input: I) => RequestOptions);
  readonly parse: Parse<T>;
  /**
   * A read whose answer does not change within one operation (a lookup list, the viewer): the
   * request asks the service once per input, however many fields need it.
   */
  readonly oncePerRequest?: boolean;
  /** A GET answered with a file (a lab's report PDF): `parse` gets the bytes, not JSON. */
  readonly binary?: boolean;
}

export interface ByIdsEndpoint<T> {
  readonly kind: 'byIds';
  readonly path: string;
  /** The query of one batch (usually `{ ids: ids.join(','), limit: ids.length }`). */
  readonly query: (ids: readonly string[]) => QueryParams;
  readonly parse: Parse<T[]>;
  /** The key a row answers for (a method, so a table of any rows fits `Endpoint`). */
  key(row: T): string;
  /** The most ids the route accepts in one call; larger batches are split. */
  readonly maxBatchSize?: number;
  /** A key the service does not answer for loads as null (a visit's optional note), not a NotFoundError. */
  readonly absentAsNull?: boolean;
  /** The row key a loader key names, when keys carry more than the id (reminders: the time zone too). */
  readonly idOf?: (key: string) => string;
}

/**
 * A read of many rows per key (a visit's status logs, by `visit_ids`): a DataLoader answering
 * each key with its rows in the service's order, an empty list when it has none.
 */
export interface ListsByIdsEndpoint<T> {
  readonly kind: 'listsByIds';
  readonly path: string;
  readonly query: (ids: readonly string[]) => QueryParams;
  readonly parse: Parse<T[]>;
  /** The key a row belongs to. */
  key(row: T): string;
  readonly maxBatchSize?: number;
  /** The row key a loader key names, when keys carry more than the id. */
  readonly idOf?: (key: string) => string;
}

export type Endpoint = CallEndpoint<never, unknown> | ByIdsEndpoint<unknown> | ListsByIdsEndpoint<unknown>;

/** A group of a table's endpoints under one name (one list of a service: `ctx.loaders.inventory.breeds.list`). */
export type EndpointGroup = { readonly [name: string]: Endpoint };

export type TableEntry = Endpoint | EndpointGroup;

/** A GET (or any call) of the table. `I` is the input the built function takes (none when void). */
export function call<T, I = void>(definition: Omit<CallEndpoint<I, T>, 'kind'>): CallEndpoint<I, T> {
  return { kind: 'call', ...definition };
}

/**
 * A by-ids read of the table, built into a per-request DataLoader. `row` is the entity's schema;
 * the answer is `{ data: row[] }` unless `parse` says otherwise, and rows are keyed by `id`
 * unless `key` says otherwise.
 */
export function byIds<S extends z.core.$ZodType>(definition: {
  path: string;
  row: S;
  query?: (ids: readonly string[]) => QueryParams;
  parse?: Parse<z.output<S>[]>;
  key?: (row: z.output<S>) => string;
  maxBatchSize?: number;
  idOf?: (key: string) => string;
}): ByIdsEndpoint<z.output<S>> {
  const rows = z.object({ data: z.array(definition.row) });
  return {
    kind: 'byIds',
    path: definition.path,
    query: definition.query ?? ((ids) => ({ ids: ids.join(','), limit: ids.length })),
    parse: definition.parse ?? ((body) => rows.parse(body).data),
    key: definition.key ?? ((row) => String((row as { id: unknown }).id)),
    maxBatchSize: definition.maxBatchSize,
    idOf: definition.idOf,
  };
}

/**
 * A by-ids read whose keys need not have a row (a visit's note read by visit id): the
 * DataLoader answers null for a key the service leaves out. `key` names what a row answers for.
 */
export function byIdsOrNull<S extends z.core.$ZodType>(definition: {
  path: string;
  row: S;
  query: (ids: readonly string[]) => QueryParams;
  key: (row: z.output<S>) => string;
  maxBatchSize?: number;
}): ByIdsEndpoint<z.output<S> | null> {
  const rows = z.object({ data: z.array(definition.row) });
  return {
    kind: 'byIds',
    path: definition.path,
    query: definition.query,
    parse: (body) => rows.parse(body).data,
    key: (row) => definition.key(row as z.output<S>),
    maxBatchSize: definition.maxBatchSize,
    absentAsNull: true,
  };
}

/** A read of each key's rows (`row` is the entity's schema, the answer `{ data: row[] }`). */
export function listsByIds<S extends z.core.$ZodType>(definition: {
  path: string;
  row: S;
  query: (ids: readonly string[]) => QueryParams;
  key: (row: z.output<S>) => string;
  maxBatchSize?: number;
  idOf?: (key: string) => string;
}): ListsByIdsEndpoint<z.output<S>> {
  const rows = z.object({ data: z.array(definition.row) });
  return { kind: 'listsByIds', ...definition, parse: (body) => rows.parse(body).data };
}

/** Encodes one path segment (ids come from clients). */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

type Built<E> =
  E extends ByIdsEndpoint<infer T>
    ? DataLoader<string, T>
    : E extends ListsByIdsEndpoint<infer T>
      ? DataLoader<string, T[]>
      : E extends CallEndpoint<infer I, infer T>
      ? CallLoader<I, T>
      : E extends EndpointGroup
        ? ServiceLoaders<E>
        : never;

/**
 * A call of the table. `forget(input)` drops a `oncePerRequest` answer so that the next call asks
 * again (after a write that changed it); on other calls it does nothing.
 */
export type CallLoader<I, T> = ((input: I) => Promise<T>) & { forget(input: I): void };

/** The request's loaders of one service: a DataLoader or a function per table entry. */
export type ServiceLoaders<Table> = { readonly [Name in keyof Table]: Built<Table[Name]> };

const DEFAULT_MAX_BATCH = 100;

function buildCall<I, T>(rest: RestClient, endpoint: CallEndpoint<I, T>): CallLoader<I, T> {
  const send = async (input: I) => {
    const path = typeof endpoint.path === 'function' ? endpoint.path(input) : endpoint.path;
    const options = typeof endpoint.options === 'function' ? endpoint.options(input) : endpoint.options;
    if (endpoint.binary) {
      const file = await rest.raw(path, endpoint.query?.(input), options);
      return endpoint.parse(file.body, 200, file.headers);
    }
    const json = endpoint.body?.(input);
    const response = await rest.request<unknown>(endpoint.method, path, { ...options, json, searchParams: endpoint.query?.(input) });
    return endpoint.parse(response.body, response.status);
  };
  if (!endpoint.oncePerRequest) return Object.assign(send, { forget: () => undefined });
  const answers = new Map<string, Promise<T>>();
  const keyOf = (input: I) => JSON.stringify(input ?? null);
  const once = (input: I) => {
    const key = keyOf(input);
    let answer = answers.get(key);
    if (!answer) {
      answer = send(input);
      // A failed read is not kept: a later field of the same operation may try again.
      answer.catch(() => answers.delete(key));
      answers.set(key, answer);
    }
    return answer;
  };
  return Object.assign(once, { forget: (input: I) => void answers.delete(keyOf(input)) });
}

function buildByIds<T>(rest: RestClient, endpoint: ByIdsEndpoint<T>): DataLoader<string, T> {
  return new DataLoader<string, T>(
    async (ids) => {
      const body = await rest.request<unknown>('GET', endpoint.path, { searchParams: endpoint.query(ids) });
      const byKey = new Map(endpoint.parse(body.body, body.status).map((row) => [endpoint.key(row), row]));
      const idOf = endpoint.idOf ?? ((key: string) => key);
      return ids.map((id) => byKey.get(idOf(id)) ?? (endpoint.absentAsNull ? (null as T) : new NotFoundError('Not found.')));
    },
    { maxBatchSize: endpoint.maxBatchSize ?? DEFAULT_MAX_BATCH },
  );
}

function buildListsByIds<T>(rest: RestClient, endpoint: ListsByIdsEndpoint<T>): DataLoader<string, T[]> {
  return new DataLoader<string, T[]>(
    async (ids) => {
      const body = await rest.request<unknown>('GET', endpoint.path, { searchParams: endpoint.query(ids) });
      const idOf = endpoint.idOf ?? ((key: string) => key);
      const groups = new Map<string, T[]>(ids.map((id) => [idOf(id), []]));
      for (const row of endpoint.parse(body.body, body.status)) groups.get(endpoint.key(row))?.push(row);
      return ids.map((id) => groups.get(idOf(id))!);
    },
    { maxBatchSize: endpoint.maxBatchSize ?? DEFAULT_MAX_BATCH },
  );
}

/**
 * Builds one service's table for one request: its DataLoaders cache only for this request and
 * carry this caller's token, so nothing is shared between callers. An entry is built when a
 * resolver first reads it: main's table has over a hundred entries and a list screen uses two or
 * three, and building them all (a DataLoader or closure each) was a tenth of a millisecond of
 * every request that reached the service.
 */
export function buildLoaders<Table extends Record<string, TableEntry>>(rest: RestClient, table: Table): ServiceLoaders<Table> {
  const loaders = Object.create(lazyLoadersPrototype(table)) as { rest: RestClient; built: Record<string, unknown> };
  loaders.rest = rest;
  loaders.built = {};
  return loaders as unknown as ServiceLoaders<Table>;
}

/** Per table, made once: a getter per entry that builds it for the request's loaders and keeps it. */
const prototypes = new WeakMap<object, object>();

function lazyLoadersPrototype(table: Record<string, TableEntry>): object {
  let prototype = prototypes.get(table);
  if (prototype) return prototype;
  prototype = {};
  for (const [name, entry] of Object.entries(table)) {
    Object.defineProperty(prototype, name, {
      enumerable: true,
      get(this: { rest: RestClient; built: Record<string, unknown> }) {
        return (this.built[name] ??= buildEntry(this.rest, entry));
      },
    });
  }
  prototypes.set(table, prototype);
  return prototype;
}

function buildEntry(rest: RestClient, entry: TableEntry): unknown {
  if (!('kind' in entry) || typeof entry.kind !== 'string') return buildLoaders(rest, entry as EndpointGroup);
  if (entry.kind === 'byIds') return buildByIds(rest, entry as ByIdsEndpoint<unknown>);
  if (entry.kind === 'listsByIds') return buildListsByIds(rest, entry as ListsByIdsEndpoint<unknown>);
  return buildCall(rest, entry as CallEndpoint<unknown, unknown>);
}
