import type { RouteObject } from 'react-router';
import { UsersPage, usersLoader } from './UsersPage';

export const usersRoutes: RouteObject[] = [{ path: 'users', loader: usersLoader, element: <UsersPage /> }];
