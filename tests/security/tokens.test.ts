// Tokens: forged, expired, `alg: none`, wrong-key and key-confusion access tokens
// are refused with the spec's 401 'Invalid token.' by the gateway and by each service on its own
// (billing's through its subscription; its plan list is public); a reused refresh token revokes its
// whole family, access tokens included; reset, verify and invite links work once and expire.
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import type { UpstreamUrls } from '@vetchart/gateway/context';
import { listOutbox } from '@vetchart/platform/mailer';
import { SignJWT, base64url, decodeJwt, exportSPKI, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let gateway: TestGateway;
let clinicCode: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  const admin = await gateway.signIn('admin@demo.vet');
  clinicCode = (await gateway.execute(`query { viewer { clinics { clinicCode } } }`, {}, admin.accessToken)).data.viewer.clinics[0].clinicCode;
});
afterAll(async () => gateway?.close());

const serviceCalls = (): { service: keyof UpstreamUrls; method: string; path: string; body?: unknown }[] => [
  { service: 'auth', method: 'GET', path: '/me' },
  { service: 'main', method: 'GET', path: '/pet-parents' },
  { service: 'inventory', method: 'GET', path: '/specie' },
  { service: 'billing', method: 'GET', path: '/subscription' },
  { service: 'thirdparty', method: 'POST', path: `/clinic-resource/sync?clinic_code=${clinicCode}`, body: {} },
];

