import { describe, expect, it } from 'vitest';
import { invitationAnswer, tokensAnswer, viewerAnswer } from './viewer.ts';

const user = { id: 1, user_code: 'U1', email: 'a@b.example', first_name: 'Ann', last_name: 'Lee', is_active: true, role: { id: 2, name: 'Vet', slug: 'vet' } };
const organization = { id: 3, organization_code: 'ORG', name: 'Paws' };

describe("the session's answers (auth's snake_case, each field named once)", () => {
  it("reads the viewer: the user's role beside it, permissions without an id known by name, lists and subscription left out as empty", () => {
    const viewer = viewerAnswer.parse({ user, organization, permissions: [{ id: 5, name: 'pets.view', module: 'Pets' }, { name: 'soap.finalize' }] });
    expect(viewer).toMatchObject({
      user: { id: '1', fullName: 'Ann Lee' },
      role: { id: '2', name: 'Vet', slug: 'vet' },
      permissions: [
        { id: '5', name: 'pets.view', module: 'Pets' },
        { id: 'soap.finalize', name: 'soap.finalize', module: '' },
      ],
      clinics: [],
      organization: { id: '3', organizationCode: 'ORG', name: 'Paws' },
      subscription: null,
    });
    expect(viewerAnswer.parse({ user, organization, permissions: null, subscription: {} })).toMatchObject({ permissions: [], subscription: { planCode: null } });
    expect(viewerAnswer.parse({ user, organization, subscription: { plan_code: 'pro' } }).subscription).toEqual({ planCode: 'pro' });
  });

  it("reads tokens under the spec's token and token_expires_at, the expiry as ISO", () => {
    expect(tokensAnswer.parse({ token: 'a', refresh_token: 'r', token_expires_at: 0 })).toEqual({ accessToken: 'a', refreshToken: 'r', accessTokenExpiresAt: '1970-01-01T00:00:00.000Z' });
    expect(tokensAnswer.safeParse({ refresh_token: 'r', token_expires_at: 0 }).error?.issues[0]?.path).toEqual(['token']);
  });

  it("reads an invitation: the phone under contact_phone_number, the role's name and slug flat ('' when left out)", () => {
    expect(invitationAnswer.parse({ email: 'x@y.example', contact_phone_number: '5125550100', role: { name: 'Vet', slug: 'vet' } })).toEqual({
      email: 'x@y.example',
      firstName: null,
      lastName: null,
      phone: '5125550100',
      roleName: 'Vet',
      roleSlug: 'vet',
    });
    expect(invitationAnswer.parse({ email: 'x@y.example', role: null })).toMatchObject({ phone: null, roleName: '', roleSlug: '' });
    expect(invitationAnswer.parse({ email: 'x@y.example', role: { name: null } })).toMatchObject({ roleName: '', roleSlug: '' });
  });
});
