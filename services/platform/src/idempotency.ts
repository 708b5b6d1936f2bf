// Idempotent writes. A client sends `Idempotency-Key: <random>` with a write (POST, PUT, PATCH,
// DELETE), generated once per user action and reused on every retry of it. The service handles
// the request inside one database transaction and stores the answer under the key in that same
// transaction: either the write and its key are both kept, or neither is. A retry with the key
// gets the stored answer (header `Idempotent-Replayed: true`) and writes nothing again. Requests
// with the same key are handled one at a time (an advisory lock on the key), so two copies of a
// request racing each other still write once.
//
// Keys are scoped by service and by caller (the user and their active clinic from the verified
// access token; anonymous calls share one scope, where the key's randomness is what protects
// them), so one clinic's key never replays another's answer. Only successful answers (2xx) are
// stored: a refused request may be retried as it is, or corrected and sent with the same key.
// A 5xx rolls back everything the request wrote. Keys are kept 48 hours.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import { bearerToken, verifyAccessToken, type KeyPair } from './access-token.ts';
import type { Database } from './database.ts';
import { badRequest, HttpError } from './http.ts';
import { migrate } from './migrations.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEEP_HOURS = 48;

export async function migrateIdempotency(db: Database): Promise<void> {
  await migrate(db, 'idempotency', path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations', 'idempotency'));
}

interface StoredAnswer {
  request_hash: string;
  status: number;
  content_type: string | null;
  body: string;
}

/** A 5xx answer: thrown inside the transaction to roll the request's writes back. */
class RollBack extends Error {
  constructor(readonly response: Response) {
    super('rolled back');
  }
}

let writesSinceCleanup = 0;

export function idempotentWrites(options: {
  db: Database;
  keys: KeyPair;
  service: string;
  /** Routes whose answers carry credentials (sessions): never stored, so the key is ignored. */
  credentialRoutes?: RegExp;
  /**
   * POST routes that compute an answer and write nothing of the caller's (the AI analyses): the
   * key is ignored, so no transaction is held open while they wait on a provider or on another
   * service, which on the embedded database (one connection) would wait on that transaction.
   */
  computeRoutes?: RegExp;
}): MiddlewareHandler {
  const { db, service } = options;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || !WRITE_METHODS.has(c.req.method) || options.credentialRoutes?.test(c.req.path) || options.computeRoutes?.test(c.req.path)) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest('The Idempotency-Key header must be 8 to 200 letters, digits or _ . : -');

    const scope = await callerScope(c.req.header('authorization'), options.keys);
    const body = await c.req.raw.clone().text();
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}?${new URL(c.req.url).search}\n${body}`).digest('hex');

    try {
      const replay = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`idempotency:${service}:${scope}:${key}`]);
        const [stored] = await tx.query<StoredAnswer>(
          `SELECT request_hash, status, content_type, body FROM idempotency.keys WHERE service = $1 AND scope = $2 AND key = $3`,
          [service, scope, key],
        );
        if (stored) {
          if (stored.request_hash !== requestHash) {
            throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
          }
          return stored;
        }
        await next();
        const response = c.res;
        if (response.status >= 500) throw new RollBack(response);
        if (response.status >= 200 && response.status < 300) {
          const text = await response.clone().text();
          await tx.query(
            `INSERT INTO idempotency.keys (service, scope, key, request_hash, status, content_type, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [service, scope, key, requestHash, response.status, response.headers.get('content-type'), text],
          );
        }
        return null;
      });
      if (replay) {
        c.res = new Response(replay.body, {
          status: replay.status,
          headers: { ...(replay.content_type ? { 'content-type': replay.content_type } : {}), [REPLAYED_HEADER]: 'true' },
        });
        return;
      }
    } catch (error) {
      if (error instanceof RollBack) {
        c.res = error.response;
        return;
      }
      throw error;
    }
    writesSinceCleanup += 1;
    if (writesSinceCleanup >= 500) {
      writesSinceCleanup = 0;
      void db.query(`DELETE FROM idempotency.keys WHERE created_at < now() - make_interval(hours => $1)`, [KEEP_HOURS]).catch(() => undefined);
    }
  };
}

/** The caller a key belongs to: the verified user and active clinic, or 'anonymous'. */
async function callerScope(authorization: string | undefined, keys: KeyPair): Promise<string> {
  const token = bearerToken(authorization);
  if (!token) return 'anonymous';
  // An invalid token gets the route's own 401; nothing is stored for it.
  const principal = await verifyAccessToken(keys.publicKey, token);
  return `user:${principal.userId}:org:${principal.organizationId}:clinic:${principal.clinicId ?? '-'}`;
}
