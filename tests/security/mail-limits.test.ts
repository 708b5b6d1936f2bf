// No e-mail can be sent without limit. Forgot password and sign-up (anonymous)
// are limited per recipient and per network address; the history form, re-invites and forced
// password resets per recipient and per staff member. A refusal is a ThrottledError with a clear
// message and sends (and creates) nothing.
import { listOutbox } from '@vetchart/platform/mailer';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT, SIGN_UP, count, signUpInput } from './support.ts';

let gateway: TestGateway;
let admin: string;
let vet: string;
beforeAll(async () => {
  // The default limits: 5 per recipient, 20 per address, 50 per sender, each per hour.
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
});
afterAll(async () => gateway?.close());

const mails = async (to: string) => (await listOutbox(gateway.db, { to, limit: 1000 })).length;
const typenames = (results: { __typename: string }[]) =>
  results.reduce<Record<string, number>>((tally, result) => ({ ...tally, [result.__typename]: (tally[result.__typename] ?? 0) + 1 }), {});

describe('e-mail limits', () => {
  it('forgot password: 50 requests for one address send 5 mails; the rest are refused with a clear message', async () => {
    const results = [];
    for (let i = 0; i < 50; i += 1) {
      results.push((await gateway.execute(FORGOT, { input: { email: 'tech@demo.vet' } }, undefined, { clientAddress: `198.51.100.${i + 1}` })).data.requestPasswordReset);
    }
    expect(typenames(results)).toEqual({ RequestPasswordResetSuccess: 5, ThrottledError: 45 });
    expect(results[5]!.message).toMatch(/^Too many e-mails were sent to this address\. Try again in \d+ minutes\.$/);
    expect(await mails('tech@demo.vet')).toBe(5);
  });

  it('forgot password: one network address cannot mail many recipients', async () => {
    const results = [];
    for (let i = 0; i < 30; i += 1) {
      results.push((await gateway.execute(FORGOT, { input: { email: `someone${i}@probe.vet` } }, undefined, { clientAddress: '203.0.113.9' })).data.requestPasswordReset);
    }
    expect(typenames(results)).toEqual({ RequestPasswordResetSuccess: 20, ThrottledError: 10 });
    expect(results[20]!.message).toMatch(/^Too many requests came from your network\. Try again in \d+ minutes\.$/);
  });

  it('sign-up: one network address cannot create 50 organizations', async () => {
    const organizations = () => count(gateway, `SELECT count(*)::int AS n FROM auth.organizations`);
    const before = await organizations();
    const results = [];
    for (let i = 0; i < 25; i += 1) {
      results.push((await gateway.execute(SIGN_UP, { input: signUpInput(`owner${i}@probe.vet`) }, undefined, { clientAddress: '203.0.113.10' })).data.signUp);
    }
    expect(typenames(results)).toEqual({ SignUpSuccess: 20, ThrottledError: 5 });
    expect(await organizations()).toBe(before + 20);
    expect(await mails('owner24@probe.vet')).toBe(0);
  });

  it('sign-up: one recipient cannot be mailed without limit, account or not', async () => {
    const results = [];
    for (let i = 0; i < 8; i += 1) {
      results.push((await gateway.execute(SIGN_UP, { input: signUpInput('admin@other.vet') }, undefined, { clientAddress: `192.0.2.${i + 1}` })).data.signUp);
    }
    expect(typenames(results)).toEqual({ SignUpSuccess: 5, ThrottledError: 3 });
    expect(await mails('admin@other.vet')).toBe(5);
  });

  it('send history form: at most 5 forms to one parent; the refusal writes no link', async () => {
    const pets = await gateway.execute(`query { pets(first: 1) { edges { node { id } } } }`, {}, vet);
    const petId = pets.data.pets.edges[0].node.id;
    const SEND = `mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { __typename ... on Error { message } } }`;
    const results = [];
    for (let i = 0; i < 8; i += 1) results.push((await gateway.execute(SEND, { input: { petId, email: 'parent@probe.vet' } }, vet)).data.sendHistoryForm);
    expect(typenames(results)).toEqual({ SendHistoryFormSuccess: 5, ThrottledError: 3 });
    expect(results[5]!.message).toMatch(/^Too many e-mails were sent to this address\. Try again in \d+ minutes\.$/);
    expect(await mails('parent@probe.vet')).toBe(5);
    expect(await count(gateway, `SELECT count(*)::int AS n FROM main.subjective_form_links WHERE email = 'parent@probe.vet'`)).toBe(5);
  });

  it('re-invite and forced password reset: at most 5 to one person', async () => {
    const USERS = `query { users(first: 50) { edges { node { id email } } } }`;
    const users = (await gateway.execute(USERS, {}, admin)).data.users.edges.map((edge: any) => edge.node);
    const idOf = (email: string) => users.find((user: { email: string }) => user.email === email).id;
    const action = (field: string, input: string) => `mutation ($input: ${input}!) { ${field}(input: $input) { __typename ... on Error { message } } }`;

    const reinvites = [];
    for (let i = 0; i < 7; i += 1) reinvites.push((await gateway.execute(action('reinviteUser', 'ReinviteUserInput'), { input: { id: idOf('new.vet@demo.vet') } }, admin)).data.reinviteUser);
    expect(typenames(reinvites)).toEqual({ ReinviteUserSuccess: 5, ThrottledError: 2 });

    const before = await mails('assistant@demo.vet');
    const resets = [];
    for (let i = 0; i < 7; i += 1) resets.push((await gateway.execute(action('resetUserPassword', 'ResetUserPasswordInput'), { input: { id: idOf('assistant@demo.vet') } }, admin)).data.resetUserPassword);
    expect(typenames(resets)).toEqual({ ResetUserPasswordSuccess: 5, ThrottledError: 2 });
    expect(resets[6]!.message).toMatch(/^Too many e-mails were sent to this address\. Try again in \d+ minutes\.$/);
    expect((await mails('assistant@demo.vet')) - before).toBe(5);
  });

  it('a staff member cannot mail many people without limit', async () => {
    const limited = await startTestGateway({ mailLimitPerSender: 3 });
    try {
      const token = (await limited.signIn('vet@demo.vet')).accessToken;
      const pets = await limited.execute(`query { pets(first: 1) { edges { node { id } } } }`, {}, token);
      const petId = pets.data.pets.edges[0].node.id;
      const SEND = `mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { __typename ... on Error { message } } }`;
      const results = [];
      for (let i = 0; i < 5; i += 1) results.push((await limited.execute(SEND, { input: { petId, email: `parent${i}@probe.vet` } }, token)).data.sendHistoryForm);
      expect(typenames(results)).toEqual({ SendHistoryFormSuccess: 3, ThrottledError: 2 });
      expect(results[3]!.message).toMatch(/^You have sent too many of these e-mails\. Try again in \d+ minutes\.$/);
    } finally {
      await limited.close();
    }
  });
});
