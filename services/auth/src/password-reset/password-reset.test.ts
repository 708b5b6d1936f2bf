// Forgotten password: the e-mailed link, the security question and the new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthDemo } from '../service.ts';
import { signIn, startAuthHarness, type AuthHarness } from '../testing.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ loginMaxFailures: 3 });
  await seedAuthDemo(h.deps);
});
afterAll(async () => h?.close());

const SENT = 'If an account exists for this email, reset instructions have been sent.';
const INVALID = 'This password reset link is invalid or has expired.';
const QUESTION = 'What was the name of your first pet?';

async function requestReset(email: string) {
  const result = await h.call('POST', '/auth/forgotpassword', { body: { email } });
  expect(result.status).toBe(200);
  expect(result.body).toEqual({ message: SENT });
  const { mail, link } = await h.lastMail(email, '/set-password/');
  return { mail, link, userCode: link.searchParams.get('user_code')!, resetId: link.searchParams.get('reset_id')! };
}

const reset = (body: Record<string, unknown>) => h.call('PUT', '/auth/forgotpassword', { body });

describe('POST /auth/forgotpassword', () => {
  it('mails a set-password link with the user id, user code and reset id', async () => {
    const { mail, link, userCode, resetId } = await requestReset('Vet@Demo.vet');
    const [user] = await h.db.query<{ id: string; user_code: string }>(`SELECT id, user_code FROM auth.users WHERE email = 'vet@demo.vet'`);
    expect(mail.subject).toBe('Reset your password');
    expect(link.origin + link.pathname).toBe(`http://app.test/set-password/${user!.id}`);
    expect(userCode).toBe(user!.user_code);
    expect(resetId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [token] = await h.db.query<{ seconds: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at))::int AS seconds FROM auth.link_tokens WHERE kind = 'reset' AND user_id = $1 AND used_at IS NULL`,
      [user!.id],
    );
    expect(token!.seconds).toBe(3600);
  });

  it('answers the same for an unknown address and an account that cannot reset, and mails nobody', async () => {
    const before = await h.count('mail.outbox');
    for (const email of ['nobody@demo.vet', 'new.tech@demo.vet']) {
      const result = await h.call('POST', '/auth/forgotpassword', { body: { email } });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ message: SENT });
    }
    expect(await h.count('mail.outbox')).toBe(before);
  });

  it('requires a valid e-mail', async () => {
    const result = await h.call('POST', '/auth/forgotpassword', { body: { email: 'nope' } });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([{ path: 'email', message: 'Please input correct email address!' }]);
  });

  it('replaces an earlier link: only the newest e-mail works', async () => {
    const first = await requestReset('assistant@demo.vet');
    const second = await requestReset('assistant@demo.vet');
    expect((await h.call('GET', `/questionanswer/questions/${first.userCode}?reset_id=${first.resetId}`)).status).toBe(404);
    expect((await h.call('GET', `/questionanswer/questions/${second.userCode}?reset_id=${second.resetId}`)).status).toBe(200);
  });
});

describe('GET /questionanswer/questions/{userCode}', () => {
  it('shows the security question for a valid link', async () => {
    const { userCode, resetId } = await requestReset('tech@demo.vet');
    const result = await h.call('GET', `/questionanswer/questions/${userCode}?reset_id=${resetId}`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ question: QUESTION });
  });

  it('shows nothing without a link, with another person\'s code, an expired link or another kind of link', async () => {
    const { userCode, resetId } = await requestReset('admin@demo.vet');
    const [other] = await h.db.query<{ user_code: string }>(`SELECT user_code FROM auth.users WHERE email = 'admin@other.vet'`);
    const cases = [
      `/questionanswer/questions/${userCode}`,
      `/questionanswer/questions/${userCode}?reset_id=${'x'.repeat(43)}`,
      `/questionanswer/questions/${other!.user_code}?reset_id=${resetId}`,
    ];
    for (const path of cases) {
      const result = await h.call('GET', path);
      expect(result.status).toBe(404);
      expect(result.body.message).toBe(INVALID);
    }
    // An invitation token is not a reset token.
    const invite = await h.lastMail('new.vet@demo.vet', '/invite/');
    const inviteToken = invite.link.pathname.split('/invite/')[1]!;
    const [invited] = await h.db.query<{ user_code: string }>(`SELECT user_code FROM auth.users WHERE email = 'new.vet@demo.vet'`);
    expect((await h.call('GET', `/questionanswer/questions/${invited!.user_code}?reset_id=${inviteToken}`)).status).toBe(404);

    await h.db.query(`UPDATE auth.link_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'reset' AND used_at IS NULL`);
    expect((await h.call('GET', `/questionanswer/questions/${userCode}?reset_id=${resetId}`)).status).toBe(404);
  });
});

describe('PUT /auth/forgotpassword', () => {
  it('sets the new password with the right answer, spends the link and ends every session', async () => {
    const before = await signIn(h, 'vet@demo.vet');
    const { userCode, resetId } = await requestReset('vet@demo.vet');

    const wrong = await reset({ new_password: 'N3w!password', user_code: userCode, reset_id: resetId, question_answer: { question: QUESTION, answer: 'Fido' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'The answer to the security question is incorrect.',
      errors: [{ path: 'question_answer.answer', message: 'The answer to the security question is incorrect.' }],
    });
    const otherQuestion = await reset({
      new_password: 'N3w!password',
      user_code: userCode,
      reset_id: resetId,
      question_answer: { question: 'What city were you born in?', answer: 'Rex' },
    });
    expect(otherQuestion.status).toBe(400);
    // Still the old password: a refused reset changes nothing.
    await signIn(h, 'vet@demo.vet');

    // Answers are compared without case or surrounding spaces.
    const ok = await reset({ new_password: 'N3w!password', user_code: userCode, reset_id: resetId, question_answer: { question: QUESTION, answer: '  rEX ' } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toEqual(expect.any(String));

    expect((await h.call('POST', '/auth/login', { body: { email: 'vet@demo.vet', password: 'Demo!2345' } })).status).toBe(401);
    await signIn(h, 'vet@demo.vet', 'N3w!password');
    expect((await h.call('POST', '/auth/refresh', { body: { refresh_token: before.refresh_token } })).status).toBe(401);

    const again = await reset({ new_password: 'An0ther!pass', user_code: userCode, reset_id: resetId, question_answer: { question: QUESTION, answer: 'Rex' } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(INVALID);
  });

  it('refuses a weak password or missing answer with field errors and changes nothing', async () => {
    const { userCode, resetId } = await requestReset('superadmin@demo.vet');
    const weak = await reset({ new_password: 'password', user_code: userCode, reset_id: resetId, question_answer: { question: QUESTION } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([
      { path: 'new_password', message: 'Enter a valid password' },
      { path: 'question_answer.answer', message: 'Please input your answer' },
    ]);
    await signIn(h, 'superadmin@demo.vet');
    expect((await h.call('GET', `/questionanswer/questions/${userCode}?reset_id=${resetId}`)).status).toBe(200);
  });

  it('refuses an expired link, another person\'s code and a link spent by too many wrong answers', async () => {
    const body = (userCode: string, resetId: string, answer = 'Rex') => ({
      new_password: 'N3w!password',
      user_code: userCode,
      reset_id: resetId,
      question_answer: { question: QUESTION, answer },
    });
    const mine = await requestReset('admin@other.vet');
    const [demoAdmin] = await h.db.query<{ user_code: string }>(`SELECT user_code FROM auth.users WHERE email = 'admin@demo.vet'`);
    expect((await reset(body(demoAdmin!.user_code, mine.resetId))).status).toBe(404);

    // loginMaxFailures (3 here) wrong answers spend the link, so answers cannot be guessed at leisure.
    expect((await reset(body(mine.userCode, mine.resetId, 'a'))).status).toBe(400);
    expect((await reset(body(mine.userCode, mine.resetId, 'b'))).status).toBe(400);
    expect((await reset(body(mine.userCode, mine.resetId, 'c'))).status).toBe(400);
    expect((await reset(body(mine.userCode, mine.resetId))).status).toBe(404);

    const late = await requestReset('admin@other.vet');
    await h.db.query(`UPDATE auth.link_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'reset' AND used_at IS NULL`);
    expect((await reset(body(late.userCode, late.resetId))).status).toBe(404);
    await signIn(h, 'admin@other.vet');
  });
});
