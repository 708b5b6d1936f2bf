// A local stand-in for Covetrus's partner API: exactly the calls the Covetrus adapter makes
// (partners/covetrus.ts), with sandbox practices instead of real ones. Listed in README.md.
import { Hono } from 'hono';
import { bearer, createTokenSigner } from './tokens.ts';

export const COVETRUS_SANDBOX_PRACTICES = [
  { practiceId: 'SANDBOX-CLINIC-1', accountId: 'SANDBOX-ACCOUNT-1', name: 'Sandbox Animal Hospital' },
  { practiceId: 'SANDBOX-CLINIC-2', accountId: 'SANDBOX-ACCOUNT-2', name: 'Sandbox Pet Clinic' },
] as const;

const refused = (code: string, message: string) => ({ error: { code, message } });

export function createCovetrusSandbox(): Hono {
  const app = new Hono();
  const tokens = createTokenSigner();

  app.post('/v1/partner/sessions', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { practice_id?: unknown; account_id?: unknown };
    if (typeof body.practice_id !== 'string' || !body.practice_id) return c.json(refused('bad_request', 'practice_id is required.'), 400);
    const practice = COVETRUS_SANDBOX_PRACTICES.find((candidate) => candidate.practiceId === body.practice_id && candidate.accountId === body.account_id);
    if (!practice) {
      return c.json(refused('invalid_practice', 'The practice ID and account ID do not match an active Covetrus account.'), 401);
    }
    return c.json({ session_token: tokens.issue({ practice_id: practice.practiceId }), practice: { id: practice.practiceId, name: practice.name } }, 201);
  });

  app.get('/v1/practices/:id', (c) => {
    const session = tokens.read(bearer(c.req.header('authorization')));
    if (!session) return c.json(refused('invalid_session', 'The session has expired. Open a new session.'), 401);
    const practice = COVETRUS_SANDBOX_PRACTICES.find((candidate) => candidate.practiceId === c.req.param('id'));
    if (!practice || session.practice_id !== practice.practiceId) return c.json(refused('forbidden', 'This session cannot read that practice.'), 403);
    return c.json({ id: practice.practiceId, name: practice.name });
  });

  return app;
}
