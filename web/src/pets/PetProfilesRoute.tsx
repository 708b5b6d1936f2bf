// The screen of the pet profiles route (petsRoutes.tsx): the tab its loader preloaded.
import { useLoaderData } from 'react-router';
import type { PetProfilesLoaderData } from './petsRoutes';
import { PetParentsTab } from './PetParentsTab';
import { PetProfilesPage } from './PetProfilesPage';
import { PetsTab } from './PetsTab';

export function PetProfilesRoute() {
  const data = useLoaderData() as PetProfilesLoaderData;
  return (
    <PetProfilesPage tab={data.tab}>
      {(version) =>
        data.tab === 'parents' ? (
          <PetParentsTab key="parents" queryRef={data.queryRef} version={version} />
        ) : (
          <PetsTab key="pets" queryRef={data.queryRef} version={version} choosingForCanvas={data.choosingForCanvas} />
        )
      }
    </PetProfilesPage>
  );
}
