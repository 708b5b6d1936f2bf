// POST and PUT /auth/forgotpassword, GET /questionanswer/questions/{userCode}.
import type { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import { requestAddress } from '@vetchart/platform/client-address';
import { readBody } from '@vetchart/platform/http';
import { mailChecks } from '@vetchart/platform/mail-limits';
import type { ServiceDeps } from '@vetchart/platform/service';
import { forgotPasswordWire, resetPasswordWire } from '@vetchart/contracts/auth/password-reset';
import { requestPasswordReset, resetPassword, securityQuestion } from './password-reset.ts';

export function registerPasswordResetRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  app.post('/auth/forgotpassword', async (c) => {
    const body = await readBody(c, forgotPasswordWire);
    const limits = mailChecks(deps.config, 'password-reset', { to: body.email, address: requestAddress(c) });
    return c.json(await requestPasswordReset(deps, body.email, limits), 200);
  });

  app.get('/questionanswer/questions/:userCode', async (c) =>
    c.json(await securityQuestion(deps, c.req.param('userCode'), c.req.query('reset_id') ?? '')),
  );

  app.put('/auth/forgotpassword', async (c) => {
    const body = await readBody(c, resetPasswordWire);
    return c.json(await resetPassword(deps, body), 200);
  });
}
