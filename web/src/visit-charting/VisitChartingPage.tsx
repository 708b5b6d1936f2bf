// A visit's steps (spec 002 section 2.1): the pet info summary bar with 'Back to pet info', the
// visit's name and status, the steps bar, and the step named by ?soap=. The app's sidebar is
// hidden while a step is open (layout/DashboardLayout.tsx). The page's data comes in one query
// (the loader in pet-profile/petProfileRoutes.tsx starts it while this code downloads).
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { VisitChartingPage_visit$key } from '../__generated__/VisitChartingPage_visit.graphql';
import type { VisitChartingPageAssessmentQuery } from '../__generated__/VisitChartingPageAssessmentQuery.graphql';
import type { VisitChartingPageObjectiveQuery } from '../__generated__/VisitChartingPageObjectiveQuery.graphql';
import type { VisitChartingPagePlanQuery } from '../__generated__/VisitChartingPagePlanQuery.graphql';
import type { VisitChartingPageResultsQuery } from '../__generated__/VisitChartingPageResultsQuery.graphql';
import type { VisitChartingPageSubjectiveQuery } from '../__generated__/VisitChartingPageSubjectiveQuery.graphql';
import { useAccess } from '../auth/access';
import { Button } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { AssessmentSection } from './assessment/AssessmentSection';
import { StepsBar } from './StepsBar';
import { VisitSummaryBar } from './VisitSummaryBar';
import { SoapPreviewDrawer } from './preview/SoapPreviewDrawer';
import { LockVisitButton } from './status/LockVisitDialog';
import { VisitStatusTimeline } from './status/VisitStatusTimeline';
import { visitEditing } from './visitEditing';
import { petInfoSearch, visitStepsPath, type VisitStep } from './visitSteps';
import { showsVitals, vitalsBeside } from './vitals/showsVitals';
import { Skeleton } from '../ui/Skeleton';
import { StickyActionBarExtras } from '../ui/StickyActionBar';

// Each step's form, the reminders and the vitals panel download on their own, beside the page's
// query: together in the page's chunk they outgrow the 60 KB budget of a lazily loaded screen.
const SubjectiveStep = lazy(async () => ({ default: (await import('./subjective/SubjectiveStep')).SubjectiveStep }));
const ObjectiveStep = lazy(async () => ({ default: (await import('./objective/ObjectiveStep')).ObjectiveStep }));
const VisitReminders = lazy(async () => ({ default: (await import('./reminders/VisitReminders')).VisitReminders }));
const VitalsPanel = lazy(async () => ({ default: (await import('./vitals/VitalsPanel')).VitalsPanel }));
// The Medical History drawer is shared with the pet profile, whose chunk would otherwise come along.
const MedicalHistoryDrawer = lazy(async () => ({ default: (await import('../ai/MedicalHistoryDrawer')).MedicalHistoryDrawer }));
const PlanStep = lazy(async () => ({ default: (await import('./plan/PlanStep')).PlanStep }));
const ResultsStep = lazy(async () => ({ default: (await import('./results/ResultsStep')).ResultsStep }));

// One query per kind of step, preloaded by the route's loader (pet-profile/petProfileRoutes.tsx):
// each carries the page's common parts (the pet's summary bar, VisitChartingPage_visit) and only
// its own step's, so a step's screen is one request that stays within the gateway's query limits.
const visitFragment = graphql`
  fragment VisitChartingPage_visit on Visit {
    id
    name
    isReadOnly
    isLocked
    status {
      name
    }
    pet {
      id
    }
    ...VitalsPanel_visit
    ...VisitStatusTimeline_visit
  }
`;

export const visitChartingPageSubjectiveQuery = graphql`
  query VisitChartingPageSubjectiveQuery($petId: ID!, $visitId: ID!, $reminderRows: Int = 200) {
    ...SubjectiveStep_query
    ...VitalsPanel_query
    ...VisitStatusTimeline_query
    vitalsPet: node(id: $petId) {
      ...VitalsPanel_pet
    }
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        ...VisitSummaryBar_pet
        ...VisitReminders_pet
      }
    }
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        ...VisitChartingPage_visit
        ...SubjectiveStep_visit
      }
    }
  }
`;

export const visitChartingPageObjectiveQuery = graphql`
  query VisitChartingPageObjectiveQuery($petId: ID!, $visitId: ID!) {
    ...RuleOutPicker_query
    ...VitalsPanel_query
    ...VisitStatusTimeline_query
    vitalsPet: node(id: $petId) {
      ...VitalsPanel_pet
    }
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        ...VisitSummaryBar_pet
        ...ObjectiveVisitHistory_pet
      }
    }
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        ...VisitChartingPage_visit
        ...ObjectiveStep_visit
      }
    }
  }
`;

