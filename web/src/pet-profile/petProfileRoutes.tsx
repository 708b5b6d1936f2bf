// The pet profile route, pet-profiles/pets/:petId under /d. The loader preloads the pet, its
// details and the first page of its visit history in one query, while the screen's code downloads.
import type { PreloadedQuery } from 'react-relay';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PetProfilePageQuery } from '../__generated__/PetProfilePageQuery.graphql';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { petGlobalId } from './petProfileLinks';

export interface PetProfileLoaderData {
  petId: string;
  queryRef: PreloadedQuery<PetProfilePageQuery>;
}

export async function petProfileLoader({ params }: LoaderFunctionArgs): Promise<PetProfileLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const petId = params.petId ?? '';
  return {
    petId,
    queryRef: await preloadRouteQuery<PetProfilePageQuery>(() => import('../__generated__/PetProfilePageQuery.graphql'), { id: petGlobalId(petId) }, 'store-and-network'),
  };
}

export const petProfileRoutes: RouteObject[] = [
  {
    path: 'pet-profiles/pets/:petId',
    loader: petProfileLoader,
    // Setting the search (soap, visitId after a Reason for Modification) keeps the loaded pet.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.petId !== nextParams.petId,
    lazy: { Component: async () => (await import('./PetProfileRoute')).PetProfileRoute },
  },
];
