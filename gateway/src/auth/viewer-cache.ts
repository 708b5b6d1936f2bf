// The caller's session (user, role, permissions, clinics, organization), read from auth once
// per operation however many fields ask for it.
import type { ViewerRecord } from '../clients/auth.ts';
import type { GatewayContext } from '../context.ts';

const cache = new WeakMap<GatewayContext, Promise<ViewerRecord>>();

export function loadViewer(context: GatewayContext): Promise<ViewerRecord> {
  let viewer = cache.get(context);
  if (!viewer) {
    viewer = context.clients.auth.me();
    cache.set(context, viewer);
  }
  return viewer;
}

export function primeViewer(context: GatewayContext, viewer: ViewerRecord): void {
  cache.set(context, Promise.resolve(viewer));
}
