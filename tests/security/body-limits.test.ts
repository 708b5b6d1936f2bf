// Request body size limits. /graphql and every service refuse a body past 8 MB
// with 413 before parsing it; the largest legitimate request (a 5 MB logo as a data URI) passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_FRAME_BYTES, dataUri, png } from './images.ts';
import { startProbeProduct, type ProbeProduct } from './product.ts';

const NINE_MB = 9 * 1024 * 1024;

let product: ProbeProduct;
beforeAll(async () => {
  product = await startProbeProduct();
});
afterAll(async () => product?.close());

const UPLOAD_LOGO =
  'mutation ($input: UploadClinicLogoInput!) { uploadClinicLogo(input: $input) { __typename ... on UploadClinicLogoSuccess { url } ... on Error { message } } }';

describe('/graphql', () => {
  it('refuses a body over 8 MB with 413', async () => {
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ($q: String) { __typename }', variables: { q: 'x'.repeat(NINE_MB) } }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].message).toBe('Request body too large');
  });

  it('counts the bytes of a body sent without Content-Length too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"query":"{ __typename }","variables":{"q":"'));
        if (sent++ < 9) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode('"}}'));
          controller.close();
        }
      },
    });
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('still takes the largest legitimate request: a 5 MB logo as a data URI', async () => {
    const token = await product.signIn('admin@demo.vet');
    const logo = png({ padding: 5_242_880 - PNG_FRAME_BYTES });
    expect(logo.length).toBe(5_242_880);
    const result = await product.graphql(UPLOAD_LOGO, { input: { name: 'logo.png', type: 'image/png', dataUri: dataUri('image/png', logo) } }, token);
    expect(result.status).toBe(200);
    expect(result.body.data.uploadClinicLogo).toMatchObject({ __typename: 'UploadClinicLogoSuccess' });
  });
});

describe('the services', () => {
  const routes: [service: keyof ProbeProduct['upstreams'], path: string][] = [
    ['auth', '/auth/login'],
    ['main', '/pet-parents'],
    ['billing', '/plans'],
    ['inventory', '/pet-gender'],
    ['thirdparty', '/applet/connect'],
  ];

  it.each(routes)('%s refuses a body over 8 MB with 413 before reading it (POST %s)', async (service, path) => {
    const response = await fetch(`${product.upstreams[service]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(NINE_MB) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request is too large.', errors: [] });
  });
});
