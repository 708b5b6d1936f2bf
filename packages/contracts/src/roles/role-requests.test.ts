import { describe, expect, it } from 'vitest';
import { ROLE_NAME_MESSAGE, permissionCreateWire, roleCreateWire } from './role-requests.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the role and permission bodies (POST /roles, /permissions, their camelCase keys)', () => {
  it("reads a role; no name and no permissions both have the role name's message", () => {
    expect(roleCreateWire.parse({ roleName: ' Groomer ', actions: ['p1'], orgId: 'o1' })).toEqual({ roleName: 'Groomer', actions: ['p1'], orgId: 'o1' });
    expect(issues(roleCreateWire.safeParse({ roleName: '', actions: [], orgId: 'o1' }))).toEqual([
      { path: 'roleName', message: ROLE_NAME_MESSAGE },
      { path: 'actions', message: ROLE_NAME_MESSAGE },
    ]);
    expect(issues(roleCreateWire.safeParse({ roleName: 'x', actions: ['p'.repeat(101)] }))).toEqual([
      { path: 'actions.0', message: 'An id can be at most 100 characters.' },
      { path: 'orgId', message: 'Please provide the organization.' },
    ]);
  });

  it('wants a permission module and name', () => {
    expect(permissionCreateWire.parse({ module: ' Visits ', name: 'Lock' })).toEqual({ module: 'Visits', name: 'Lock' });
    expect(issues(permissionCreateWire.safeParse({}))).toEqual([
      { path: 'module', message: 'Please input permission module' },
      { path: 'name', message: 'Please input permission name' },
    ]);
  });
});
