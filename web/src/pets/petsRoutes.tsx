// The pet profiles route: pet-profiles under /d, with the tab in the query (?tab=parents). The
// loader preloads the query of that tab while the screen's code downloads; the pet profile page
// (pet-profiles/pets/:petId) is its own. ?choose=soap-canvas makes the Pets tab the SOAP canvas's
// pet picker.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PetParentsTabQuery } from '../__generated__/PetParentsTabQuery.graphql';
import type { PetsTabQuery } from '../__generated__/PetsTabQuery.graphql';
import { getSession } from '../auth/session';
import { CHOOSE_PET_FOR_CANVAS } from '../pet-profile/petProfileLinks';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { PetProfilesTab } from './PetProfilesPage';
import type { PetProfilesLoaderData } from './PetProfilesRoute';

export async function petProfilesLoader({ request }: LoaderFunctionArgs): Promise<PetProfilesLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const search = new URL(request.url).searchParams;
  const tab: PetProfilesTab = search.get('tab') === 'parents' ? 'parents' : 'pets';
  return tab === 'parents'
    ? { tab, queryRef: await preloadRouteQuery<PetParentsTabQuery>(() => import('../__generated__/PetParentsTabQuery.graphql'), {}, 'store-and-network') }
    : {
        tab,
        queryRef: await preloadRouteQuery<PetsTabQuery>(() => import('../__generated__/PetsTabQuery.graphql'), {}, 'store-and-network'),
        choosingForCanvas: search.get('choose') === CHOOSE_PET_FOR_CANVAS,
      };
}

export const petsRoutes: RouteObject[] = [
  { path: 'pet-profiles', loader: petProfilesLoader, lazy: { Component: async () => (await import('./PetProfilesRoute')).PetProfilesRoute } },
];
