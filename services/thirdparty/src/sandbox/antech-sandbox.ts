// A local stand-in for Antech's lab API: exactly the calls the Antech adapter makes
// (partners/antech.ts), with one sandbox lab account. Listed in README.md.
import { Hono } from 'hono';
import { bearer, createTokenSigner } from './tokens.ts';

export const ANTECH_SANDBOX_ACCOUNT = {
  clinicId: 'SANDBOX-LAB-1',
  accountId: 'ANTECH-ACC-1',
  username: 'sandbox.vet',
  password: 'sandbox-pass',
  name: 'Sandbox Veterinary Lab Account',
} as const;

export function createAntechSandbox(): Hono {
  const app = new Hono();
  const tokens = createTokenSigner();
  const account = ANTECH_SANDBOX_ACCOUNT;

  app.post('/api/v2/auth/token', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    if (!body.clinic_id || !body.username || !body.password) {
      return c.json({ Message: 'Clinic ID, username and password are required.' }, 400);
    }
    if (body.clinic_id !== account.clinicId || body.username !== account.username || body.password !== account.password) {
      return c.json({ Message: 'Invalid clinic ID, username or password.' }, 401);
    }
    if (body.account_id && body.account_id !== account.accountId) {
      return c.json({ Message: `Account ${String(body.account_id)} is not linked to clinic ${account.clinicId}.` }, 401);
    }
    return c.json({
      access_token: tokens.issue({ account_id: account.accountId }),
      token_type: 'Bearer',
      expires_in: 3600,
      account: { id: account.accountId, name: account.name },
    });
  });

  app.get('/api/v2/accounts/me', (c) => {
    if (!tokens.read(bearer(c.req.header('authorization')))) return c.json({ Message: 'Authorization has been denied for this request.' }, 401);
    return c.json({ id: account.accountId, name: account.name });
  });

  return app;
}
