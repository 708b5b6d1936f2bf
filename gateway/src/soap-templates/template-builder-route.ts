// POST /template-builder/convert: the template builder's upload (PLAN-19 decision 6; spec 003
// section 2.3): a multipart form with `prompt` text and at most one `file` (≤ 10 MB), forwarded as
// received to the AI engine (inventory POST /ai/template/convert), which extracts the text and
// parses it into a template. Authenticated exactly as /graphql is: the caller's access token in
// `Authorization: Bearer …`, verified with the gateway's key (a missing, stale or forged one →
// 401 'Invalid token.', so the web app refreshes and retries), then sent on to the service. The
// body limit is 11 MB on this route only (the file's 10 MB and the form around it); a larger
// body → 413 'File size must be less than 10MB'. The service's answer (200, its 400/422 messages,
// the AI provider's 502/503/504) is passed on as it is.
import { bearerToken, verifyAccessToken } from '@vetchart/platform/access-token';
import { clientAddressOf } from '@vetchart/platform/client-address';
import type { ProductConfig } from '@vetchart/platform/config';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ServiceUnavailableError, UpstreamError } from '../clients/http.ts';
import type { Upstreams } from '../context.ts';
import { createLoaders } from '../loaders/index.ts';

export const TEMPLATE_CONVERT_PATH = '/template-builder/convert';
export const TEMPLATE_CONVERT_MAX_BODY_BYTES = 11 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File size must be less than 10MB';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function mountTemplateBuilder(
  app: Hono,
  options: { upstreams: Pick<Upstreams, 'inventory'>; publicKey: CryptoKey; trustProxy?: ProductConfig['trustProxy'] },
): void {
  app.post(
    TEMPLATE_CONVERT_PATH,
    bodyLimit({ maxSize: TEMPLATE_CONVERT_MAX_BODY_BYTES, onError: (c) => c.json({ message: FILE_TOO_LARGE }, 413, NO_STORE) }),
    async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      if (!token) return c.json({ message: 'Invalid token.' }, 401, NO_STORE);
      try {
        await verifyAccessToken(options.publicKey, token);
      } catch {
        return c.json({ message: 'Invalid token.' }, 401, NO_STORE);
      }
      const contentType = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data\b/i.test(contentType)) return c.json({ message: 'Please provide either text input or upload a file' }, 400, NO_STORE);
      const body = Buffer.from(await c.req.arrayBuffer());
      // This request's loaders, as a GraphQL operation gets them (its token, address and request id).
      const loaders = createLoaders(
        { inventory: options.upstreams.inventory },
        token,
        { upstreamCalls: 0, requestId: c.req.header('x-request-id') ?? undefined },
        clientAddressOf(c, options.trustProxy ?? 0),
      );
      try {
        const answer = await loaders.inventory.convertTemplate({ body, contentType });
        return c.json(answer.body, answer.status as 200, NO_STORE);
      } catch (error) {
        if (error instanceof UpstreamError) {
          // A busy task pool's 503 says when to try again.
          const retryAfter = error.headers['retry-after'];
          const headers = typeof retryAfter === 'string' ? { ...NO_STORE, 'Retry-After': retryAfter } : NO_STORE;
          return c.json({ message: error.message, ...(error.fieldErrors.length ? { errors: error.fieldErrors } : {}) }, error.status as 400, headers);
        }
        if (error instanceof ServiceUnavailableError) return c.json({ message: error.message }, 503, NO_STORE);
        throw error;
      }
    },
  );
}
