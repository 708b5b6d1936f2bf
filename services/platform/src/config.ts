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
  /**
   * MAIL_DELIVERY=disabled: the operator's explicit choice to run production without SMTP (mails
   * stay in the outbox table, undelivered). Without it production refuses to start lacking SMTP_URL.
   */
  mailDeliveryDisabled: boolean;
  /**
   * Origins besides PUBLIC_URL's whose browser pages may call /graphql (CORS_ALLOWED_ORIGINS,
   * comma-separated). Integrators calling from servers need none.
   */
  corsAllowedOrigins: string[];
  mailFrom: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a service trusts its answer to "is this token's session still active" (session-check.ts). */
  sessionCheckCacheSeconds: number;
  /** Failed sign-ins in a row for one account from one address before the first pause. */
  loginMaxFailures: number;
  /** The first pause; each further failure doubles it, up to loginMaxBlockSeconds. */
  loginBlockSeconds: number;
  loginMaxBlockSeconds: number;
  /** Failed sign-ins per hour from one address, whatever the accounts. */
  loginMaxFailuresPerAddress: number;
  /** Failed sign-ins per hour for one account from all addresses (more than one address can reach). */
  loginMaxFailuresPerAccount: number;
  /** E-mails of one kind per window: to one recipient, from one staff member, from one anonymous address. */
  mailLimitPerRecipient: number;
  mailLimitPerSender: number;
  mailLimitPerAddress: number;
  mailLimitWindowSeconds: number;
  /** Proxies in front of the gateway that append to X-Forwarded-For (0: use the socket address). */
  trustProxy: number;
  /** Adds the count of upstream calls per operation to GraphQL response extensions. */
  countUpstreamCalls: boolean;
  /** Partner API base URLs; outside production a missing one is served by a local sandbox partner. */
  covetrusApiUrl?: string;
  antechApiUrl?: string;
  /** LAB_POLL_INTERVAL_MS: how often each process asks the connected labs for new results (default 15 s). */
  labPollIntervalMs: number;
}

/** A setting the product refuses to start with; its message is the one line the operator reads. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** An origin as browsers send it in the Origin header (scheme://host[:port]), or a ConfigError. */
function originOf(value: string, variable: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    throw new ConfigError(`${variable}: "${value}" is not an http(s) origin such as https://partner.example.com.`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ProductConfig {
  const port = Number(env.PORT ?? 4000);
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  const demoData = env.DEMO_DATA ? env.DEMO_DATA === 'true' : !production;
  const smtpUrl = env.SMTP_URL || undefined;
  const mailDeliveryDisabled = env.MAIL_DELIVERY === 'disabled';
  if (env.MAIL_DELIVERY && !mailDeliveryDisabled) {
    throw new ConfigError(`MAIL_DELIVERY: "${env.MAIL_DELIVERY}" is not known; the only value is "disabled".`);
  }
  if (production && demoData) {
    throw new ConfigError('DEMO_DATA=true is refused in production: the demo accounts share a published password. Unset DEMO_DATA.');
  }
  if (production && !smtpUrl && !mailDeliveryDisabled) {
    throw new ConfigError(
      'SMTP_URL is required in production (reset links and invitations are e-mailed); set MAIL_DELIVERY=disabled to run without sending e-mail.',
    );
  }
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), '.data')),
    databaseUrl,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    demoData,
    smtpUrl,
    mailDeliveryDisabled,
    corsAllowedOrigins: (env.CORS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => originOf(origin, 'CORS_ALLOWED_ORIGINS')),
    mailFrom: env.MAIL_FROM ?? 'VetChart <no-reply@vetchart.local>',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 30 * 24 * 60 * 60),
    sessionCheckCacheSeconds: Number(env.SESSION_CHECK_CACHE_SECONDS ?? 5),
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginBlockSeconds: Number(env.LOGIN_BLOCK_SECONDS ?? 60),
    loginMaxBlockSeconds: Number(env.LOGIN_MAX_BLOCK_SECONDS ?? 15 * 60),
    loginMaxFailuresPerAddress: Number(env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 50),
    loginMaxFailuresPerAccount: Number(env.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? 100),
    mailLimitPerRecipient: Number(env.MAIL_LIMIT_PER_RECIPIENT ?? 5),
    mailLimitPerSender: Number(env.MAIL_LIMIT_PER_SENDER ?? 50),
    mailLimitPerAddress: Number(env.MAIL_LIMIT_PER_ADDRESS ?? 20),
    mailLimitWindowSeconds: Number(env.MAIL_LIMIT_WINDOW_SECONDS ?? 60 * 60),
    trustProxy: env.TRUST_PROXY === 'true' ? 1 : Number(env.TRUST_PROXY ?? 0) || 0,
    countUpstreamCalls: env.COUNT_UPSTREAM_CALLS === 'true',
    covetrusApiUrl: env.COVETRUS_API_URL || undefined,
    antechApiUrl: env.ANTECH_API_URL || undefined,
    labPollIntervalMs: Number(env.LAB_POLL_INTERVAL_MS) > 0 ? Number(env.LAB_POLL_INTERVAL_MS) : 15_000,
  };
}

/**
 * loadConfig for an entry point: a refused setting ends the process with its one-line message
 * (exit code 1) instead of a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): ProductConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`VetChart cannot start: ${error.message}`);
    process.exit(1);
  }
}
