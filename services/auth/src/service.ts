// The auth service: accounts, organizations and clinics, roles and permissions, sessions and
// the e-mailed links (docs/rest-auth-billing.md). It owns the `auth` schema.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { installErrorHandler } from '@vetchart/platform/http';
import { idempotentWrites } from '@vetchart/platform/idempotency';
import { migrate } from '@vetchart/platform/migrations';
import { migrateJobs, type JobHandlers } from '@vetchart/platform/jobs';
import { migrateRateLimits } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { registerAccountRoutes } from './accounts/routes.ts';
import { SIGN_UP_JOB, createSignedUpAccount } from './accounts/signup.ts';
import { registerClinicRoutes } from './clinics/routes.ts';
import { createDemoOrganizations, demoDataExists, sendDemoInvites } from './demo/demo-data.ts';
import { registerInviteRoutes } from './invites/routes.ts';
import { PASSWORD_RESET_JOB, sendPasswordReset } from './password-reset/password-reset.ts';
import { registerPasswordResetRoutes } from './password-reset/routes.ts';
import { registerRoleRoutes } from './roles/routes.ts';
import { registerSessionRoutes } from './sessions/routes.ts';
import { registerUserManagementRoutes } from './users/routes.ts';
import { registerVeterinaryPinRoutes } from './veterinary-pin/routes.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export function createAuthService(deps: ServiceDeps): Hono<{ Variables: PrincipalVariables }> {
  const app = new Hono<{ Variables: PrincipalVariables }>();
  installErrorHandler(app, 'auth');
  // Sign-in and refresh answer with session tokens, which are never kept in the idempotency
  // store (a repeated sign-in simply opens another session).
  app.use('*', idempotentWrites({ db: deps.db, keys: deps.keys, service: 'auth', credentialRoutes: /^\/auth\/(login|refresh|logout)$/ }));
  registerAccountRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  registerInviteRoutes(app, deps);
  registerClinicRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerUserManagementRoutes(app, deps);
  registerVeterinaryPinRoutes(app, deps);
  return app;
}

export async function migrateAuth(db: Database): Promise<void> {
  await migrate(db, 'auth', MIGRATIONS);
  // The shared limits (sign-in, e-mails, security answers) this service counts.
  await migrateRateLimits(db);
  await migrateJobs(db);
}

/**
 * The background halves of forgot password and sign-up (platform/jobs.ts): whatever depends on
 * whether the e-mail has an account happens here, so requests take the same time either way.
 */
export function authJobHandlers(deps: ServiceDeps): JobHandlers {
  return {
    [PASSWORD_RESET_JOB]: (payload) => sendPasswordReset(deps, payload),
    [SIGN_UP_JOB]: (payload) => createSignedUpAccount(deps, payload),
  };
}

/**
 * Loads the demo organizations and their pending invitations; each part does nothing when it
 * already exists, so starting the product again leaves the data as people left it.
 */
export async function seedAuthDemo(deps: ServiceDeps): Promise<void> {
  if (!(await demoDataExists(deps.db))) await createDemoOrganizations(deps);
  await sendDemoInvites(deps);
}
