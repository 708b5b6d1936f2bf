import { describe, expect, it } from 'vitest';
import { roleDetailAnswer } from '../roles/role-detail.ts';
import { userAnswer } from './user-answer.ts';

describe('a user and a role as the auth service answers them', () => {
  it('fills in what the service leaves out: names, the full name, the status from isActive, no clinics', () => {
    const user = userAnswer.parse({ id: 1, user_code: 'U1', email: 'a@b.co', first_name: 'Ann', last_name: 'Lee', is_active: true, role: { id: 2, name: 'Vet' } });
    expect(user).toEqual({
      id: '1',
      userCode: 'U1',
      email: 'a@b.co',
      firstName: 'Ann',
      lastName: 'Lee',
      fullName: 'Ann Lee',
      contactPhoneNumber: null,
      isActive: true,
      isSuperAdmin: false,
      isClientAdmin: false,
      role: { id: '2', name: 'Vet', slug: null },
      status: 'active',
      invitePending: false,
      createdAt: null,
      clinics: [],
    });
    expect(userAnswer.parse({ id: 1, user_code: 'U1', email: 'a@b.co', role: { id: 2, name: 'Vet' }, status: 'invited', clinics: [{ id: 'c', clinic_code: 'C1', name: 'Main', tax_rate: '8.25' }] })).toMatchObject({
      status: 'invited',
      fullName: '',
      clinics: [{ id: 'c', clinicCode: 'C1', name: 'Main', taxRate: 8.25, email: null, timezone: null }],
    });
    expect(userAnswer.safeParse({ id: 1, user_code: 'U1', email: 'a@b.co', role: { id: 2, name: 'Vet' }, status: 'gone' }).success).toBe(false);
  });

  it("reads a role's permission modules and its creator", () => {
    expect(
      roleDetailAnswer.parse({
        id: 3,
        name: 'Nurse',
        slug: 'nurse',
        created_by: { full_name: 'Ann Lee' },
        created_at: 0,
        rolePermissions: [{ module: 'Pets', actions: [{ id: 9, name: 'Add new Pet' }] }],
      }),
    ).toEqual({
      id: '3',
      name: 'Nurse',
      slug: 'nurse',
      isBuiltIn: false,
      createdByName: 'Ann Lee',
      createdAt: '1970-01-01T00:00:00.000Z',
      permissionModules: [{ module: 'Pets', permissions: [{ id: '9', name: 'Add new Pet', module: 'Pets' }] }],
    });
  });
});
