// The network address a request came from, for the limits that count per address.
//
// Trust boundary: browsers reach only the gateway. The gateway works out the client's address
// (the socket's, or X-Forwarded-For when TRUST_PROXY says a proxy stands in front of it) and
// sends it to the services in CLIENT_ADDRESS_HEADER. The services listen on loopback (one
// process) or a private network (split deployment) that only the gateway can reach, so they take
// that header as given; a service reached without the gateway counts the caller's own socket.
import { isIP } from 'node:net';
import type { Context } from 'hono';

export const CLIENT_ADDRESS_HEADER = 'x-client-ip';

/** The socket peer of a request served by @hono/node-server, when there is one. */
export function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? undefined;
}

/** '::ffff:1.2.3.4' and '1.2.3.4' are one client. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** In a service: the address the gateway forwarded, else the caller's socket, else 'unknown'. */
export function requestAddress(c: Context): string {
  const forwarded = c.req.header(CLIENT_ADDRESS_HEADER);
  if (forwarded && isIP(forwarded.trim())) return normalizeAddress(forwarded);
  const socket = socketAddress(c);
  return socket ? normalizeAddress(socket) : 'unknown';
}

/**
 * In the gateway: the client's address. With `trustedProxies` = N (TRUST_PROXY), the N proxies
 * in front each appended the address they saw to X-Forwarded-For, so the client is the Nth
 * entry from the right; entries further left were written by the client and prove nothing.
 */
export function clientAddressOf(c: Context, trustedProxies: number): string | undefined {
  const socket = socketAddress(c);
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const candidate = hops[hops.length - trustedProxies];
    if (candidate && isIP(candidate)) return normalizeAddress(candidate);
  }
  return socket ? normalizeAddress(socket) : undefined;
}
