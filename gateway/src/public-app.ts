// The product's one public port: liveness, the GraphQL API, the payment provider's webhook and
// sandbox card routes (billing/payment-routes.ts), GraphiQL's own files, (outside
// production) the dev mailbox and the sandbox lab's ordering page (lab/lab-sandbox-routes.ts), the
// template builder's upload (soap-templates/template-builder-route.ts, 11 MB on that route only),
// uploaded files and the built web app, every response with the
// security headers. The one-process product (@vetchart/host's product.ts) and every gateway process (server.ts,
// one per gateway worker of `pnpm start`) serve the same app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientAddressOf } from '@vetchart/platform/client-address';
import type { ProductConfig } from '@vetchart/platform/config';
import type { Database } from '@vetchart/platform/database';
import type { FileStorage } from '@vetchart/platform/file-storage';
import { listen, type RunningServer } from '@vetchart/platform/service';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { mountPaymentRoutes, paymentProviderFromEnv, type PaymentProviderSetting } from './billing/payment-routes.ts';
import { mountDevMailbox, mountDevMailboxProxy } from './dev-mailbox.ts';
import type { DocumentCache } from './documents/document-cache.ts';
import { mountDocuments } from './documents/serve-documents.ts';
import { COMPRESSION_THRESHOLD_BYTES, graphqlNodePath, REQUEST_TOO_LARGE } from './graphql-node-path.ts';
import { mountFiles } from './files/serve-files.ts';
import { mountLabSandboxRoutes } from './lab/lab-sandbox-routes.ts';
import { mountLabReports } from './results/lab-report-links.ts';
import { mountFhirExportDownloads } from './fhir/fhir-export-links.ts';
import { mountMedicalRecordFileDownloads } from './pets/medical-record-file-links.ts';
import { mountGraphiQLAssets } from './security/graphiql.ts';
import { imageOriginsFromEnv, securityHeaders } from './security/security-headers.ts';
import { mountTemplateBuilder } from './soap-templates/template-builder-route.ts';
import { mountWebApp } from './static-web.ts';
import { GRAPHQL_MAX_BODY_BYTES, type createGateway } from './yoga.ts';

/** The built web app (`pnpm build`), or WEB_DIST_DIR. */
export const WEB_DIST = process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

type GraphQLHandler = { fetch: (request: Request, serverContext: { clientAddress?: string }) => Response | Promise<Response> };

export interface PublicAppOptions {
  gateway: ReturnType<typeof createGateway>;
  storage: FileStorage;
  /** Where the rendered PDF documents are kept (documentCacheFromEnv); none renders every request. */
  documentCache?: DocumentCache | null;
  webDist: string;
  /** The dev mailbox: read from this database, or forwarded to the services host serving it at this URL; none in production. */
  mailbox?: { db: Database } | { url: string } | null;
  /** The app's address (https turns on HSTS); PUBLIC_URL's default when not given. */
  publicUrl?: string;
  /** Proxies in front of the gateway that append to X-Forwarded-For (client-address.ts). */
  trustProxy?: ProductConfig['trustProxy'];
  /** PAYMENT_PROVIDER (its default when not given): stripe lets the pages load Stripe's Payment Element; sandbox serves the sandbox card form's routes. */
  paymentProvider?: PaymentProviderSetting;
  /** Outside production: serve the sandbox lab's ordering page under /lab-sandbox/ui/* (the thirdparty service answers 404 when the sandbox lab does not run). */
  labSandbox?: boolean;
  /** GraphQL operations executed at once, the rest waiting their turn (graphqlConcurrency; none: no limit). */
  maxConcurrentOperations?: number;
}

export function createPublicApp(options: PublicAppOptions): Hono {
  const app = new Hono();
  const paymentProvider = options.paymentProvider ?? paymentProviderFromEnv();
  app.use('*', securityHeaders({ publicUrl: options.publicUrl ?? 'http://localhost:4000', imageOrigins: imageOriginsFromEnv(), stripe: paymentProvider === 'stripe' }));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  mountGraphQL(app, options.gateway, { trustProxy: options.trustProxy });
  mountPaymentRoutes(app, { upstreams: options.gateway.upstreams, provider: paymentProvider, trustProxy: options.trustProxy });
  if (options.labSandbox) mountLabSandboxRoutes(app, { upstreams: options.gateway.upstreams });
  if (options.mailbox && 'db' in options.mailbox) mountDevMailbox(app, options.mailbox.db);
  if (options.mailbox && 'url' in options.mailbox) mountDevMailboxProxy(app, options.mailbox.url);
  mountFiles(app, options.storage);
  mountDocuments(app, {
    upstreams: options.gateway.upstreams,
    storage: options.storage,
    publicUrl: options.publicUrl ?? 'http://localhost:4000',
    cache: options.documentCache ?? null,
    trustProxy: options.trustProxy,
  });
  mountLabReports(app, { upstreams: options.gateway.upstreams, key: options.gateway.reportLinkKey, trustProxy: options.trustProxy });
  mountFhirExportDownloads(app, { upstreams: options.gateway.upstreams, key: options.gateway.reportLinkKey, trustProxy: options.trustProxy });
  mountMedicalRecordFileDownloads(app, { upstreams: options.gateway.upstreams, key: options.gateway.reportLinkKey, trustProxy: options.trustProxy });
  mountTemplateBuilder(app, { upstreams: options.gateway.upstreams, publicKey: options.gateway.publicKey, trustProxy: options.trustProxy });
  mountGraphiQLAssets(app);
  mountWebApp(app, options.webDist);
  return app;
}

/**
 * The public app on a port: POST /graphql on Node's own request and response
 * (graphql-node-path.ts), everything else through the Hono app.
 */
export function listenPublic(options: PublicAppOptions & { port?: number; hostname?: string }): Promise<RunningServer> {
  const app = createPublicApp(options);
  const nodeHandler = graphqlNodePath(options.gateway, {
    publicUrl: options.publicUrl ?? 'http://localhost:4000',
    trustProxy: options.trustProxy,
    maxConcurrentOperations: options.maxConcurrentOperations,
  });
  return listen(app, { port: options.port, hostname: options.hostname, nodeHandler });
}

/**
 * /graphql with compressed answers (1 KB or more, gzip) and the caller's network address in
 * Yoga's server context. It goes through Hono's fetch path, so the security headers and
 * compression apply to the API like to every other response.
 */
export function mountGraphQL(app: Hono, gateway: GraphQLHandler, options: { trustProxy?: ProductConfig['trustProxy'] } = {}): void {
  // Caches must keep the compressed and the plain answer apart (compress() does not say so itself).
  app.use('/graphql', async (c, next) => {
    await next();
    const headers = new Headers(c.res.headers);
    if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  });
  app.use('/graphql', compress({ encoding: 'gzip', threshold: COMPRESSION_THRESHOLD_BYTES }));
  app.use(
    '/graphql',
    bodyLimit({
      maxSize: GRAPHQL_MAX_BODY_BYTES,
      onError: (c) => c.json(REQUEST_TOO_LARGE, 413),
    }),
  );
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => gateway.fetch(c.req.raw, { clientAddress: clientAddressOf(c, options.trustProxy ?? 0) }));
}
