// The pet profile route, pet-profiles/pets/:petId under /d. Without ?soap= it is the pet profile:
// the loader preloads the pet, its details and the first page of its visit history in one query.
// With ?soap=<step>&visitId=… it is the visit's steps (visit-charting/VisitChartingPage): the
// loader preloads the pet's summary and the visit instead. Either query starts while the
// screen's code downloads.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PetProfilePageQuery } from '../__generated__/PetProfilePageQuery.graphql';
import type { VisitChartingPageAssessmentQuery } from '../__generated__/VisitChartingPageAssessmentQuery.graphql';
import type { VisitChartingPageObjectiveQuery } from '../__generated__/VisitChartingPageObjectiveQuery.graphql';
import type { VisitChartingPagePlanQuery } from '../__generated__/VisitChartingPagePlanQuery.graphql';
import type { VisitChartingPageResultsQuery } from '../__generated__/VisitChartingPageResultsQuery.graphql';
import type { VisitChartingPageSubjectiveQuery } from '../__generated__/VisitChartingPageSubjectiveQuery.graphql';
import type { VisitChartingPageQueryRef } from '../visit-charting/VisitChartingPage';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { isVisitStep, type VisitStep } from '../visit-charting/visitSteps';
import { globalIdOf, petGlobalId } from './petProfileLinks';
import type { PetProfileLoaderData } from './PetProfileRoute';

/** The query of the step's kind (visit-charting/VisitChartingPage.tsx), started now. */
async function preloadVisitStep(step: VisitStep, variables: { petId: string; visitId: string }): Promise<VisitChartingPageQueryRef> {
  if (step === 'subjective') {
    return { step, ref: await preloadRouteQuery<VisitChartingPageSubjectiveQuery>(() => import('../__generated__/VisitChartingPageSubjectiveQuery.graphql'), variables, 'store-and-network') };
  }
  if (step === 'objective') {
    return { step, ref: await preloadRouteQuery<VisitChartingPageObjectiveQuery>(() => import('../__generated__/VisitChartingPageObjectiveQuery.graphql'), variables, 'store-and-network') };
  }
  if (step === 'assessment') {
    return { step, ref: await preloadRouteQuery<VisitChartingPageAssessmentQuery>(() => import('../__generated__/VisitChartingPageAssessmentQuery.graphql'), variables, 'store-and-network') };
  }
  if (step === 'plan') {
    return { step, ref: await preloadRouteQuery<VisitChartingPagePlanQuery>(() => import('../__generated__/VisitChartingPagePlanQuery.graphql'), variables, 'store-and-network') };
  }
  return { step, ref: await preloadRouteQuery<VisitChartingPageResultsQuery>(() => import('../__generated__/VisitChartingPageResultsQuery.graphql'), variables, 'store-and-network') };
}

/** The visit's steps are open when the address names a step and a visit. */
function openVisit(url: URL): { visitId: string; step: VisitStep } | null {
  const step = url.searchParams.get('soap');
  const visitId = url.searchParams.get('visitId');
  return isVisitStep(step) && visitId ? { visitId, step } : null;
}

export async function petProfileLoader({ params, request }: LoaderFunctionArgs): Promise<PetProfileLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const petId = params.petId ?? '';
  const visit = openVisit(new URL(request.url));
  if (visit) {
    const variables = { petId: petGlobalId(petId), visitId: globalIdOf('Visit', visit.visitId) };
    return { kind: 'visit', petId, ...visit, query: await preloadVisitStep(visit.step, variables) };
  }
  return {
    kind: 'profile',
    petId,
    queryRef: await preloadRouteQuery<PetProfilePageQuery>(() => import('../__generated__/PetProfilePageQuery.graphql'), { id: petGlobalId(petId) }, 'store-and-network'),
  };
}

export const petProfileRoutes: RouteObject[] = [
  {
    path: 'pet-profiles/pets/:petId',
    loader: petProfileLoader,
    // Another pet, another visit, a step, or back to the profile loads again; the other query
    // parameters (a note's ids after a save) keep what is loaded.
    shouldRevalidate: ({ currentParams, nextParams, currentUrl, nextUrl }) => {
      if (currentParams.petId !== nextParams.petId) return true;
      const [before, after] = [openVisit(currentUrl), openVisit(nextUrl)];
      return before?.visitId !== after?.visitId || before?.step !== after?.step;
    },
    lazy: { Component: async () => (await import('./PetProfileRoute')).PetProfileRoute },
  },
];
