// The product's one public port: liveness, the GraphQL API, (outside production) the dev
// mailbox, uploaded files and the built web app. The one-process product (product.ts) and every
// gateway process (server.ts, one per gateway worker of `pnpm start`) serve the same app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@vetchart/platform/database';
import type { FileStorage } from '@vetchart/platform/file-storage';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { mountDevMailbox, mountDevMailboxProxy } from './dev-mailbox.ts';
import { mountFiles } from './files/serve-files.ts';
import { mountWebApp } from './static-web.ts';

/** The built web app (`pnpm build`), or WEB_DIST_DIR. */
export const WEB_DIST = process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface PublicAppOptions {
  gateway: {
    fetch(request: Request): Response | Promise<Response>;
    /** The same handler on Node's own request and response (Yoga's requestListener). */
    requestListener?(request: IncomingMessage, response: ServerResponse): unknown;
  };
  storage: FileStorage;
  webDist: string;
  /** The dev mailbox: read from this database, or forwarded to the services host serving it at this URL; none in production. */
  mailbox?: { db: Database } | { url: string } | null;
}

export function createPublicApp(options: PublicAppOptions): Hono {
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    // On a Node server Yoga reads the request and writes its answer on Node's own objects: the
    // fetch Request and Response in between (web streams both ways) cost more than the query.
    const node = c.env as Partial<HttpBindings> | undefined;
    if (node?.incoming && node.outgoing && options.gateway.requestListener) {
      await options.gateway.requestListener(node.incoming, node.outgoing);
      return RESPONSE_ALREADY_SENT;
    }
    return options.gateway.fetch(c.req.raw);
  });
  if (options.mailbox && 'db' in options.mailbox) mountDevMailbox(app, options.mailbox.db);
  if (options.mailbox && 'url' in options.mailbox) mountDevMailboxProxy(app, options.mailbox.url);
  mountFiles(app, options.storage);
  mountWebApp(app, options.webDist);
  return app;
}
