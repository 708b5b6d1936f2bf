// Short-lived same-origin download links that carry the caller's own access token (the FHIR
// export's zip, a medical record's file): AES-256-GCM over { t: the access token, what it opens,
// e: the expiry } under a key derived per purpose from the gateway's report-link key (so every
// gateway process opens it). Opening one asks the service with the caller's own token, which checks
// the clinic and the role again: a link grants nothing the caller could not do.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { clientAddressOf } from '@vetchart/platform/client-address';
import type { Context } from 'hono';
import type { Upstreams } from './context.ts';
import { createLoaders } from './loaders/index.ts';

export const SEALED_LINK_TTL_MS = 10 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{40,4000}$/;
export const LINK_UNKNOWN = 'This link is not valid.';
export const LINK_EXPIRED = 'Token has Expired.';

/** What every sealed link holds: the caller's access token and the expiry (ms since the epoch). */
export interface SealedLink {
  t: string;
  e: number;
}

const purposeKey = (reportLinkKey: Uint8Array, purpose: string) => new Uint8Array(hkdfSync('sha256', reportLinkKey, 'vetchart', purpose, 32));

export function sealLink<T extends object>(reportLinkKey: Uint8Array, purpose: string, sealed: T & { t: string }, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', purposeKey(reportLinkKey, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ ...sealed, e: now + SEALED_LINK_TTL_MS }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed fields when the token is one of this purpose's and `isValid` accepts them; 'expired' past its time. */
export function openLink<T extends SealedLink>(reportLinkKey: Uint8Array, purpose: string, token: string, isValid: (sealed: Record<string, unknown>) => boolean, now = Date.now()): T | 'invalid' | 'expired' {
  if (!TOKEN.test(token)) return 'invalid';
  try {
    const bytes = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', purposeKey(reportLinkKey, purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const sealed = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8')) as Record<string, unknown>;
    if (!sealed || typeof sealed.t !== 'string' || typeof sealed.e !== 'number' || !isValid(sealed)) return 'invalid';
    return sealed.e < now ? 'expired' : (sealed as unknown as T);
  } catch {
    return 'invalid';
  }
}

/**
 * The main service's loaders for a request opening a link: as the caller whose access token the link
 * carries, as one of that caller's GraphQL operations would get them (request id, client address).
 */
export function mainLoadersOfLink(c: Context, upstreams: Pick<Upstreams, 'main'>, accessToken: string, trustProxy = 0) {
  return createLoaders(
    { main: upstreams.main },
    accessToken,
    { upstreamCalls: 0, requestId: c.req.header('x-request-id') ?? undefined },
    clientAddressOf(c, trustProxy),
  ).main;
}
