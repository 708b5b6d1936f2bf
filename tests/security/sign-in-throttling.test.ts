// Sign-in throttling that an attacker cannot turn against the owner,
// and that a burst of concurrent guesses cannot get past.
import { DEMO_PASSWORD, startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.20';

describe('sign-in throttling', () => {
  it("an attacker's wrong passwords do not keep the owner, signing in from elsewhere, out", async () => {
    for (let i = 0; i < 12; i += 1) await signInAs(gateway, 'vet@demo.vet', `Guess!${i}pass`, ATTACKER);
    // The attacker is paused, even with the right password…
    const attacker = await signInAs(gateway, 'vet@demo.vet', DEMO_PASSWORD, ATTACKER);
    expect(attacker.__typename).toBe('ThrottledError');
    expect(attacker.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(attacker.retryAfterSeconds).toBeGreaterThan(0);
    // …the owner is not.
    expect((await signInAs(gateway, 'vet@demo.vet', DEMO_PASSWORD, OWNER)).__typename).toBe('SignInSuccess');
  });

  it('pauses after five failures in a row from one address, longer after each further failure', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await signInAs(gateway, 'tech@demo.vet', `Guess!${i}pass`, ATTACKER));
    expect(answers.map((answer) => answer.__typename)).toEqual([
      'AuthenticationError',
      'AuthenticationError',
      'AuthenticationError',
      'AuthenticationError',
      'ThrottledError',
      'ThrottledError',
    ]);
    expect(answers[4]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    await gateway.db.query(`UPDATE limits.counters SET blocked_until = now() WHERE blocked_until > now()`);
    const next = await signInAs(gateway, 'tech@demo.vet', 'Guess!x1pass', ATTACKER);
    expect(next.__typename).toBe('ThrottledError');
    expect(next.retryAfterSeconds).toBeGreaterThan(60);
  });

  it('never lets a burst of concurrent guesses try more passwords than the limit', async () => {
    // Each burst: 29 wrong passwords, then the right one, all at once from one address. Only the
    // first five may be checked, so the right one (sent last) must never get in.
    for (const [index, email] of ['assistant@demo.vet', 'admin@demo.vet', 'superadmin@demo.vet'].entries()) {
      const address = `192.0.2.${index + 1}`;
      const passwords = [...Array.from({ length: 29 }, (_, i) => `Wrong!${i}pass`), DEMO_PASSWORD];
      const answers = await Promise.all(passwords.map((password) => signInAs(gateway, email, password, address)));
      const checked = answers.filter((answer) => answer.__typename !== 'ThrottledError');
      expect(checked.length).toBeLessThanOrEqual(4);
      expect(answers.some((answer) => answer.__typename === 'SignInSuccess')).toBe(false);
      // The owner, elsewhere, still signs in.
      expect((await signInAs(gateway, email, DEMO_PASSWORD, OWNER)).__typename).toBe('SignInSuccess');
    }
  });
});
