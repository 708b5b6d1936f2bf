// The security headers of every HTML and file response of the real product.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@vetchart/gateway/security/security-headers';
import { GRAPHIQL_ASSETS } from '@vetchart/gateway/security/graphiql';
import { startProbeProduct, type ProbeProduct } from './product.ts';

let product: ProbeProduct;
beforeAll(async () => {
  product = await startProbeProduct();
});
afterAll(async () => product?.close());

/** A policy as a map of directive → sources. */
function directives(header: string | null): Record<string, string[]> {
  expect(header, 'Content-Security-Policy is set').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  const permissions = headers.get('permissions-policy') ?? '';
  expect(permissions).toContain('microphone=(self)');
  expect(permissions).toContain('camera=()');
  expect(permissions).toContain('geolocation=()');
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${product.url}${path}`, { headers });

describe('the web app pages', () => {
  it('carry a policy that allows only the app\'s own scripts and no framing', async () => {
    for (const path of ['/', '/sign-in', '/reset-password?token=abc', '/d/pet-profiles']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expectCommonHeaders(response.headers);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // PUBLIC_URL is http here: no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('serve their scripts and the EULA PDF with nosniff, framable by the app only', async () => {
    for (const path of ['/assets/app.js', '/eula.pdf']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expectCommonHeaders(response.headers);
      expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'"]);
    }
    expect((await get('/assets/app.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('the dev mailbox page and the API answers too', async () => {
    const mailbox = await get('/dev/mailbox');
    expectCommonHeaders(mailbox.headers);
    expect(directives(mailbox.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
    const api = await product.graphql('{ __typename }');
    expect(api.body).toEqual({ data: { __typename: 'Query' } });
    expectCommonHeaders(api.headers);
    const health = await get('/health');
    expectCommonHeaders(health.headers);
  });

  it("a document link's answer too, never stored by a cache (the token is the credential)", async () => {
    for (const path of ['/documents/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/documents/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/check', '/documents/estimate/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expectCommonHeaders(response.headers);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'"]);
    }
  });
});

describe('GraphiQL', () => {
  it('has its own policy: scripts and workers from the product only, no inline script', async () => {
    const response = await get('/graphql', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      // Either a file of this origin, or a JSON data block the browser never runs.
      if (/\btype="application\/json"/.test(attributes!)) continue;
      expect(attributes).toMatch(/\bsrc="\/graphiql\//);
      expect(content!.trim()).toBe('');
    }
  });
});

describe('uploaded files', () => {
  it('keep their stored type with nosniff, a no-script sandbox and no framing', async () => {
    const token = await product.signIn('admin@demo.vet');
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const upload = await product.graphql(
      'mutation ($input: UploadClinicLogoInput!) { uploadClinicLogo(input: $input) { __typename ... on UploadClinicLogoSuccess { url } } }',
      { input: { name: 'logo.png', type: 'image/png', dataUri: `data:image/png;base64,${png}` } },
      token,
    );
    const url = upload.body.data.uploadClinicLogo.url as string;
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expectCommonHeaders(response.headers);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp).toHaveProperty('sandbox');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const missing = await get('/files/AAAAAAAAAAAAAAAAAAAAAAAA.png');
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing.headers);
  });
});

describe('payments (issue 14)', () => {
  const page = async (stripe: boolean) => {
    const app = new Hono();
    app.use('*', securityHeaders({ publicUrl: 'https://vet.example.com', stripe }));
    app.get('/', (c) => c.html('<p>hi</p>'));
    return directives((await app.request('/')).headers.get('content-security-policy'));
  };

  it("with PAYMENT_PROVIDER=stripe the pages may load Stripe's Payment Element, and nothing else more", async () => {
    const csp = await page(true);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('with the sandbox (the default) no Stripe origin is allowed', async () => {
    const csp = await page(false);
    expect(JSON.stringify(csp)).not.toContain('stripe');
    expect(csp['frame-src']).toBeUndefined();
  });

  it('the webhook and sandbox card routes answer with the headers too, never cached', async () => {
    for (const path of ['/webhooks/payments', '/payments-sandbox/intents/confirm']) {
      const response = await fetch(`${product.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status, path).toBe(400);
      expectCommonHeaders(response.headers);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'"]);
    }
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https', async () => {
    const app = new Hono();
    app.use('*', securityHeaders({ publicUrl: 'https://vet.example.com' }));
    app.get('/', (c) => c.html('<p>hi</p>'));
    const response = await app.request('/');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

it('GraphiQL assets are the product\'s own files', async () => {
  for (const name of ['start.js', 'yoga-graphiql.js', 'graphiql.css', 'editor.worker.js', 'json.worker.js', 'graphql.worker.js', 'favicon.ico']) {
    const response = await get(`${GRAPHIQL_ASSETS}/${name}`);
    expect(response.status, name).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
  }
  expect((await get(`${GRAPHIQL_ASSETS}/constructor`)).status).toBe(404);
});
