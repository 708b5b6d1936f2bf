// What the catalogue types share (medications, inventory supplies, diagnoses, diagnostics,
// services): a node loadable by ids in one call, a connection with search, and the add / update
// / delete mutations with typed error unions, built once here from each type's own fields. The
// read and write rules are the lookup lists' (lookup-support.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import type { GatewayContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import type { ResourceLoaders } from '../loaders/resource.ts';
import { LOOKUP_MUTATION_ERRORS, READ_SCOPE, WRITE_SCOPE, lookupError, rawId, requireRawId } from './lookup-support.ts';

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
export type InputFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => Record<string, any>;

/** The service's id of an optional lookup sent as a global id of the given type ('' or null: none). */
export const optionalRawId = (value: string | number | null | undefined, typename: string): string | null =>
  value === null || value === undefined || value === '' ? null : rawId(String(value), typename) || String(value);

/** The GraphQL input's path of each field a contract sends under another REST name (its field errors come back on that name). */
export const inputPathsOf = (wireNames: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(wireNames).map(([field, wireName]) => [wireName, field]));

/** Species ids sent as global ids (unknown ones are left for the service to refuse). */
export const rawSpecieIds = (ids: readonly (string | number)[] | null | undefined) => (ids ?? []).map((id) => rawId(String(id), 'Species') || String(id));

interface ListOptions<Row> {
  // A loadable node also accepts its id in place of the record.
  type: ObjectRef<SchemaTypes, Row | string>;
  field: string;
  typeName: string;
  description: string;
  resource: (context: GatewayContext) => ResourceLoaders<Row, unknown>;
  /**
   * Asked beside a visit's own records (the charting steps' pickers): nullable, so a catalogue
   * that does not answer empties only this field, with its error, and the visit still shows
   * (docs/architecture.md, Partial answers).
   */
  nullable?: boolean;
}

/** The catalogue's Relay connection (page size 10 by default) with server-side search. */
export function catalogueConnection<Row>(options: ListOptions<Row>) {
  builder.queryField(options.field, (t) =>
    t.connection(
      {
        type: options.type,
        description: options.description,
        nullable: options.nullable ?? false,
        authScopes: READ_SCOPE,
        args: { search: t.arg.string() },
        resolve: (_root, args, context) => resolveServiceConnection(args, (window) => options.resource(context).list({ ...window, search: args.search })),
      },
      { name: `${options.typeName}Connection` },
      { name: `${options.typeName}Edge` },
    ),
  );
}

/** Loads rows of one catalogue by ids in one call; ids of another clinic are simply not found. */
export const loadByIds =
  <Row>(resource: (context: GatewayContext) => ResourceLoaders<Row, unknown>) =>
  (ids: string[], context: GatewayContext) =>
    context.principal ? resource(context).byId.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.')));

interface MutationOptions<Row extends { id: string }, Payload> {
  // A loadable node also accepts its id in place of the record.
  type: ObjectRef<SchemaTypes, Row | string>;
  /** The GraphQL type name: addMedication, AddMedicationInput, AddMedicationSuccess … */
  typeName: string;
  /** The success types' field: { medication }. */
  field: string;
  /** 'Medication': the not-found message of a wrong id. */
  what: string;
  inputFields: InputFields;
  payload: (input: Record<string, any>) => Payload;
  resource: (context: GatewayContext) => ResourceLoaders<Row, Payload>;
  /** What the service deletes the row by (it is loaded first: the service deletes some by code). */
  deleteKey: (row: Row) => string;
  renames?: Record<string, string>;
}

export function catalogueMutations<Row extends { id: string }, Payload>(options: MutationOptions<Row, Payload>) {
  const { typeName, field } = options;
  const success = (name: string) =>
    builder.objectRef<{ row: Row }>(name).implement({
      // The generic row does not narrow Pothos's resolver result type; the row is the node's own record.
      fields: (t) => ({ [field]: t.field({ type: options.type, resolve: (payload) => payload.row as never }) }),
    });
  const AddInput = builder.inputType(`Add${typeName}Input`, { fields: (t) => options.inputFields(t) });
  const UpdateInput = builder.inputType(`Update${typeName}Input`, { fields: (t) => ({ id: t.id({ required: true }), ...options.inputFields(t) }) });
  const DeleteInput = builder.inputType(`Delete${typeName}Input`, { fields: (t) => ({ id: t.id({ required: true }) }) });

  builder.mutationField(`add${typeName}`, (t) =>
    t.field({
      type: success(`Add${typeName}Success`),
      authScopes: WRITE_SCOPE,
      args: { input: t.arg({ type: AddInput, required: true }) },
      errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: `Add${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        try {
          return { row: await options.resource(context).add(options.payload(input as Record<string, any>)) };
        } catch (error) {
          throw lookupError(error, options.renames);
        }
      },
    }),
  );

  builder.mutationField(`update${typeName}`, (t) =>
    t.field({
      type: success(`Update${typeName}Success`),
      authScopes: WRITE_SCOPE,
      args: { input: t.arg({ type: UpdateInput, required: true }) },
      errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: `Update${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        try {
          const id = requireRawId(String((input as { id: string | number }).id), typeName, options.what);
          return { row: await options.resource(context).update({ id, payload: options.payload(input as Record<string, any>) }) };
        } catch (error) {
          throw lookupError(error, options.renames);
        }
      },
    }),
  );

  const DeleteSuccess = builder.objectRef<{ deletedId: string }>(`Delete${typeName}Success`).implement({
    fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
  });

  builder.mutationField(`delete${typeName}`, (t) =>
    t.field({
      type: DeleteSuccess,
      authScopes: WRITE_SCOPE,
      args: { input: t.arg({ type: DeleteInput, required: true }) },
      errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: `Delete${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        try {
          const id = requireRawId(String(input.id), typeName, options.what);
          const resource = options.resource(context);
          const row = await resource.byId.load(id).catch((error: unknown) => {
            throw error instanceof NotFoundError ? new NotFoundError(`${options.what} not found.`) : error;
          });
          await resource.remove(options.deleteKey(row));
          return { deletedId: encodeGlobalID(typeName, id) };
        } catch (error) {
          throw lookupError(error);
        }
      },
    }),
  );
}
