-- The permission catalogue and the five built-in roles with their default permissions. This
-- is product configuration every installation needs, not demo data.

INSERT INTO auth.permissions (module, name) VALUES
  ('User Management', 'Invite User'),
  ('User Management', 'Disable User'),
  ('User Management', 'Edit User Details'),
  ('Knowledge Base', 'Modify Knowledge Base'),
  ('Pets', 'Add new Pet'),
  ('Pets', 'Edit Pet Details'),
  ('Pets', 'Delete Pet'),
  ('Visits', 'Add Visit'),
  ('Visits', 'Lock Visit Note');

INSERT INTO auth.roles (name, slug) VALUES
  ('Super Admin', 'super-admin'),
  ('Admin', 'admin'),
  ('veterinarian', 'veterinarian'),
  ('veterinarian-technician', 'veterinarian-technician'),
  ('veterinarian-assistant', 'veterinarian-assistant');

INSERT INTO auth.role_permissions (role_id, permission_id)
SELECT r.id, p.id
  FROM auth.roles r
  JOIN auth.permissions p ON (
       r.slug IN ('super-admin', 'admin')
    OR (r.slug = 'veterinarian' AND p.module IN ('Pets', 'Visits'))
    OR (r.slug = 'veterinarian-technician' AND p.name IN ('Add new Pet', 'Edit Pet Details', 'Add Visit'))
    OR (r.slug = 'veterinarian-assistant' AND p.name IN ('Add new Pet', 'Add Visit'))
  )
 WHERE r.organization_id IS NULL;
