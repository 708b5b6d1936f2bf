// A create or delete changes a connection's rows in the store by its directives (@prependNode,
// @deleteEdge on the connections named in $connections); the connection's totalCount, which the
// directives leave alone, is moved by the same amount here, so the pager's "Showing a–b of n" and
// "Page p of m" follow without asking the server.
import type { SelectorStoreUpdater } from 'relay-runtime';

export interface ConnectionCountChange {
  /** The mutation's root field, e.g. addSpecies. */
  field: string;
  /** The __typename of the field's success member of its result union. */
  successType: string;
  /** +1 for a create, -1 for a delete: per row when the success holds a list of them (listField). */
  delta: 1 | -1;
  /** The success's field that lists the rows created (addPets' pets), when there may be several. */
  listField?: string;
}

export function connectionCountUpdater(change: ConnectionCountChange, connections: ReadonlyArray<string>): SelectorStoreUpdater<unknown> {
  return (store, data) => {
    const payload = (data as Record<string, ({ __typename?: string } & Record<string, unknown>) | null | undefined> | null | undefined)?.[change.field];
    if (payload?.__typename !== change.successType) return;
    const rows = change.listField ? payload[change.listField] : undefined;
    const delta = change.delta * (Array.isArray(rows) ? rows.length : 1);
    for (const id of connections) {
      const connection = store.get(id);
      const count = connection?.getValue('totalCount');
      if (connection && typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
    }
  };
}
