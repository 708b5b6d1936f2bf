// Someone who can read the victim's mail cannot guess the security question by
// asking for link after link. Wrong answers are counted per account across all its links.
import { listOutbox } from '@vetchart/platform/mailer';
import { DEMO_PASSWORD, startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT, RESET } from './support.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

/**
 * Asks for a reset link and reads it from the mail. The e-mail limits (5 an hour per recipient,
 * mail-limits.test.ts) are lifted here, as if the attacker waited between links: this file is
 * about the answers.
 */
async function newLink(email: string, attempt: number) {
  await gateway.db.query(`DELETE FROM limits.counters WHERE key LIKE 'mail-%'`);
  const asked = await gateway.execute(FORGOT, { input: { email } }, undefined, { clientAddress: `198.51.100.${attempt + 1}` });
  expect(asked.data.requestPasswordReset.__typename).toBe('RequestPasswordResetSuccess');
  const [mail] = await listOutbox(gateway.db, { to: email, limit: 1 });
  const url = new URL(mail!.links.find((link) => link.includes('/set-password/'))!);
  return { userCode: url.searchParams.get('user_code')!, resetId: url.searchParams.get('reset_id')! };
}

const answer = async (link: { userCode: string; resetId: string }, securityAnswer: string) =>
  (
    await gateway.execute(RESET, {
      input: { ...link, securityQuestion: 'What was the name of your first pet?', securityAnswer, newPassword: 'N3w!password', confirm: 'N3w!password' },
    })
  ).data.resetPassword as { __typename: string; message: string };

describe('security question guessing', () => {
  it('counts wrong answers per account across links: after five, even a fresh link and the right answer wait', async () => {
    const guesses = ['Max', 'Bella', 'Charlie', 'Luna', 'Lucy', 'Cooper', 'Daisy', 'Milo'];
    const answers = [];
    for (const [index, guess] of guesses.entries()) {
      // A fresh link for every guess: a new link does not start the count again.
      const link = await newLink('vet@demo.vet', index);
      answers.push(await answer(link, guess));
    }
    expect(answers.slice(0, 5).every((result) => result.message === 'The answer to the security question is incorrect.')).toBe(true);
    expect(answers.slice(5).map((result) => result.__typename)).toEqual(['ThrottledError', 'ThrottledError', 'ThrottledError']);
    expect(answers[5]!.message).toMatch(/^Too many wrong answers to the security question\. Please try again in \d+ minutes\.$/);

    // The pause holds for a fresh link and the right answer.
    const rightAnswer = await answer(await newLink('vet@demo.vet', 50), 'Rex');
    expect(rightAnswer.__typename).toBe('ThrottledError');
    // The password did not change.
    await expect(gateway.signIn('vet@demo.vet', DEMO_PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  it('does not count against another account, and the right answer resets the count', async () => {
    const link = await newLink('tech@demo.vet', 100);
    expect((await answer(link, 'Fido')).message).toBe('The answer to the security question is incorrect.');
    expect((await answer(link, 'Rex')).__typename).toBe('ResetPasswordSuccess');
    await expect(gateway.signIn('tech@demo.vet', 'N3w!password')).resolves.toHaveProperty('accessToken');
  });
});
