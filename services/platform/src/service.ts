// What every REST service is given, and how it is put on a port.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
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
  close(): Promise<void>;
}

/** Listens on loopback; port 0 picks a free one (the one-process mode's internal ports). */
export function listen(app: Hono<any>, options: { port?: number; hostname?: string } = {}): Promise<RunningServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
