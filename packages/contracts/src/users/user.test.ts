import { describe, expect, it } from 'vitest';
import { userEditWire, userForm, userInviteWire, userRemoveWire } from './user.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const row = { first_name: 'Riley', last_name: 'Chen', email: ' New.Vet@Demo.vet ', phone: '5125550106', role_id: 'r1', clinic_id: 'c1' };

describe('the user contract (spec 000 section 5, User invite and edit)', () => {
  it("requires every field with the spec's messages", () => {
    expect(issues(userForm.safeParse({ clinicId: '', firstName: ' ', lastName: '', email: '', phone: '', roleId: '' })).map((issue) => issue.message)).toEqual([
      'Please input your username',
      'Please input your username',
      'Please input your email',
      'Please input your phone number',
      'Please select role for user',
      'Please select clinic for user',
    ]);
  });

  it('checks the e-mail and the ten-digit phone', () => {
    const form = { clinicId: 'c', firstName: 'A', lastName: 'B', email: 'nope', phone: '(512)5550', roleId: 'r' };
    expect(issues(userForm.safeParse(form))).toEqual([
      { path: 'email', message: 'Please input correct email address!' },
      { path: 'phone', message: 'Phone Number must not contain special characters!' },
    ]);
    expect(issues(userForm.safeParse({ ...form, email: 'a@b.co', phone: '512555010' }))).toEqual([{ path: 'phone', message: 'Phone Number must be 10-digits.' }]);
  });

  it('reads POST /invite rows and PUT /user from snake_case, the e-mail trimmed and lower case', () => {
    expect(userInviteWire.parse({ users: [row] })).toEqual({
      users: [{ firstName: 'Riley', lastName: 'Chen', email: 'new.vet@demo.vet', phone: '5125550106', roleId: 'r1', clinicId: 'c1' }],
    });
    expect(issues(userInviteWire.safeParse({ users: [row, { ...row, role_id: '' }] }))).toEqual([{ path: 'users.1.role_id', message: 'Please select role for user' }]);
    expect(issues(userInviteWire.safeParse({ users: [] }))).toEqual([{ path: 'users', message: 'Please add at least one user to invite.' }]);
    const { email: _email, ...edit } = row;
    void _email;
    expect(userEditWire.parse({ id: 'u1', ...edit, email: 'ignored@x.co' })).toEqual({ id: 'u1', firstName: 'Riley', lastName: 'Chen', phone: '5125550106', roleId: 'r1', clinicId: 'c1' });
  });

  it('reads PATCH /users-organizations/user/remove into camelCase; an id that cannot be one is not found', () => {
    expect(userRemoveWire.parse({ user_id: 'u1' })).toEqual({ userId: 'u1' });
    expect(issues(userRemoveWire.safeParse({ user_id: 'u'.repeat(101) }))).toEqual([{ path: 'user_id', message: 'Not found.' }]);
  });
});
