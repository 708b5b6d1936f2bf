// A row of the users table and how its status reads: shared by the table (UsersTable) and the
// row's actions (UserActions), which would otherwise import each other.
import type { UsersTable_query$data } from '../__generated__/UsersTable_query.graphql';

export type UserRow = NonNullable<UsersTable_query$data['users']['edges'][number]>['node'];

export const STATUS_LABEL: Record<string, string> = { ACTIVE: 'Active', INVITED: 'Invited', INACTIVE: 'Inactive' };
