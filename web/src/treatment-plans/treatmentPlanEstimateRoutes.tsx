// The pet parent's public page for an e-mailed treatment plan (spec 003 section 2.7):
// /treatment-plan-estimate/{token}, no sign-in. The loader fetches the plan for the
// link's token while the page's code downloads; the page reads and writes without the Relay
// store, so it loads none of Relay's code (relay/fetchNetworkQuery.ts).
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { TreatmentPlanEstimatePageQuery } from '../__generated__/TreatmentPlanEstimatePageQuery.graphql';
import { fetchNetworkQuery, forScreen } from '../relay/fetchNetworkQuery';
import type { TreatmentPlanEstimateLoaderData } from './TreatmentPlanEstimatePage';

export function treatmentPlanEstimateLoader({ params }: LoaderFunctionArgs): TreatmentPlanEstimateLoaderData {
  const token = params.token ?? '';
  return {
    token,
    estimate: forScreen(fetchNetworkQuery<TreatmentPlanEstimatePageQuery>(() => import('../__generated__/TreatmentPlanEstimatePageQuery.graphql'), { token })),
  };
}

export const treatmentPlanRoutes: RouteObject[] = [
  {
    path: '/treatment-plan-estimate/:token',
    loader: treatmentPlanEstimateLoader,
    lazy: { Component: async () => (await import('./TreatmentPlanEstimatePage')).TreatmentPlanEstimatePage },
    handle: { title: 'Treatment Plan Estimate' },
  },
];
