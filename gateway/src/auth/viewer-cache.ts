// The caller's session (user, role, permissions, clinics, organization), read from auth once
// per operation however many fields ask for it.
// The answer is kept on the request's own context (no module cache), and signing in primes it
// with the viewer the login answered, as the new session's token is not the request's.
import type { GatewayContext } from '../context.ts';
import type { ViewerRecord } from './viewer-wire.ts';

export function loadViewer(context: GatewayContext): Promise<ViewerRecord> {
  return (context.viewer ??= context.loaders.auth.me());
}

export function primeViewer(context: GatewayContext, viewer: ViewerRecord): void {
  context.viewer = Promise.resolve(viewer);
}
