// The pet parent's public consent page (docs/consents.md): /consent/{token}, no sign-in. The
// loader fetches the form for the link's token while the page's code downloads; the page reads
// and writes without the Relay store (relay/fetchNetworkQuery.ts), like the estimate page.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ConsentLinkPageQuery } from '../__generated__/ConsentLinkPageQuery.graphql';
import { fetchNetworkQuery, forScreen } from '../relay/fetchNetworkQuery';
import type { ConsentLinkLoaderData } from './ConsentLinkPage';

export function consentLinkLoader({ params }: LoaderFunctionArgs): ConsentLinkLoaderData {
  const token = params.token ?? '';
  return { token, link: forScreen(fetchNetworkQuery<ConsentLinkPageQuery>(() => import('../__generated__/ConsentLinkPageQuery.graphql'), { token })) };
}

export const consentLinkRoutes: RouteObject[] = [
  {
    path: '/consent/:token',
    loader: consentLinkLoader,
    lazy: { Component: async () => (await import('./ConsentLinkPage')).ConsentLinkPage },
    handle: { title: 'Consent' },
  },
];
