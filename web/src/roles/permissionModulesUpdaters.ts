// How a created or deleted permission changes the Setup Permissions table's connection in the
// store (PermissionModulesTable_permissionModules), so the table is not asked for again. Its rows
// are modules, which have no id of their own: a permission joins the row of its module, or a new
// row put first (the list is newest module first); a deleted permission leaves its row, and the
// row goes with its last permission, as the server drops the module then.
import { ConnectionHandler, type RecordProxy, type SelectorStoreUpdater } from 'relay-runtime';

type Payload = ({ __typename?: string } & Record<string, unknown>) | null | undefined;

const successOf = (data: unknown, field: string, successType: string) => {
  const payload = (data as Record<string, Payload> | null | undefined)?.[field];
  return payload?.__typename === successType ? payload : null;
};

const moduleNode = (edge: RecordProxy | null | undefined) => edge?.getLinkedRecord('node') ?? null;

function moveCount(connection: RecordProxy, delta: 1 | -1) {
  const count = connection.getValue('totalCount');
  if (typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
}

export function permissionCreatedUpdater(connections: ReadonlyArray<string>): SelectorStoreUpdater<unknown> {
  return (store, data) => {
    const created = successOf(data, 'createPermission', 'CreatePermissionSuccess')?.permission as { id?: string; module?: string } | undefined;
    const permission = created?.id ? store.get(created.id) : null;
    const moduleName = created?.module;
    if (!permission || !moduleName) return;
    for (const id of connections) {
      const connection = store.get(id);
      if (!connection) continue;
      const edges = connection.getLinkedRecords('edges') ?? [];
      const row = edges.map(moduleNode).find((node) => String(node?.getValue('name') ?? '').toLowerCase() === moduleName.toLowerCase());
      if (row) {
        row.setLinkedRecords([...(row.getLinkedRecords('permissions') ?? []).filter((record) => record != null), permission], 'permissions');
        continue;
      }
      // A module seen for the first time: a row of its own, named by the connection and module.
      const node = store.get(`${id}:module:${moduleName}`) ?? store.create(`${id}:module:${moduleName}`, 'PermissionModule');
      node.setValue(moduleName, 'name');
      node.setLinkedRecords([permission], 'permissions');
      ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, node, 'PermissionModuleEdge'));
      moveCount(connection, 1);
    }
  };
}

export function permissionDeletedUpdater(connections: ReadonlyArray<string>): SelectorStoreUpdater<unknown> {
  return (store, data) => {
    const success = successOf(data, 'deletePermission', 'DeletePermissionSuccess');
    const deletedId = success?.deletedPermissionId;
    if (typeof deletedId !== 'string') return;
    for (const id of connections) {
      const connection = store.get(id);
      if (!connection) continue;
      const edges = connection.getLinkedRecords('edges') ?? [];
      const kept = edges.filter((edge) => {
        const row = moduleNode(edge);
        const permissions = row?.getLinkedRecords('permissions');
        if (!row || !permissions?.some((permission) => permission?.getDataID() === deletedId)) return true;
        const left = permissions.filter((permission) => permission != null && permission.getDataID() !== deletedId);
        row.setLinkedRecords(left, 'permissions');
        return left.length > 0;
      });
      if (kept.length === edges.length) continue;
      connection.setLinkedRecords(kept, 'edges');
      moveCount(connection, -1);
    }
  };
}
