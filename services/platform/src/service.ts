// What every REST service is given, and how it is put on a port (and taken off it cleanly).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { KeyPair } from './access-token.ts';
import type { ProductConfig } from './config.ts';
import type { Database } from './database.ts';
import type { Mailer } from './mailer.ts';

export interface ServiceDeps {
  db: Database;
  keys: KeyPair;
  mailer: Mailer;
  config: ProductConfig;
}

export interface RunningServer {
  url: string;
  /**
   * Stops accepting connections, answers the requests already in flight with
   * `Connection: close`, closes idle keep-alive connections at once, and resolves when every
   * connection is gone, or after graceMs (default 10 s) by cutting the rest.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Answers a request on Node's own request and response, before the Hono app sees it; returns
 * false to leave the request to the app. The gateway's /graphql POSTs take this path
 * (gateway/src/graphql-node-path.ts).
 */
export type NodeRequestHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface ListenOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Loopback unless given. */
  hostname?: string;
  /** Consulted first for every request (see NodeRequestHandler). */
  nodeHandler?: NodeRequestHandler;
}

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Listens on loopback; port 0 picks a free one (the one-process mode's internal ports). */
export function listen(app: Hono<any>, options: ListenOptions = {}): Promise<RunningServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  const appListener = getRequestListener(app.fetch);
  const nodeHandler = options.nodeHandler;
  return new Promise((resolve, reject) => {
    const inFlight = new Set<ServerResponse>();
    let closing = false;
    const server = createServer((request, response) => {
      if (nodeHandler?.(request, response)) return;
      void appListener(request, response);
    });
    // Node closes an idle keep-alive connection after 5 s; a client that sends its next request on
    // that socket as it closes sees 'socket hang up'. Browsers and HTTP agents keep sockets far
    // longer, so the server keeps them past the usual 60 s of proxies and agents instead.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    server.listen(options.port ?? 0, hostname, () => {
      const info = server.address() as AddressInfo;
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: (closeOptions) => {
          closing = true;
          // Answers still being worked on will say Connection: close and end their connection.
          for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
          return closeGracefully(server, closeOptions?.graceMs);
        },
      });
    });
    server.once('error', reject);
    // Runs before Hono's handler: once shutdown began, every answer says Connection: close, so a
    // keep-alive client cannot keep sending writes after the signal.
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      if (closing) response.shouldKeepAlive = false;
      inFlight.add(response);
      response.once('close', () => inFlight.delete(response));
    });
  });
}

function closeGracefully(server: Server, graceMs = DEFAULT_SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((done) => {
    // Past the grace period, whatever is still open is cut.
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    cutOff.unref();
    // Connections waiting for their next request are closed now and as they become idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.close(() => {
      clearTimeout(cutOff);
      clearInterval(sweep);
      done();
    });
    server.closeIdleConnections();
  });
}
