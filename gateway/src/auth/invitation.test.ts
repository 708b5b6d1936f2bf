// Completing the invitations the demo data sends (new.vet@demo.vet, new.tech@demo.vet).
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

const INVITATION = `query ($orgCode: String!, $id: String!, $token: String!) {
  invitation(orgCode: $orgCode, id: $id, token: $token) { email firstName lastName phone roleName roleSlug } }`;
const COMPLETE = `mutation ($input: CompleteInviteInput!) { completeInvite(input: $input) {
  __typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;

async function inviteLink(email: string) {
  const [mail] = await listOutbox(gateway.db, { to: email });
  const url = new URL(mail.links.find((link) => link.includes('/invite/'))!);
  return { token: url.pathname.split('/invite/')[1]!, orgCode: url.searchParams.get('code')!, id: url.searchParams.get('id')! };
}

describe('invitations', () => {
  it('shows the invite, requires a veterinarian licence, and creates a working account once', async () => {
    const link = await inviteLink('new.vet@demo.vet');
    const details = await gateway.execute(INVITATION, link);
    expect(details.data.invitation).toMatchObject({ email: 'new.vet@demo.vet', roleSlug: 'veterinarian' });

    const base = {
      orgCode: link.orgCode,
      id: link.id,
      token: link.token,
      firstName: 'Riley',
      lastName: 'Chen',
      password: 'Welc0me!vet',
      confirm: 'Welc0me!vet',
      role: 'veterinarian',
      securityQuestion: 'What city were you born in?',
      securityAnswer: 'Denver',
    };
    const missingLicence = await gateway.execute(COMPLETE, { input: base });
    expect(missingLicence.data.completeInvite.__typename).toBe('InputValidationError');
    expect(missingLicence.data.completeInvite.fieldErrors.map((e: { message: string }) => e.message)).toContain('Please input license');

    const done = await gateway.execute(COMPLETE, { input: { ...base, veterinarianLicense: 'VET-88213', state: 'TX' } });
    expect(done.data.completeInvite.__typename).toBe('CompleteInviteSuccess');
    await expect(gateway.signIn('new.vet@demo.vet', 'Welc0me!vet')).resolves.toHaveProperty('accessToken');

    expect((await gateway.execute(INVITATION, link)).data.invitation).toBeNull();
    const reuse = await gateway.execute(COMPLETE, { input: { ...base, veterinarianLicense: 'VET-88213', state: 'TX' } });
    expect(reuse.data.completeInvite.__typename).toBe('InvalidLinkError');
  });

  it('finds nothing for a forged token or another organization code', async () => {
    const link = await inviteLink('new.tech@demo.vet');
    expect((await gateway.execute(INVITATION, { ...link, token: 'x'.repeat(43) })).data.invitation).toBeNull();
    expect((await gateway.execute(INVITATION, { ...link, orgCode: 'OTHER1' })).data.invitation).toBeNull();
  });
});
