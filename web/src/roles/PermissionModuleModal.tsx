// A module's permissions, each with its Action menu; 'Delete Permission' asks first, and the
// server refuses while any role grants the permission (its message says how many). A deleted
// permission leaves the table's connection in the store (permissionModulesUpdaters.ts).
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PermissionModuleModal_module$key } from '../__generated__/PermissionModuleModal_module.graphql';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { ACTION_LABEL, ActionMenu } from '../ui/ActionMenu';
import type { ConnectionPages } from '../ui/table/useConnectionPages';
import { useDeletePermission } from './mutations/useDeletePermission';

const moduleFragment = graphql`
  fragment PermissionModuleModal_module on PermissionModule {
    name
    permissions {
      id
      name
    }
  }
`;

interface PermissionModuleModalProps {
  module: PermissionModuleModal_module$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The store id of the permissions table's connection. */
  connection: string;
  /** The table's paging, told when a module's row went with its last permission (afterDelete). */
  paging: Pick<ConnectionPages, 'beforeDelete' | 'afterDelete'>;
}

export function PermissionModuleModal({ module: moduleKey, open, onOpenChange, connection, paging }: PermissionModuleModalProps) {
  const module = useFragment(moduleFragment, moduleKey);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [deletePermission, isDeleting] = useDeletePermission(connection);

  const confirmDelete = async () => {
    if (!deleting) return;
    // The module's row leaves the table with its last permission.
    const rowGoes = module.permissions.length === 1;
    try {
      const mark = paging.beforeDelete();
      const { deletePermission: result } = await deletePermission({ input: { id: deleting.id } });
      if (result.__typename === 'DeletePermissionSuccess') {
        notify('success', 'Permission has been successfully deleted');
        if (rowGoes) paging.afterDelete(mark);
      } else {
        notify('error', 'Delete Permission Error', result.__typename === '%other' ? undefined : result.message);
      }
    } catch (error) {
      notify('error', 'Delete Permission Error', error instanceof Error ? error.message : undefined);
    }
    setDeleting(null);
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={module.name}
        description="Permissions of this module."
        footer={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        }
      >
        <ul className="divide-y divide-slate-100" aria-label={`${module.name} permissions`}>
          {module.permissions.map((permission) => (
            <li key={permission.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="text-sm text-slate-800">{permission.name}</span>
              <ActionMenu
                variant="outline"
                label={ACTION_LABEL}
                subject={permission.name}
                items={[{ label: 'Delete Permission', tone: 'danger', onSelect: () => setDeleting({ id: permission.id, name: permission.name }) }]}
              />
            </li>
          ))}
        </ul>
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && !isDeleting && setDeleting(null)}
        title="Delete Permission"
        message={deleting ? `Delete the permission "${deleting.name}"? No role will be able to grant it any more.` : ''}
        busy={isDeleting}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
