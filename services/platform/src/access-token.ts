// Short-lived access tokens: ES256 JWTs signed by the auth service and verified by the gateway
// and again by every service. The claims carry who the caller is and where they act (their
// organization and active clinic), so every service scopes its queries by the token, never by
// ids a client sent.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { SignJWT, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, jwtVerify, type CryptoKey } from 'jose';
import type { ProductConfig } from './config.ts';
import type { Sql } from './database.ts';
import { forbidden, unauthorized } from './http.ts';
import { sessionCheckFor } from './session-check.ts';
import { createKeyFileOnce } from './key-files.ts';
import { recallVerifiedToken, rememberVerifiedToken } from './verified-tokens.ts';

const ALGORITHM = 'ES256';
const ISSUER = 'vetchart-auth';
const AUDIENCE = 'vetchart';

export interface Principal {
  userId: string;
  userCode: string;
  email: string;
  fullName: string;
  organizationId: string;
  organizationCode: string;
  clinicId: string | null;
  clinicCode: string | null;
  roleId: string;
  roleName: string;
  isSuperAdmin: boolean;
  isClientAdmin: boolean;
  permissions: string[];
  /**
   * The sign-in this token belongs to (its refresh-token family), the `sid` claim: services ask
   * whether it is still active, so signing out or being removed ends the token at once.
   */
  sessionId: string;
}

export interface KeyPair {
  privateKey: CryptoKey | null;
  publicKey: CryptoKey;
  publicKeyPem: string;
}

/**
 * Keys come from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY (PEM) in production; the embedded default
 * keeps a pair it generated on first start under <dataDir>/keys; tests get a fresh pair.
 */
export async function loadKeys(options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {}): Promise<KeyPair> {
  const env = options.env ?? process.env;
  if (env.JWT_PUBLIC_KEY) {
    return {
      privateKey: env.JWT_PRIVATE_KEY ? await importPKCS8(env.JWT_PRIVATE_KEY, ALGORITHM) : null,
      publicKey: await importSPKI(env.JWT_PUBLIC_KEY, ALGORITHM),
      publicKeyPem: env.JWT_PUBLIC_KEY,
    };
  }
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'keys');
    const privatePath = path.join(dir, 'jwt-private.pem');
    const publicPath = path.join(dir, 'jwt-public.pem');
    // A pair is made when either half is missing: a first start killed between the two writes
    // leaves half a pair, which the next start replaces. Each file is written whole or not at all
    // (key-files.ts); the public key goes first, so a private key always has its public one.
    if (!existsSync(privatePath) || !existsSync(publicPath)) {
      const pair = await generateKeyPair(ALGORITHM, { extractable: true });
      await mkdir(dir, { recursive: true });
      await Promise.all([rm(privatePath, { force: true }), rm(publicPath, { force: true })]);
      createKeyFileOnce(publicPath, await exportSPKI(pair.publicKey), 0o644);
      createKeyFileOnce(privatePath, await exportPKCS8(pair.privateKey));
    }
    const publicKeyPem = await readFile(publicPath, 'utf8');
    return {
      privateKey: await importPKCS8(await readFile(privatePath, 'utf8'), ALGORITHM),
      publicKey: await importSPKI(publicKeyPem, ALGORITHM),
      publicKeyPem,
    };
  }
  const pair = await generateKeyPair(ALGORITHM, { extractable: true });
  return { ...pair, publicKeyPem: await exportSPKI(pair.publicKey) };
}

export async function signAccessToken(
  privateKey: CryptoKey,
  principal: Principal,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const { userId, sessionId, ...claims } = principal;
  const token = await new SignJWT({ ...claims, sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(privateKey);
  return { token, expiresAt };
}

/**
 * Verifies an access token; any failure (expired, forged, malformed, another algorithm or key, no
 * expiry, no subject or session) is the spec's 'Invalid token.' 401.
 */
export async function verifyAccessToken(publicKey: CryptoKey, token: string): Promise<Principal> {
  // A token this process verified before (verified-tokens.ts) is not checked again until it expires.
  const remembered = recallVerifiedToken<Principal>(publicKey, token);
  if (remembered) return remembered;
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      // jose checks exp only when present; a token without one would never expire.
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    });
    const { sub, sid, iss: _iss, aud: _aud, iat: _iat, exp, nbf: _nbf, jti: _jti, ...claims } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') throw new Error('subject and session must be strings');
    const principal: Principal = { userId: sub, sessionId: sid, ...(claims as Omit<Principal, 'userId' | 'sessionId'>) };
    Object.freeze(principal.permissions);
    // A token this process verified before is not checked again until it expires (the session
    // check of requirePrincipal still runs).
    if (typeof exp === 'number') rememberVerifiedToken(publicKey, token, Object.freeze(principal), exp);
    return principal;
  } catch {
    throw unauthorized('Invalid token.');
  }
}

export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export type PrincipalVariables = { principal: Principal };

/** What requirePrincipal needs of a service's dependencies (ServiceDeps has it all). */
export interface PrincipalDeps {
  keys: { publicKey: CryptoKey };
  db: Sql;
  config: Pick<ProductConfig, 'sessionCheckCacheSeconds'>;
}

/**
 * Hono middleware: a valid bearer token of a session that is still active (session-check.ts: not
 * signed out or revoked, its holder still a member, not deleted or disabled) is required; the
 * caller becomes c.var.principal. Anything else is the spec's 401 'Invalid token.'.
 */
export function requirePrincipal(deps: PrincipalDeps): MiddlewareHandler<{ Variables: PrincipalVariables }> {
  const sessions = sessionCheckFor(deps.db, deps.config.sessionCheckCacheSeconds);
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized('Invalid token.');
    const principal = await verifyAccessToken(deps.keys.publicKey, token);
    if (!(await sessions.isActive(principal))) throw unauthorized('Invalid token.');
    c.set('principal', principal);
    await next();
  };
}

/** True when the caller holds the named permission (case-insensitive; super admins hold all). */
export function holdsPermission(principal: Principal, name: string): boolean {
  return principal.isSuperAdmin || principal.permissions.some((held) => held.toLowerCase() === name.toLowerCase());
}

/**
 * The services' own check of what the gateway already declared with scope-auth: the caller must
 * be a super admin, a client admin (when allowed), or hold one of the named permissions.
 */
export function requireAccess(
  principal: Principal,
  rule: { superAdmin?: boolean; clientAdmin?: boolean; anyPermission?: string[] },
): void {
  if (rule.superAdmin && principal.isSuperAdmin) return;
  if (rule.clientAdmin && (principal.isClientAdmin || principal.isSuperAdmin)) return;
  if (rule.anyPermission?.some((name) => holdsPermission(principal, name))) return;
  throw forbidden();
}
