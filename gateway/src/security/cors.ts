// Which browser pages may call /graphql across origins: the app's own origin
// (PUBLIC_URL) and the origins an operator lists in CORS_ALLOWED_ORIGINS. Any other origin gets
// no Access-Control-Allow-* header at all, so its browser refuses to hand it the answer and never
// sends the preflighted request. Integrators calling from servers need no CORS. The API
// authenticates with a bearer token, never a cookie, so credentials are not allowed either.
import type { YogaServerOptions } from 'graphql-yoga';

type CorsOption = NonNullable<YogaServerOptions<Record<string, unknown>, Record<string, unknown>>['cors']>;

export function corsForOrigins(publicUrl: string | undefined, allowedOrigins: readonly string[], requestHeaders: readonly string[]): CorsOption {
  const allowed = new Set(allowedOrigins);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization', ...requestHeaders],
      credentials: false,
      maxAge: 600,
    };
  };
}
