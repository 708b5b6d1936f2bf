// The network address a request came from, for the limits that count per address.
//
// Trust boundary: browsers reach only the gateway. The gateway works out the client's address
// (the socket's, or X-Forwarded-For when TRUST_PROXY says a proxy stands in front of it) and
// sends it to the services in CLIENT_ADDRESS_HEADER. The services listen on loopback (one
// process) or a private network (split deployment) that only the gateway can reach, so they take
// that header as given; a service reached without the gateway counts the caller's own socket.
import type { IncomingMessage } from 'node:http';
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

/**
 * IPv6 clients are counted by their /64 network: one subscriber usually holds a whole /64, and
 * counting single addresses would let them try afresh from each of its 2^64 addresses.
 */
export function limitedNetwork(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  // An IPv4 tail (::ffff:1.2.3.4 style) is part of the last 32 bits, outside the /64.
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * In a service: the address the gateway forwarded, else the caller's socket, else 'unknown';
 * IPv6 as its /64 network (limitedNetwork). This is what the per-address limits count.
 */
export function requestAddress(c: Context): string {
  const forwarded = c.req.header(CLIENT_ADDRESS_HEADER);
  if (forwarded && isIP(forwarded.trim())) return limitedNetwork(normalizeAddress(forwarded));
  const socket = socketAddress(c);
  return socket ? limitedNetwork(normalizeAddress(socket)) : 'unknown';
}

/**
 * In the gateway: the client's address. With `trustedProxies` = N (TRUST_PROXY), the N proxies
 * in front each appended the address they saw to X-Forwarded-For, so the client is the Nth
 * entry from the right; entries further left were written by the client and prove nothing.
 */
export function clientAddressOf(c: Context, trustedProxies: number): string | undefined {
  return clientAddressFrom(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies);
}

/** clientAddressOf for a request answered on Node's own request object (the gateway's /graphql). */
export function clientAddressOfNodeRequest(request: IncomingMessage, trustedProxies: number): string | undefined {
  const forwardedFor = request.headers['x-forwarded-for'];
  return clientAddressFrom(request.socket?.remoteAddress, Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor, trustedProxies);
}

function clientAddressFrom(socket: string | undefined, forwardedFor: string | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies > 0) {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const candidate = hops[hops.length - trustedProxies];
    if (candidate && isIP(candidate)) return normalizeAddress(candidate);
  }
  return socket ? normalizeAddress(socket) : undefined;
}
