// Sign-up, activation, sign-in, sessions and password reset through the real Yoga app over
// the real services and database.
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ loginMaxFailures: 3 });
});
afterAll(async () => gateway?.close());

const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ... on SignInSuccess { session { accessToken refreshToken accessTokenExpiresAt viewer {
      user { fullName email isClientAdmin isSuperAdmin } role { name } permissions { name module }
      clinics { name clinicCode } organization { name organizationCode } } } }
    ... on Error { message }
    ... on ThrottledError { retryAfterSeconds }
  }
}`;

const VIEWER = `query { viewer { user { email fullName } role { name } organization { name } clinics { name } } }`;

const signUpInput = (overrides: Record<string, unknown> = {}) => ({
  organization: 'Maple Vet Group',
  clinicName: 'Maple Vet Downtown',
  address: { address1: '12 Maple Street', city: 'Austin', state: 'TX', zip: '78701' },
  firstName: 'Jamie',
  lastName: 'Rivera',
  email: 'jamie@maple.vet',
  phone: '5125550143',
  password: 'Str0ng!pass',
  confirm: 'Str0ng!pass',
  securityQuestion: 'What was the name of your first pet?',
  securityAnswer: 'Biscuit',
  planCode: 'basic',
  ...overrides,
});

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on SignUpSuccess { email message } ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;

const mailsTo = (to: string) => listOutbox(gateway.db, { to });

describe('sign-in and the viewer', () => {
  it('signs a demo admin in and returns the session with who they are and where', async () => {
    const result = await gateway.execute(SIGN_IN, { input: { email: 'admin@demo.vet', password: 'Demo!2345' } });
    const session = result.data.signIn.session;
    expect(result.data.signIn.__typename).toBe('SignInSuccess');
    expect(session.accessToken).toMatch(/^ey/);
    expect(new Date(session.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(session.viewer.user).toMatchObject({ email: 'admin@demo.vet', isClientAdmin: true });
    expect(session.viewer.role.name).toBe('Admin');
    expect(session.viewer.organization.name).toBe('Demo Animal Hospital');
    expect(session.viewer.clinics[0].name).toBe('Demo Animal Hospital');
    expect(session.viewer.permissions.map((p: { name: string }) => p.name)).toContain('Invite User');
  });

  it('answers the viewer query for a valid token and refuses it without one', async () => {
    const { accessToken } = await gateway.signIn('vet@demo.vet');
    const signedIn = await gateway.execute(VIEWER, {}, accessToken);
    expect(signedIn.data.viewer.user.email).toBe('vet@demo.vet');
    expect(signedIn.data.viewer.role.name).toBe('veterinarian');

    const anonymous = await gateway.execute(VIEWER);
    expect(anonymous.data?.viewer ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.message).toMatch(/not authorized/i);
  });

  it('answers a stale or forged token with HTTP 401 Invalid token.', async () => {
    const result = await gateway.execute(VIEWER, {}, 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(result.status).toBe(401);
    expect(result.errors?.[0]?.message).toBe('Invalid token.');
  });

  it('refuses a wrong password with the server message, then throttles the account', async () => {
    const attempt = () => gateway.execute(SIGN_IN, { input: { email: 'tech@demo.vet', password: 'wrong-Pass1!' } });
    const first = await attempt();
    expect(first.data.signIn).toEqual({ __typename: 'AuthenticationError', message: 'Invalid email or password.' });
    await attempt();
    await attempt();
    const throttled = await attempt();
    expect(throttled.data.signIn.__typename).toBe('ThrottledError');
    expect(throttled.data.signIn.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(throttled.data.signIn.retryAfterSeconds).toBeGreaterThan(0);
    // Even the right password waits until the lock ends.
    const locked = await gateway.execute(SIGN_IN, { input: { email: 'tech@demo.vet', password: 'Demo!2345' } });
    expect(locked.data.signIn.__typename).toBe('ThrottledError');
  });
});

describe('refresh tokens', () => {
  const REFRESH = `mutation ($input: RefreshSessionInput!) { refreshSession(input: $input) {
    __typename ... on RefreshSessionSuccess { accessToken refreshToken } ... on Error { message } } }`;

  it('rotates on every use, and a token reused after the grace period ends the whole family', async () => {
    const first = await gateway.signIn('assistant@demo.vet');
    const rotated = (await gateway.execute(REFRESH, { input: { refreshToken: first.refreshToken } })).data.refreshSession;
    expect(rotated.__typename).toBe('RefreshSessionSuccess');
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect((await gateway.execute(VIEWER, {}, rotated.accessToken)).data.viewer.user.email).toBe('assistant@demo.vet');

    // Past the grace period that lets tabs racing on one token share its successor.
    await gateway.db.query(`UPDATE auth.refresh_tokens SET used_at = used_at - interval '61 seconds' WHERE used_at IS NOT NULL`);
    const reuse = (await gateway.execute(REFRESH, { input: { refreshToken: first.refreshToken } })).data.refreshSession;
    expect(reuse.__typename).toBe('AuthenticationError');
    // The family is revoked: the newest token no longer works either.
    const afterReuse = (await gateway.execute(REFRESH, { input: { refreshToken: rotated.refreshToken } })).data.refreshSession;
    expect(afterReuse.__typename).toBe('AuthenticationError');
  });

  it('ends the session on sign-out', async () => {
    const session = await gateway.signIn('admin@other.vet');
    const out = await gateway.execute(
      `mutation ($input: SignOutInput!) { signOut(input: $input) { __typename } }`,
      { input: { refreshToken: session.refreshToken } },
    );
    expect(out.data.signOut.__typename).toBe('SignOutSuccess');
    const refresh = await gateway.execute(REFRESH, { input: { refreshToken: session.refreshToken } });
    expect(refresh.data.refreshSession.__typename).toBe('AuthenticationError');
  });
});

describe('sign-up and activation', () => {
  it('creates the clinic and owner, mails an activation link, and signs in once activated', async () => {
    const result = await gateway.execute(SIGN_UP, { input: signUpInput() });
    expect(result.data.signUp).toEqual({ __typename: 'SignUpSuccess', email: 'jamie@maple.vet', message: 'Please check your email to activate your account.' });

    const notYet = await gateway.execute(SIGN_IN, { input: { email: 'jamie@maple.vet', password: 'Str0ng!pass' } });
    expect(notYet.data.signIn.__typename).toBe('AuthenticationError');

    const [mail] = await mailsTo('jamie@maple.vet');
    const link = mail.links.find((candidate) => candidate.includes('/verify/'))!;
    const token = link.split('/verify/')[1]!;
    const verify = `mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { __typename ... on Error { message } } }`;
    expect((await gateway.execute(verify, { input: { token } })).data.verifyEmail.__typename).toBe('VerifyEmailSuccess');
    expect((await gateway.execute(verify, { input: { token } })).data.verifyEmail.__typename).toBe('InvalidLinkError');

    const signedIn = await gateway.execute(SIGN_IN, { input: { email: 'jamie@maple.vet', password: 'Str0ng!pass' } });
    expect(signedIn.data.signIn.session.viewer.organization.name).toBe('Maple Vet Group');
    expect(signedIn.data.signIn.session.viewer.clinics[0].name).toBe('Maple Vet Downtown');
    expect(signedIn.data.signIn.session.viewer.user.isClientAdmin).toBe(true);
  });

  it('returns field errors for bad input and writes nothing', async () => {
    const before = (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.users'))[0].n;
    const phone = await gateway.execute(SIGN_UP, { input: signUpInput({ email: 'bad@maple.vet', phone: '51255501' }) });
    expect(phone.data.signUp.__typename).toBe('InputValidationError');
    expect(phone.data.signUp.fieldErrors).toContainEqual({ path: 'phone', message: 'Phone Number must be 10-digits.' });

    const confirm = await gateway.execute(SIGN_UP, { input: signUpInput({ email: 'bad@maple.vet', confirm: 'Other!pass1' }) });
    expect(confirm.data.signUp.fieldErrors).toContainEqual({
      path: 'confirm',
      message: 'The two passwords that you entered do not match!',
    });

    const plan = await gateway.execute(SIGN_UP, { input: signUpInput({ email: 'bad@maple.vet', planCode: 'no-such-plan' }) });
    expect(plan.data.signUp.fieldErrors[0].path).toBe('planCode');

    // An e-mail that already has an account: the same success, nothing created (its owner gets a mail).
    const duplicate = await gateway.execute(SIGN_UP, { input: signUpInput({ email: 'admin@demo.vet' }) });
    expect(duplicate.data.signUp).toEqual({ __typename: 'SignUpSuccess', email: 'admin@demo.vet', message: 'Please check your email to activate your account.' });

    const after = (await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.users'))[0].n;
    expect(after).toBe(before);
    expect(await mailsTo('bad@maple.vet')).toEqual([]);
  });
});

describe('password reset', () => {
  const QUESTION = `query ($userCode: String!, $resetId: String!) { securityQuestion(userCode: $userCode, resetId: $resetId) }`;
  const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) {
    __typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;

  it('mails a link, asks the security question, and replaces the password', async () => {
    const request = await gateway.execute(
      `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename ... on RequestPasswordResetSuccess { message } } }`,
      { input: { email: 'vet@demo.vet' } },
    );
    expect(request.data.requestPasswordReset.__typename).toBe('RequestPasswordResetSuccess');
    const [mail] = await mailsTo('vet@demo.vet');
    const url = new URL(mail.links.find((link) => link.includes('/set-password/'))!);
    const userCode = url.searchParams.get('user_code')!;
    const resetId = url.searchParams.get('reset_id')!;

    const question = await gateway.execute(QUESTION, { userCode, resetId });
    expect(question.data.securityQuestion).toBe('What was the name of your first pet?');
    expect((await gateway.execute(QUESTION, { userCode, resetId: 'forged' })).data.securityQuestion).toBeNull();

    const input = { userCode, resetId, securityQuestion: question.data.securityQuestion, newPassword: 'N3w!password', confirm: 'N3w!password' };
    const wrong = await gateway.execute(RESET, { input: { ...input, securityAnswer: 'Fido' } });
    expect(wrong.data.resetPassword.__typename).toBe('InputValidationError');
    expect(wrong.data.resetPassword.message).toBe('The answer to the security question is incorrect.');

    const ok = await gateway.execute(RESET, { input: { ...input, securityAnswer: 'rex' } });
    expect(ok.data.resetPassword.__typename).toBe('ResetPasswordSuccess');
    const again = await gateway.execute(RESET, { input: { ...input, securityAnswer: 'Rex' } });
    expect(again.data.resetPassword.__typename).toBe('InvalidLinkError');

    const old = await gateway.execute(SIGN_IN, { input: { email: 'vet@demo.vet', password: 'Demo!2345' } });
    expect(old.data.signIn.__typename).toBe('AuthenticationError');
    await expect(gateway.signIn('vet@demo.vet', 'N3w!password')).resolves.toHaveProperty('accessToken');
  });
});
