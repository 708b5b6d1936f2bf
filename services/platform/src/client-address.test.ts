// Which address the limits count: the gateway's view of the client (socket, or X-Forwarded-For
// only as far as TRUST_PROXY trusts it) and the services' view (the gateway's header).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddressOf, requestAddress } from './client-address.ts';

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('client address', () => {
  it('in the gateway: the socket address, and X-Forwarded-For only as far as TRUST_PROXY says', async () => {
    const seen = (trustedProxies: number, headers: Record<string, string>, peer = '10.0.0.5') => {
      const app = new Hono();
      app.get('/', (c) => c.text(clientAddressOf(c, trustedProxies) ?? 'none'));
      return Promise.resolve(app.request('/', { headers }, socket(peer))).then((response) => response.text());
    };
    expect(await seen(0, { 'x-forwarded-for': '203.0.113.9' })).toBe('10.0.0.5');
    expect(await seen(1, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    // A client writing its own X-Forwarded-For gains nothing: the proxy appended the real address.
    expect(await seen(1, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await seen(2, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.7' })).toBe('203.0.113.9');
    expect(await seen(1, { 'x-forwarded-for': 'not-an-address' })).toBe('10.0.0.5');
    expect(await seen(1, {})).toBe('10.0.0.5');
    expect(await seen(0, {}, '::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('in a service: the address the gateway forwarded, else the caller itself', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(requestAddress(c)));
    const seen = (headers: Record<string, string>, env?: object) =>
      Promise.resolve(app.request('/', { headers }, env)).then((response) => response.text());
    expect(await seen({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }, socket('127.0.0.1'))).toBe('203.0.113.9');
    // IPv6: one /64 network counts as one client.
    expect(await seen({ [CLIENT_ADDRESS_HEADER]: '2001:db8::1' }, socket('127.0.0.1'))).toBe('2001:db8:0:0::/64');
    expect(await seen({ [CLIENT_ADDRESS_HEADER]: '2001:DB8:0:0:ffff:1:2:3' }, socket('127.0.0.1'))).toBe('2001:db8:0:0::/64');
    expect(await seen({ [CLIENT_ADDRESS_HEADER]: '2001:db8:a:b:c::9' }, socket('127.0.0.1'))).toBe('2001:db8:a:b::/64');
    expect(await seen({ [CLIENT_ADDRESS_HEADER]: 'anything' }, socket('127.0.0.1'))).toBe('127.0.0.1');
    expect(await seen({}, socket('::1'))).toBe('0:0:0:0::/64');
    expect(await seen({})).toBe('unknown');
  });
});
