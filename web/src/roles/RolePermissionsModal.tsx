// The 'view permissions' modal of a role: titled with its name, its permissions by module.
import { graphql, useFragment } from 'react-relay';
import type { RolePermissionsModal_role$key } from '../__generated__/RolePermissionsModal_role.graphql';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

const roleFragment = graphql`
  fragment RolePermissionsModal_role on Role {
    name
    permissionModules {
      name
      permissions {
        id
        name
      }
    }
  }
`;

interface RolePermissionsModalProps {
  role: RolePermissionsModal_role$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RolePermissionsModal({ role: roleKey, open, onOpenChange }: RolePermissionsModalProps) {
  const role = useFragment(roleFragment, roleKey);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={role.name}
      description="Permissions this role grants, by module."
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      {role.permissionModules.length === 0 ? (
        <p className="text-sm text-slate-600">This role grants no permissions.</p>
      ) : (
        <div className="space-y-4">
          {role.permissionModules.map((module) => (
            <section key={module.name} aria-label={module.name}>
              <h3 className="text-sm font-semibold text-slate-900">{module.name}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {module.permissions.map((permission) => (
                  <li key={permission.id} className="rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-800">
                    {permission.name}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
