// The role choices of the invite and edit user forms. The server decides which roles a viewer may
// give (assignableRoles: only roles whose permissions they hold; Admin from a client admin or
// super admin; Super Admin from a super admin) and refuses anything else; the form offers those,
// plus the edited person's current role (keeping it is always allowed), and only that role when
// someone edits themselves (nobody changes their own role).
export interface RoleOption {
  readonly id: string;
  readonly name: string;
}

export function roleChoices(assignable: ReadonlyArray<RoleOption>, current: RoleOption | null, isSelf: boolean): ReadonlyArray<RoleOption> {
  if (!current) return assignable;
  if (isSelf) return [current];
  return assignable.some((role) => role.id === current.id) ? assignable : [current, ...assignable];
}