export const visitChartingPageAssessmentQuery = graphql`
  query VisitChartingPageAssessmentQuery($petId: ID!, $visitId: ID!) {
    ...VitalsPanel_query
    ...VisitStatusTimeline_query
    ...AssessmentStep_query
    vitalsPet: node(id: $petId) {
      ...VitalsPanel_pet
    }
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        ...VisitSummaryBar_pet
      }
    }
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        ...VisitChartingPage_visit
        ...AssessmentStep_visit
      }
    }
    # The AI suggestions on a node of their own: if the AI engine fails, only this part of the
    # answer is empty, and the step and its plan still show.
    aiVisit: node(id: $visitId) {
      ... on Visit {
        ...AssessmentStep_recommendations
      }
    }
  }
`;

export const visitChartingPagePlanQuery = graphql`
  query VisitChartingPagePlanQuery($petId: ID!, $visitId: ID!) {
    ...VitalsPanel_query
    ...VisitStatusTimeline_query
    ...PlanStep_query
    vitalsPet: node(id: $petId) {
      ...VitalsPanel_pet
    }
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        ...VisitSummaryBar_pet
      }
    }
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        ...VisitChartingPage_visit
        ...PlanStep_visit
      }
    }
  }
`;

export const visitChartingPageResultsQuery = graphql`
  query VisitChartingPageResultsQuery($petId: ID!, $visitId: ID!) {
    ...VisitStatusTimeline_query
    ...ResultsStep_query
    # No vitals panel on Results (spec 002 section 2.1).
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        ...VisitSummaryBar_pet
      }
    }
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        ...VisitChartingPage_visit
        ...ResultsStep_visit
      }
    }
  }
`;

export type VisitChartingPageQueryRef =
  | { step: 'subjective'; ref: PreloadedQuery<VisitChartingPageSubjectiveQuery> }
  | { step: 'objective'; ref: PreloadedQuery<VisitChartingPageObjectiveQuery> }
  | { step: 'assessment'; ref: PreloadedQuery<VisitChartingPageAssessmentQuery> }
  | { step: 'plan'; ref: PreloadedQuery<VisitChartingPagePlanQuery> }
  | { step: 'results'; ref: PreloadedQuery<VisitChartingPageResultsQuery> };

type PageData =
  | { step: 'subjective'; data: VisitChartingPageSubjectiveQuery['response'] }
  | { step: 'objective'; data: VisitChartingPageObjectiveQuery['response'] }
  | { step: 'assessment'; data: VisitChartingPageAssessmentQuery['response'] }
  | { step: 'plan'; data: VisitChartingPagePlanQuery['response'] }
  | { step: 'results'; data: VisitChartingPageResultsQuery['response'] };

function usePageData(query: VisitChartingPageQueryRef): PageData {
  // The step decides the query, and a step change remounts the page (its key), so the hook
  // called here is always the same one for a mounted page.
  /* eslint-disable react-hooks/rules-of-hooks */
  if (query.step === 'subjective') return { step: query.step, data: usePreloadedQuery(visitChartingPageSubjectiveQuery, query.ref) };
  if (query.step === 'objective') return { step: query.step, data: usePreloadedQuery(visitChartingPageObjectiveQuery, query.ref) };
  if (query.step === 'assessment') return { step: query.step, data: usePreloadedQuery(visitChartingPageAssessmentQuery, query.ref) };
  if (query.step === 'plan') return { step: query.step, data: usePreloadedQuery(visitChartingPagePlanQuery, query.ref) };
  return { step: query.step, data: usePreloadedQuery(visitChartingPageResultsQuery, query.ref) };
  /* eslint-enable react-hooks/rules-of-hooks */
}

interface VisitChartingPageProps {
  step: VisitStep;
  query: VisitChartingPageQueryRef;
}

