// The pet profile route, pet-profiles/pets/:petId under /d. The loader preloads the pet, its
// details and the first page of its visit history in one query.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PetProfilePageQuery } from '../__generated__/PetProfilePageQuery.graphql';
import { getSession } from '../auth/session';
import { preloadQuery } from '../relay/preloadQuery';
import { PageSkeleton } from '../ui/Skeleton';
import { PetProfilePage, petProfilePageQuery } from './PetProfilePage';
import { petGlobalId } from './petProfileLinks';

interface PetProfileLoaderData {
  petId: string;
  queryRef: PreloadedQuery<PetProfilePageQuery>;
}

export function petProfileLoader({ params }: LoaderFunctionArgs) {
  if (!getSession()) return redirect('/');
  const petId = params.petId ?? '';
  return {
    petId,
    queryRef: preloadQuery<PetProfilePageQuery>(petProfilePageQuery, { id: petGlobalId(petId) }, 'store-and-network'),
  } satisfies PetProfileLoaderData;
}

function PetProfileRoute() {
  const { petId, queryRef } = useLoaderData() as PetProfileLoaderData;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PetProfilePage key={petId} petId={petId} queryRef={queryRef} />
    </Suspense>
  );
}

export const petProfileRoutes: RouteObject[] = [
  {
    path: 'pet-profiles/pets/:petId',
    loader: petProfileLoader,
    // Setting the search (soap, visitId after a Reason for Modification) keeps the loaded pet.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.petId !== nextParams.petId,
    element: <PetProfileRoute />,
  },
];
