// The security headers of every response on the product's public port: one
// middleware around every route (the web app, its assets, /graphql and GraphiQL, /files, the dev
// mailbox), so no route can forget them. docs/architecture.md ('Web security') says why each
// directive is what it is.
import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: an https address turns on HSTS. */
  publicUrl: string;
  /** Where GraphiQL is served (GET text/html); it gets its own policy. */
  graphqlEndpoint?: string;
  /** Origins the app loads images from besides its own (the bucket's S3_PUBLIC_URL). */
  imageOrigins?: readonly string[];
  /** PAYMENT_PROVIDER=stripe: the pages load Stripe's Payment Element (STRIPE_SOURCES). */
  stripe?: boolean;
}

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * What Stripe's Payment Element needs (Stripe's CSP guide): stripe.js from js.stripe.com, its card
 * fields in frames from js.stripe.com, 3-D Secure in frames from hooks.stripe.com, and its calls
 * to api.stripe.com (card numbers go there, never to us). Only with PAYMENT_PROVIDER=stripe.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The web app's pages: only the app's own scripts (Vite emits no inline script). Styles allow
 * 'unsafe-inline' because Radix Dialog's scroll lock (react-remove-scroll) inserts a <style>
 * element when a modal opens, and the dev mailbox page has one; no script can run from a style.
 * object-src 'self' lets the EULA page embed /eula.pdf. With Stripe (the app is one page, and the
 * checkout wraps every /d route) every page may load Stripe's own origins, and nothing else.
 */
export function appContentSecurityPolicy(imageOrigins: readonly string[] = [], options: { stripe?: boolean } = {}): string {
  const stripe = options.stripe === true;
  return policy({
    'default-src': "'self'",
    'script-src': ["'self'", ...(stripe ? STRIPE_SOURCES.script : [])].join(' '),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    'font-src': "'self'",
    'connect-src': ["'self'", ...(stripe ? STRIPE_SOURCES.connect : [])].join(' '),
    // The sandbox lab's ordering page is framed from the app's own origin (/lab-sandbox/).
    ...(stripe ? { 'frame-src': ["'self'", ...STRIPE_SOURCES.frame].join(' ') } : {}),
    'media-src': "'self' blob:",
    'object-src': "'self'",
    'worker-src': "'self'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
}

/**
 * GraphiQL (served by the product itself, gateway/src/security/graphiql.ts): its scripts and
 * editor workers from this origin only; Monaco and GraphiQL set styles inline, and its CSS carries
 * its icon font and images as data: URIs.
 */
export const GRAPHIQL_CONTENT_SECURITY_POLICY = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'worker-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

/**
 * The sandbox lab's ordering page (/lab-sandbox/ui/*, outside production; lab/lab-sandbox-routes.ts
 * sets it with X-Frame-Options SAMEORIGIN): its own inline CSS and plain form posts back to
 * itself, no script; only the app's own pages may frame it.
 */
export const LAB_SANDBOX_CONTENT_SECURITY_POLICY = policy({
  'default-src': "'none'",
  'style-src': "'unsafe-inline'",
  'img-src': "'self' data:",
  'form-action': "'self'",
  'base-uri': "'none'",
  'frame-ancestors': "'self'",
});

/**
 * Everything that is not a page (scripts, styles, images, the EULA PDF, JSON): nothing may frame
 * it but the app itself. A route that sets its own policy (/files) keeps it.
 */
export const RESOURCE_CONTENT_SECURITY_POLICY = "frame-ancestors 'self'";

/** The microphone (dictation) for the app's own origin only; no page needs the others. */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(self), payment=(), usb=()';

/**
 * No Referer at all: e-mailed links (password reset, invitations, pet parents' forms) carry their
 * token in the query string, and nothing in the product reads the header.
 */
export const REFERRER_POLICY = 'no-referrer';

export const HSTS = 'max-age=31536000';

/**
 * The headers of a response that is not a page (the API's JSON answers), as the middleware below
 * sets them: for the API's Node path (graphql-node-path.ts), which answers outside Hono.
 */
export function nonPageSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(new URL(publicUrl).protocol === 'https:' ? { 'strict-transport-security': HSTS } : {}),
    'content-security-policy': RESOURCE_CONTENT_SECURITY_POLICY,
  };
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const graphqlEndpoint = options.graphqlEndpoint ?? '/graphql';
  const appPolicy = appContentSecurityPolicy(options.imageOrigins, { stripe: options.stripe });
  const https = new URL(options.publicUrl).protocol === 'https:';
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // A response passed through from fetch() has immutable headers: copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('X-Content-Type-Options', 'nosniff');
    }
    headers.set('Referrer-Policy', REFERRER_POLICY);
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (https) headers.set('Strict-Transport-Security', HSTS);
    const isPage = (headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
    if (isPage) {
      // A route that may be framed by the app itself says so (the sandbox lab's page: SAMEORIGIN).
      if (!headers.has('X-Frame-Options')) headers.set('X-Frame-Options', 'DENY');
      headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    }
    if (!headers.has('Content-Security-Policy')) {
      const pagePolicy = c.req.path === graphqlEndpoint ? GRAPHIQL_CONTENT_SECURITY_POLICY : appPolicy;
      headers.set('Content-Security-Policy', isPage ? pagePolicy : RESOURCE_CONTENT_SECURITY_POLICY);
    }
  };
}

/** The origin of S3_PUBLIC_URL when uploaded files are served from the bucket. */
export function imageOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.FILE_STORAGE !== 's3' || !env.S3_PUBLIC_URL) return [];
  return [new URL(env.S3_PUBLIC_URL).origin];
}