async function callService(call: ReturnType<typeof serviceCalls>[number], token: string) {
  const response = await fetch(`${gateway.upstreams[call.service]}${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const READ = `query { viewer { user { email } } petParents(first: 1) { totalCount } }`;

async function expectAccepted(token: string) {
  const result = await gateway.execute(READ, {}, token);
  expect(result.status).toBe(200);
  expect(result.data.viewer.user.email).toBe('vet@demo.vet');
  for (const call of serviceCalls()) expect((await callService(call, token)).status, call.service).not.toBe(401);
}

async function expectRefused(token: string) {
  const result = await gateway.execute(READ, {}, token);
  expect(result.status).toBe(401);
  // One error when the gateway refuses the token itself, one per field when the services do.
  expect(result.errors?.length).toBeGreaterThan(0);
  expect(new Set(result.errors!.map((error) => error.message))).toEqual(new Set(['Invalid token.']));
  expect(result.data ?? null).toBeNull();
  for (const call of serviceCalls()) {
    expect(await callService(call, token), call.service).toEqual({ status: 401, body: { message: 'Invalid token.', errors: [] } });
  }
}

/** A JWT from parts, signed or not: for tokens no library would make. */
const encodePart = (value: unknown) => base64url.encode(JSON.stringify(value));

describe('access tokens', () => {
  it('are refused when forged, expired, unsigned (alg none), signed with another key or with the public key as an HMAC secret', async () => {
    const session = await gateway.signIn('vet@demo.vet');
    await expectAccepted(session.accessToken);
    const claims = decodeJwt(session.accessToken);
    const [header, , signature] = session.accessToken.split('.');

    // The vet's own signature over claims that now say super admin.
    const forged = `${header}.${encodePart({ ...claims, isSuperAdmin: true, permissions: ['Delete Pet'] })}.${signature}`;
    const unsigned = `${encodePart({ alg: 'none', typ: 'JWT' })}.${encodePart(claims)}.`;
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const expired = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(gateway.keys.privateKey!);
    const otherKeys = await generateKeyPair('ES256');
    const wrongKey = await new SignJWT(rest).setProtectedHeader({ alg: 'ES256' }).setIssuedAt().setExpirationTime('10m').sign(otherKeys.privateKey);
    const publicPem = await exportSPKI(gateway.keys.publicKey);
    const confused = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(publicPem));
    const noExpiry = await new SignJWT(rest).setProtectedHeader({ alg: 'ES256' }).setIssuedAt().sign(gateway.keys.privateKey!);
    const { sid: _sid, ...withoutSession } = rest;
    const noSession = await new SignJWT(withoutSession).setProtectedHeader({ alg: 'ES256' }).setIssuedAt().setExpirationTime('10m').sign(gateway.keys.privateKey!);

    for (const [name, token] of Object.entries({ forged, unsigned, expired, wrongKey, confused, noExpiry, noSession, garbage: 'not.a.jwt' })) {
      await expect(expectRefused(token), name).resolves.toBeUndefined();
    }
    // The genuine token still works: the refusals were about the tokens, not the session.
    await expectAccepted(session.accessToken);
  });
});

describe('refresh tokens', () => {
  const REFRESH = `mutation ($input: RefreshSessionInput!) { refreshSession(input: $input) {
    __typename ... on RefreshSessionSuccess { accessToken refreshToken } ... on Error { message } } }`;
  const refresh = async (refreshToken: string) => (await gateway.execute(REFRESH, { input: { refreshToken } })).data.refreshSession;

  it('a reused refresh token revokes the whole family, its access tokens included', async () => {
    const session = await gateway.signIn('vet@demo.vet');
    const rotated = await refresh(session.refreshToken);
    expect(rotated.__typename).toBe('RefreshSessionSuccess');
    await expectAccepted(rotated.accessToken);

    // The spent token comes back after the grace period that lets tabs racing on one token share
    // its successor (a copy in someone else's hands): the family ends.
    await gateway.db.query(`UPDATE auth.refresh_tokens SET used_at = used_at - interval '61 seconds' WHERE used_at IS NOT NULL`);
    expect(await refresh(session.refreshToken)).toEqual({ __typename: 'AuthenticationError', message: 'Invalid refresh token.' });
    expect(await refresh(rotated.refreshToken)).toEqual({ __typename: 'AuthenticationError', message: 'Invalid refresh token.' });
    await expectRefused(rotated.accessToken);
    await expectRefused(session.accessToken);
    // A separate sign-in is a separate family.
    await expectAccepted((await gateway.signIn('vet@demo.vet')).accessToken);
  });
});

describe('e-mailed links are single-use and expire', () => {
  const expireOpenLinks = (kind: string, email: string) =>
    gateway.db.query(
      `UPDATE auth.link_tokens SET expires_at = now() - interval '1 second'
        WHERE kind = $1 AND used_at IS NULL AND user_id = (SELECT id FROM auth.users WHERE lower(email) = $2)`,
      [kind, email],
    );
  const lifetime = async (kind: string, email: string) =>
    (
      await gateway.db.query<{ seconds: number }>(
        `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM auth.link_tokens
          WHERE kind = $1 AND user_id = (SELECT id FROM auth.users WHERE lower(email) = $2) ORDER BY created_at DESC LIMIT 1`,
        [kind, email],
      )
    )[0]!.seconds;
  const lastLink = async (email: string, marker: string) => {
    const [mail] = await listOutbox(gateway.db, { to: email });
    return new URL(mail!.links.find((link) => link.includes(marker))!);
  };

  it('password reset: an hour, once', async () => {
    const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on Error { message } } }`;
    const request = (email: string) =>
      gateway.execute(`mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`, { input: { email } });
    const resetInput = (url: URL, password: string) => ({
      userCode: url.searchParams.get('user_code'),
      resetId: url.searchParams.get('reset_id'),
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Rex',
      newPassword: password,
      confirm: password,
    });

    await request('tech@demo.vet');
    expect(await lifetime('reset', 'tech@demo.vet')).toBe(3600);
    const link = await lastLink('tech@demo.vet', '/set-password/');
    expect((await gateway.execute(RESET, { input: resetInput(link, 'Fir5t!reset') })).data.resetPassword.__typename).toBe('ResetPasswordSuccess');
    expect((await gateway.execute(RESET, { input: resetInput(link, 'Sec0nd!reset') })).data.resetPassword.__typename).toBe('InvalidLinkError');
    await expect(gateway.signIn('tech@demo.vet', 'Fir5t!reset')).resolves.toHaveProperty('accessToken');

    await request('assistant@demo.vet');
    const stale = await lastLink('assistant@demo.vet', '/set-password/');
    await expireOpenLinks('reset', 'assistant@demo.vet');
    expect((await gateway.execute(RESET, { input: resetInput(stale, 'Lat3!reset') })).data.resetPassword.__typename).toBe('InvalidLinkError');
    await expect(gateway.signIn('assistant@demo.vet')).resolves.toHaveProperty('accessToken');
  });

  it('e-mail verification: two days, once', async () => {
    const VERIFY = `mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { __typename ... on Error { message } } }`;
    const signUp = (email: string, organization: string) =>
      gateway.execute(`mutation ($input: SignUpInput!) { signUp(input: $input) { __typename } }`, {
        input: {
          organization, clinicName: `${organization} Clinic`, address: { address1: '12 Maple Street', city: 'Austin', state: 'TX', zip: '78701' },
          firstName: 'Jamie', lastName: 'Rivera', email, phone: '5125550143', password: 'Str0ng!pass', confirm: 'Str0ng!pass',
          securityQuestion: 'What was the name of your first pet?', securityAnswer: 'Biscuit', planCode: 'basic',
        },
      });
    const verifyToken = async (email: string) => (await lastLink(email, '/verify/')).pathname.split('/verify/')[1]!;

    expect((await signUp('once@maple.vet', 'Once Vet Group')).data.signUp.__typename).toBe('SignUpSuccess');
    expect(await lifetime('verify', 'once@maple.vet')).toBe(48 * 3600);
    const token = await verifyToken('once@maple.vet');
    expect((await gateway.execute(VERIFY, { input: { token } })).data.verifyEmail.__typename).toBe('VerifyEmailSuccess');
    expect((await gateway.execute(VERIFY, { input: { token } })).data.verifyEmail.__typename).toBe('InvalidLinkError');

    expect((await signUp('late@maple.vet', 'Late Vet Group')).data.signUp.__typename).toBe('SignUpSuccess');
    const late = await verifyToken('late@maple.vet');
    await expireOpenLinks('verify', 'late@maple.vet');
    expect((await gateway.execute(VERIFY, { input: { token: late } })).data.verifyEmail.__typename).toBe('InvalidLinkError');
    const [account] = await gateway.db.query<{ is_active: boolean }>(`SELECT is_active FROM auth.users WHERE email = 'late@maple.vet'`);
    expect(account!.is_active).toBe(false);
  });

  it('invitation: seven days, once', async () => {
    const INVITATION = `query ($orgCode: String!, $id: String!, $token: String!) { invitation(orgCode: $orgCode, id: $id, token: $token) { email } }`;
    const COMPLETE = `mutation ($input: CompleteInviteInput!) { completeInvite(input: $input) { __typename ... on Error { message } } }`;
    const linkOf = async (email: string) => {
      const url = await lastLink(email, '/invite/');
      return { token: url.pathname.split('/invite/')[1]!, orgCode: url.searchParams.get('code')!, id: url.searchParams.get('id')! };
    };
    const complete = (link: Awaited<ReturnType<typeof linkOf>>, role: string, extra: Record<string, string> = {}) =>
      gateway.execute(COMPLETE, {
        input: {
          ...link, firstName: 'New', lastName: 'Person', password: 'Welc0me!new', confirm: 'Welc0me!new', role,
          securityQuestion: 'What city were you born in?', securityAnswer: 'Denver', ...extra,
        },
      });

    expect(await lifetime('invite', 'new.tech@demo.vet')).toBe(7 * 24 * 3600);
    const tech = await linkOf('new.tech@demo.vet');
    expect((await complete(tech, 'veterinarian-technician')).data.completeInvite.__typename).toBe('CompleteInviteSuccess');
    expect((await complete(tech, 'veterinarian-technician')).data.completeInvite.__typename).toBe('InvalidLinkError');
    expect((await gateway.execute(INVITATION, tech)).data.invitation).toBeNull();

    const vet = await linkOf('new.vet@demo.vet');
    expect((await gateway.execute(INVITATION, vet)).data.invitation).toEqual({ email: 'new.vet@demo.vet' });
    await expireOpenLinks('invite', 'new.vet@demo.vet');
    expect((await gateway.execute(INVITATION, vet)).data.invitation).toBeNull();
    const late = await complete(vet, 'veterinarian', { veterinarianLicense: 'VET-1', state: 'TX' });
    expect(late.data.completeInvite.__typename).toBe('InvalidLinkError');
    await expect(gateway.signIn('new.vet@demo.vet', 'Welc0me!new')).rejects.toThrow();
  });
});
