// The screen of the pet profile route (petProfileRoutes.tsx): the pet profile, or a visit's steps
// when the address names a step and a visit (their code is a chunk of its own).
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { PageSkeleton } from '../ui/Skeleton';
import { PetProfilePage } from './PetProfilePage';
import type { PreloadedQuery } from 'react-relay';
import type { PetProfilePageQuery } from '../__generated__/PetProfilePageQuery.graphql';
import type { VisitChartingPageQueryRef } from '../visit-charting/VisitChartingPage';
import type { VisitStep } from '../visit-charting/visitSteps';

/** What the route's loader (petProfileRoutes.tsx) hands this screen. */
export type PetProfileLoaderData =
  | { kind: 'profile'; petId: string; queryRef: PreloadedQuery<PetProfilePageQuery> }
  | { kind: 'visit'; petId: string; visitId: string; step: VisitStep; query: VisitChartingPageQueryRef };

const VisitChartingPage = lazy(async () => ({ default: (await import('../visit-charting/VisitChartingPage')).VisitChartingPage }));

export function PetProfileRoute() {
  const data = useLoaderData() as PetProfileLoaderData;
  return (
    <Suspense fallback={<PageSkeleton />}>
      {data.kind === 'visit' ? (
        <VisitChartingPage key={`${data.petId}/${data.visitId}/${data.step}`} step={data.step} query={data.query} />
      ) : (
        <PetProfilePage key={data.petId} petId={data.petId} queryRef={data.queryRef} />
      )}
    </Suspense>
  );
}
