// Who may do what on Manage Users (spec 000 section 6), as scope-auth maps. The services check
// the same rules again (services/auth/src/users/user-management.ts).

/** Opening Manage Users and its view, reset, re-invite and delete actions. */
export const MANAGE_USERS_SCOPES = {
  $any: {
    superAdmin: true,
    clientAdmin: true,
    permission: 'Invite User',
    $any: { permission: 'Disable User', $any: { permission: 'Edit User Details' } },
  },
} as const;

/** The Invite User button (the spec also writes 'Invite user'; permission names compare case-insensitively). */
export const INVITE_USERS_SCOPES = { superAdmin: true, clientAdmin: true, permission: 'Invite User' } as const;

/** Editing a user, and force-activating an inactive account. */
export const ADMIN_SCOPES = { superAdmin: true, clientAdmin: true } as const;
