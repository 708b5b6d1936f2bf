// A visit's steps (spec 002 section 2.1): the pet info summary bar with 'Back to pet info', the
// visit's name and status, the steps bar, and the step named by ?soap=. The app's sidebar is
// hidden while a step is open (layout/DashboardLayout.tsx). The page's data comes in one query
// (the loader in pet-profile/petProfileRoutes.tsx starts it while this code downloads).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { VisitChartingPageQuery } from '../__generated__/VisitChartingPageQuery.graphql';
import { Button } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { StepsBar } from './StepsBar';
import { StepNotice } from './StepNotice';
import { VisitSummaryBar } from './VisitSummaryBar';
import { visitEditing } from './visitEditing';
import { petInfoSearch, type VisitStep } from './visitSteps';
import { showsVitals } from './vitals/showsVitals';
import { SoapPreviewDrawer } from './preview/SoapPreviewDrawer';
import { LockVisitButton } from './status/LockVisitDialog';
import { VisitStatusTimeline } from './status/VisitStatusTimeline';
import { VitalsPanel } from './vitals/VitalsPanel';

export const visitChartingPageQuery = graphql`
  query VisitChartingPageQuery($petId: ID!, $visitId: ID!, $vitals: Boolean!) {
    ...VitalsPanel_query @include(if: $vitals)
    ...SoapPreviewDrawer_query
    ...VisitStatusTimeline_query
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        name
        ...VisitSummaryBar_pet
      }
    }
    # The vitals trend, one level shallower than under ... on Pet (it is the costly part).
    vitalsPet: node(id: $petId) @include(if: $vitals) {
      ...VitalsPanel_pet
    }
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        id
        name
        isReadOnly
        isLocked
        status {
          name
        }
        ...VitalsPanel_visit @include(if: $vitals)
        ...SoapPreviewDrawer_visit
        ...VisitStatusTimeline_visit
      }
    }
  }
`;

interface VisitChartingPageProps {
  step: VisitStep;
  queryRef: PreloadedQuery<VisitChartingPageQuery>;
}

export function VisitChartingPage({ step, queryRef }: VisitChartingPageProps) {
  const data = usePreloadedQuery(visitChartingPageQuery, queryRef);
  const { pet, visit, vitalsPet } = data;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const backToPetInfo = () => navigate({ search: petInfoSearch(searchParams).toString() });

  if (pet?.__typename !== 'Pet' || visit?.__typename !== 'Visit') {
    return (
      <div className="space-y-4">
        <Button variant="secondary" onClick={backToPetInfo}>
          Back to pet info
        </Button>
        <InlineNotice tone="error">This visit was not found for this pet. It may have been removed, or belong to another clinic.</InlineNotice>
      </div>
    );
  }

  // Passed to each step: whether its inputs are enabled, and the reason its saves are made under.
  const editing = visitEditing(visit, searchParams);

  return (
    <div className="space-y-4">
      <VisitSummaryBar pet={pet}>
        <Button variant="secondary" onClick={backToPetInfo}>
          <span aria-hidden="true">←</span> Back to pet info
        </Button>
      </VisitSummaryBar>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold text-slate-900">{visit.name}</h2>
          <VisitStatusTimeline visit={visit} query={data} />
          {visit.isLocked && <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 uppercase ring-1 ring-amber-200">Locked</span>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LockVisitButton visit={visit} />
          <SoapPreviewDrawer visit={visit} query={data} />
          <StepsBar current={step} />
        </div>
      </div>
      {visit.isLocked ? (
        <InlineNotice tone="info">This visit is locked: its notes can be read but no longer changed.</InlineNotice>
      ) : !editing.editable ? (
        <InlineNotice tone="info">This visit is read-only in its current status. Give a reason for modification from the pet's visit history to change its notes.</InlineNotice>
      ) : null}
      <section aria-labelledby="visit-step-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <StepNotice step={step} titleId="visit-step-title" />
      </section>
      {showsVitals(step) && vitalsPet && <VitalsPanel key={visit.id} visit={visit} pet={vitalsPet} query={data} editing={editing} />}
    </div>
  );
}

