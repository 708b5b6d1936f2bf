// Relay connections over the services' paged lists ({ data, meta: { total } }). Cursors are
// Pothos offset cursors; the gateway asks the service for exactly the window Relay needs
// (offset + limit), so any page costs one upstream call. Every connection has totalCount.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from './builder.ts';
import type { ServicePage } from './clients/service-page.ts';

export type { ServicePage };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/** Resolves a connection from a service list call given { offset, limit }. */
export async function resolveServiceConnection<T>(
  args: ConnectionArgs,
  fetchWindow: (window: { offset: number; limit: number }) => Promise<ServicePage<T>>,
) {
  let totalCount = 0;
  const connection = await resolveOffsetConnection(
    { args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE },
    async ({ offset, limit }) => {
      const page = await fetchWindow({ offset, limit });
      totalCount = page.meta.total;
      return page.data;
    },
  );
  return { ...connection, totalCount };
}

builder.globalConnectionField('totalCount', (t) =>
  t.int({
    description: 'How many items match, across all pages.',
    resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0,
  }),
);