export function VisitChartingPage({ step, query }: VisitChartingPageProps) {
  const page = usePageData(query);
  const { pet, visit: visitRef } = page.data;
  const visitKey: VisitChartingPage_visit$key | null = visitRef?.__typename === 'Visit' ? visitRef : null;
  const visit = useFragment(visitFragment, visitKey);
  const tools = page.data;
  const canChart = useAccess().can('Add Visit');
  const [searchParams] = useSearchParams();
  // The pet as the address names it: the medical history's links to its visits keep that form.
  const routePetId = useParams().petId ?? '';
  const navigate = useNavigate();
  // The completion page (after Done) stands alone: no vitals panel under it.
  const [finished, setFinished] = useState(false);
  // The person's fold or unfold of the vitals column (null: the step's default).
  const [vitalsUnfolded, setVitalsUnfolded] = useState<boolean | null>(null);
  const backToPetInfo = () => navigate({ search: petInfoSearch(searchParams).toString() });

  if (pet?.__typename !== 'Pet' || visitRef?.__typename !== 'Visit' || !visit) {
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
  const vitalsPanel = showsVitals(step) && !finished && 'vitalsPet' in tools && tools.vitalsPet ? { pet: tools.vitalsPet, query: tools } : null;
  // The long steps (3,000 px and more) keep the vitals in a side column on wide screens,
  // in view while the step scrolls; the plan's wide tables keep the full width, vitals below. The
  // step's sticky action bar folds and unfolds the column ('Hide vitals' / 'Show vitals'); the
  // Assessment's own two columns need the width, so there it starts folded.
  const vitalsAside = vitalsPanel !== null && vitalsBeside(step);
  const vitalsShown = vitalsUnfolded ?? step !== 'assessment';
  const vitalsToggle = vitalsAside ? (
    <Button variant="secondary" className="hidden xl:inline-flex" aria-expanded={vitalsShown} aria-controls="vitals" onClick={() => setVitalsUnfolded(!vitalsShown)}>
      {vitalsShown ? 'Hide vitals' : 'Show vitals'}
    </Button>
  ) : null;

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
          <VisitStatusTimeline visit={visit} query={tools} visitModificationId={editing.visitModificationId} />
          {visit.isLocked && <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 uppercase ring-1 ring-amber-200">Locked</span>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LockVisitButton visit={visit} />
          <Suspense
            fallback={
              <Button variant="secondary" disabled>
                Medical History
              </Button>
            }
          >
            <MedicalHistoryDrawer petId={visit.pet.id} excludingVisitId={visit.id} visitPath={(visitId) => visitStepsPath({ petId: routePetId, source: searchParams.get('source') || 'vea', visitId })} />
          </Suspense>
          <SoapPreviewDrawer visitId={visit.id} />
          <StepsBar current={step} />
        </div>
      </div>
      {visit.isLocked ? (
        <InlineNotice tone="info">This visit is locked: its notes can be read but no longer changed.</InlineNotice>
      ) : !editing.editable && step !== 'results' ? (
        // The results step is charted in the read-only statuses: it says itself when its writes are off.
        <InlineNotice tone="info">This visit is read-only in its current status. Give a reason for modification from the pet's visit history to change its notes.</InlineNotice>
      ) : null}
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <StickyActionBarExtras value={vitalsToggle}>
      <div className={vitalsAside && vitalsShown ? 'grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_380px]' : 'space-y-4'}>
      <div className="min-w-0 space-y-4">
      <section aria-labelledby="visit-step-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {page.step === 'subjective' && page.data.visit?.__typename === 'Visit' ? (
          <SubjectiveStep key={visit.id} visit={page.data.visit} query={page.data} titleId="visit-step-title" editing={editing} />
        ) : page.step === 'objective' && page.data.visit?.__typename === 'Visit' && page.data.pet?.__typename === 'Pet' ? (
          <ObjectiveStep
            visit={page.data.visit}
            pet={page.data.pet}
            query={page.data}
            editable={editing.editable && canChart}
            visitModificationId={editing.visitModificationId}
            titleId="visit-step-title"
          />
        ) : page.step === 'assessment' && page.data.visit?.__typename === 'Visit' ? (
          <AssessmentSection visit={page.data.visit} recommendations={page.data.aiVisit ?? null} query={page.data} editable={editing.editable && canChart} visitModificationId={editing.visitModificationId} titleId="visit-step-title" />
        ) : page.step === 'plan' && page.data.visit?.__typename === 'Visit' ? (
          <PlanStep
            key={visit.id}
            visit={page.data.visit}
            query={page.data}
            editable={editing.editable && canChart}
            visitModificationId={editing.visitModificationId}
            titleId="visit-step-title"
            onFinished={() => setFinished(true)}
          />
        ) : page.step === 'results' && page.data.visit?.__typename === 'Visit' ? (
          <ResultsStep key={visit.id} visit={page.data.visit} query={page.data} visitModificationId={editing.visitModificationId} titleId="visit-step-title" />
        ) : null}
      </section>
      {page.step === 'subjective' && page.data.pet?.__typename === 'Pet' && (
        <VisitReminders pet={page.data.pet} visitId={visit.id} editable={editing.editable} visitModificationId={editing.visitModificationId} />
      )}
      </div>
      {vitalsPanel && (
        // Sticky below the page header (h-16), scrolling on its own when taller than the window.
        // Folded, the panel stays mounted (typed vitals are kept) and shows below the step.
        <div className={vitalsAside && vitalsShown ? 'xl:sticky xl:top-20 xl:max-h-[calc(100vh-6rem)] xl:overflow-y-auto xl:rounded-2xl' : ''}>
          <VitalsPanel key={visit.id} visit={visit} pet={vitalsPanel.pet} query={vitalsPanel.query} editing={editing} layout={vitalsAside && vitalsShown ? 'side' : 'wide'} />
        </div>
      )}
      </div>
      </StickyActionBarExtras>
      </Suspense>
    </div>
  );
}

