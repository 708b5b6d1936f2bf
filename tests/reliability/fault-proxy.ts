// A fault-injecting TCP proxy for the reliability suite: put it in front of one service (its URL
// replaces the service's in the gateway's upstreams) and switch what it does to connections:
//   pass         forward both ways
//   refuse       stop listening (connection refused)
//   hang         accept and never answer
//   slow         forward, but hold each answer back for `delayMs`
//   error500     answer every request with HTTP 500 without asking the service
//   reset        accept, read the request, then reset the connection
//   loseAnswer   forward the request (the service does the work), then reset the connection
//                instead of passing the answer back: the caller cannot tell if it was saved
import net from 'node:net';

export type FaultMode = 'pass' | 'refuse' | 'hang' | 'slow' | 'error500' | 'reset' | 'loseAnswer';

export interface FaultProxy {
  url: string;
  mode: FaultMode;
  delayMs: number;
  /** Connections accepted so far (for checking that a breaker stopped calling). */
  connections: number;
  /** The most connections open at once so far (reset it to measure a stretch). */
  peakOpenConnections: number;
  /** Requests seen (first data chunk of each connection, and later ones on keep-alive). */
  requests: number;
  setMode(mode: FaultMode, options?: { delayMs?: number }): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;

  const proxy: FaultProxy = {
    url: '',
    mode: 'pass',
    delayMs: 0,
    connections: 0,
    peakOpenConnections: 0,
    requests: 0,
    async setMode(mode, options = {}) {
      proxy.delayMs = options.delayMs ?? proxy.delayMs;
      if (mode === proxy.mode) return;
      const wasRefusing = proxy.mode === 'refuse';
      const forwarding = (m: FaultMode) => m === 'pass' || m === 'slow' || m === 'loseAnswer';
      // Forwarding connections follow the new mode from their next answer on; any other change
      // starts clean, since hanging, resetting or refusing applies to whole connections.
      if (!(forwarding(proxy.mode) && forwarding(mode))) {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      }
      proxy.mode = mode;
      if (mode === 'refuse') await new Promise<void>((resolve) => server.close(() => resolve()));
      else if (wasRefusing) await listen();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (proxy.mode !== 'refuse') await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const handle = (client: net.Socket) => {
    proxy.connections += 1;
    sockets.add(client);
    proxy.peakOpenConnections = Math.max(proxy.peakOpenConnections, sockets.size);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    const mode = proxy.mode;
    if (mode === 'hang') {
      client.on('data', () => (proxy.requests += 1));
      return;
    }
    if (mode === 'reset' || mode === 'error500') {
      client.once('data', () => {
        proxy.requests += 1;
        if (mode === 'reset') client.resetAndDestroy();
        else {
          const body = JSON.stringify({ message: 'An unexpected error occurred', errors: [] });
          client.end(`HTTP/1.1 500 Internal Server Error\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
        }
      });
      return;
    }
    const service = net.connect(Number(upstream.port), upstream.hostname);
    sockets.add(service);
    service.on('close', () => sockets.delete(service));
    service.on('error', () => client.destroy());
    client.on('data', (chunk) => {
      proxy.requests += 1;
      service.write(chunk);
    });
    client.on('close', () => service.destroy());
    service.on('data', (chunk) => {
      const mode = proxy.mode;
      if (mode === 'loseAnswer') {
        client.resetAndDestroy();
        service.destroy();
      } else if (mode === 'slow') {
        service.pause();
        setTimeout(() => {
          client.write(chunk);
          service.resume();
        }, proxy.delayMs);
      } else client.write(chunk);
    });
    service.on('end', () => client.end());
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer(handle);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  proxy.url = `http://127.0.0.1:${port}`;
  return proxy;
}
