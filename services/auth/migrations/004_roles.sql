-- Role and permission administration (/d/roles, /d/permissions).

-- Permission names are unique whatever their case: 'Invite User' and 'Invite user' are one
-- permission (spec section 6 writes it both ways), and holdsPermission compares case-insensitively.
CREATE UNIQUE INDEX permissions_name_lower_key ON auth.permissions (lower(name));

-- Who added a permission; NULL for the catalogue the migrations ship.
ALTER TABLE auth.permissions ADD COLUMN created_by uuid REFERENCES auth.users (id);

-- One role name per organization whatever its case. Built-in names are checked by the service,
-- since an index cannot compare an organization's rows with the shared ones.
CREATE UNIQUE INDEX roles_organization_name_key ON auth.roles (organization_id, lower(name)) WHERE organization_id IS NOT NULL;

CREATE INDEX role_permissions_permission_idx ON auth.role_permissions (permission_id);
