// The screen of the pet profiles route (petsRoutes.tsx): the tab its loader preloaded.
import { useLoaderData } from 'react-router';
import { PetParentsTab } from './PetParentsTab';
import { PetProfilesPage } from './PetProfilesPage';
import { PetsTab } from './PetsTab';
import type { PreloadedQuery } from 'react-relay';
import type { PetParentsTabQuery } from '../__generated__/PetParentsTabQuery.graphql';
import type { PetsTabQuery } from '../__generated__/PetsTabQuery.graphql';

/** What the route's loader (petsRoutes.tsx) hands this screen. */
export type PetProfilesLoaderData =
  | { tab: 'pets'; queryRef: PreloadedQuery<PetsTabQuery>; choosingForCanvas: boolean }
  | { tab: 'parents'; queryRef: PreloadedQuery<PetParentsTabQuery> };

export function PetProfilesRoute() {
  const data = useLoaderData() as PetProfilesLoaderData;
  return (
    <PetProfilesPage tab={data.tab}>
      {data.tab === 'parents' ? (
        <PetParentsTab key="parents" queryRef={data.queryRef} />
      ) : (
        <PetsTab key="pets" queryRef={data.queryRef} choosingForCanvas={data.choosingForCanvas} />
      )}
    </PetProfilesPage>
  );
}
