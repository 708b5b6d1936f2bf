// Everything the product reads from its environment, in one place, with the defaults of the
// embedded mode (PGlite under DATA_DIR, demo data, mail to the outbox).
import path from 'node:path';

export interface ProductConfig {
  port: number;
  /** Where PGlite data, keys and uploaded files live in the embedded mode. */
  dataDir: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** The address people reach the web app at; e-mailed links start with it. */
  publicUrl: string;
  /** production: no demo data, no dev mailbox, SMTP required. */
  production: boolean;
  demoData: boolean;
  smtpUrl?: string;
  mailFrom: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a service trusts its answer to "is this token's session still active" (session-check.ts). */
  sessionCheckCacheSeconds: number;
  /** Failed sign-ins allowed per account within the throttle window before it is locked. */
  loginMaxFailures: number;
  loginThrottleWindowSeconds: number;
  /** Adds the count of upstream calls per operation to GraphQL response extensions. */
  countUpstreamCalls: boolean;
  /** Partner API base URLs; outside production a missing one is served by a local sandbox partner. */
  covetrusApiUrl?: string;
  antechApiUrl?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ProductConfig {
  const port = Number(env.PORT ?? 4000);
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), '.data')),
    databaseUrl,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    demoData: env.DEMO_DATA ? env.DEMO_DATA === 'true' : !production,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'VetChart <no-reply@vetchart.local>',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 30 * 24 * 60 * 60),
    sessionCheckCacheSeconds: Number(env.SESSION_CHECK_CACHE_SECONDS ?? 5),
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginThrottleWindowSeconds: Number(env.LOGIN_THROTTLE_WINDOW_SECONDS ?? 15 * 60),
    countUpstreamCalls: env.COUNT_UPSTREAM_CALLS === 'true',
    covetrusApiUrl: env.COVETRUS_API_URL || undefined,
    antechApiUrl: env.ANTECH_API_URL || undefined,
  };
}
