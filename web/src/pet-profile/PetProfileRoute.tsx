// The screen of the pet profile route (petProfileRoutes.tsx).
import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { PageSkeleton } from '../ui/Skeleton';
import { PetProfilePage } from './PetProfilePage';
import type { PetProfileLoaderData } from './petProfileRoutes';

export function PetProfileRoute() {
  const { petId, queryRef } = useLoaderData() as PetProfileLoaderData;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PetProfilePage key={petId} petId={petId} queryRef={queryRef} />
    </Suspense>
  );
}
