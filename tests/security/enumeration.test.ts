// Sign-in, sign-up and forgot password answer an e-mail that has an
// account exactly as they answer one that has none. (That they take the same time is measured
// by `BENCH_ONLY=enumeration pnpm bench`, not asserted here.)
import { listOutbox } from '@vetchart/platform/mailer';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT, SIGN_UP, count, signInAs, signUpInput } from './support.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

const KNOWN = 'assistant@demo.vet';
const UNKNOWN = 'nobody.here@demo.vet';

describe('no account enumeration', () => {
  it('sign-in: every answer, the pause included, is the same for a known and an unknown e-mail', async () => {
    const answers = async (email: string, address: string) => {
      const seen = [];
      for (let i = 0; i < 7; i += 1) {
        const { __typename, message } = await signInAs(gateway, email, `Wrong!${i}pass`, address);
        seen.push({ __typename, message });
      }
      return seen;
    };
    const known = await answers(KNOWN, '203.0.113.1');
    const unknown = await answers(UNKNOWN, '203.0.113.2');
    expect(unknown).toEqual(known);
    expect(known.at(-1)!.__typename).toBe('ThrottledError');
  });

  it('sign-up: a taken e-mail gets the same answer as a new one, creates nothing, and its owner gets a mail', async () => {
    const organizations = () => count(gateway, `SELECT count(*)::int AS n FROM auth.organizations`);
    const before = await organizations();
    const taken = (await gateway.execute(SIGN_UP, { input: signUpInput('ADMIN@demo.vet') }, undefined, { clientAddress: '203.0.113.3' })).data.signUp;
    expect(await organizations()).toBe(before);
    const fresh = (await gateway.execute(SIGN_UP, { input: signUpInput('NEW.owner@probe.vet') }, undefined, { clientAddress: '203.0.113.3' })).data.signUp;
    expect(await organizations()).toBe(before + 1);

    expect(taken).toEqual({ __typename: 'SignUpSuccess', email: 'admin@demo.vet', message: 'Please check your email to activate your account.' });
    expect({ ...fresh, email: undefined }).toEqual({ ...taken, email: undefined });

    const [ownerMail] = await listOutbox(gateway.db, { to: 'admin@demo.vet', limit: 1 });
    expect(ownerMail!.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(ownerMail!.links.some((link) => link.includes('/verify/'))).toBe(false);
    const [activation] = await listOutbox(gateway.db, { to: 'new.owner@probe.vet', limit: 1 });
    expect(activation!.subject).toBe('Activate your account');
  });

  it('forgot password: the same answer for a known and an unknown e-mail; only the known one gets a mail', async () => {
    const ask = async (email: string) =>
      (await gateway.execute(FORGOT, { input: { email } }, undefined, { clientAddress: '203.0.113.4' })).data.requestPasswordReset;
    const known = await ask(KNOWN);
    const unknown = await ask(UNKNOWN);
    expect(known).toEqual({ __typename: 'RequestPasswordResetSuccess', message: 'If an account exists for this email, reset instructions have been sent.' });
    expect(unknown).toEqual(known);
    expect(await listOutbox(gateway.db, { to: KNOWN })).toHaveLength(1);
    expect(await listOutbox(gateway.db, { to: UNKNOWN })).toHaveLength(0);
  });
});
