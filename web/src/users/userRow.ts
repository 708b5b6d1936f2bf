// A row of the users table and how its status reads: shared by the table (UsersTable) and the
// row's actions (UserActions), which would otherwise import each other.
import type { UsersTable_row$data } from '../__generated__/UsersTable_row.graphql';

export type UserRow = UsersTable_row$data;

export const STATUS_LABEL: Record<string, string> = { ACTIVE: 'Active', INVITED: 'Invited', INACTIVE: 'Inactive' };
