// The pet profiles route: pet-profiles under /d, with the tab in the query (?tab=parents). The
// loader preloads the query of that tab; the pet profile page (pet-profiles/pets/:petId) is its own.
import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PreloadedQuery } from 'react-relay';
import type { PetParentsTabQuery } from '../__generated__/PetParentsTabQuery.graphql';
import type { PetsTabQuery } from '../__generated__/PetsTabQuery.graphql';
import { getSession } from '../auth/session';
import { PetParentsTab, loadPetParentsTab } from './PetParentsTab';
import { PetProfilesPage, type PetProfilesTab } from './PetProfilesPage';
import { PetsTab, loadPetsTab } from './PetsTab';

type PetProfilesLoaderData = { tab: 'pets'; queryRef: PreloadedQuery<PetsTabQuery> } | { tab: 'parents'; queryRef: PreloadedQuery<PetParentsTabQuery> };

export function petProfilesLoader({ request }: LoaderFunctionArgs): PetProfilesLoaderData | Response {
  if (!getSession()) return redirect('/');
  const tab: PetProfilesTab = new URL(request.url).searchParams.get('tab') === 'parents' ? 'parents' : 'pets';
  return tab === 'parents' ? { tab, queryRef: loadPetParentsTab() } : { tab, queryRef: loadPetsTab() };
}

function PetProfilesRoute() {
  const data = useLoaderData() as PetProfilesLoaderData;
  return (
    <PetProfilesPage tab={data.tab}>
      {(version) =>
        data.tab === 'parents' ? <PetParentsTab key="parents" queryRef={data.queryRef} version={version} /> : <PetsTab key="pets" queryRef={data.queryRef} version={version} />
      }
    </PetProfilesPage>
  );
}

export const petsRoutes: RouteObject[] = [{ path: 'pet-profiles', loader: petProfilesLoader, element: <PetProfilesRoute /> }];
