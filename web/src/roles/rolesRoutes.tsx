import type { RouteObject } from 'react-router';
import { PermissionsPage, permissionsLoader } from './PermissionsPage';
import { RolesPage, rolesLoader } from './RolesPage';

/** Children of /d: Manage Roles and Setup Permissions. */
export const rolesRoutes: RouteObject[] = [
  { path: 'roles', loader: rolesLoader, element: <RolesPage /> },
  { path: 'permissions', loader: permissionsLoader, element: <PermissionsPage /> },
];
