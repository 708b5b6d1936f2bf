// /d/soap-canvas-editor?pet=…&source=…&visitId=… (spec 001 section 2.6): where 'Add new visit'
// and the visit history's edit action lead. Its editor comes with a later issue; until then the
// page shows the pet info summary bar, with 'Back to Pet Profile', and leads to the visit's steps.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { SoapCanvasEditorPageQuery } from '../__generated__/SoapCanvasEditorPageQuery.graphql';
import { buttonClasses } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { VisitSummaryBar } from './VisitSummaryBar';
import { visitStepsPath } from './visitSteps';

export const soapCanvasEditorPageQuery = graphql`
  query SoapCanvasEditorPageQuery($petId: ID!, $visitId: ID!) {
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        ...VisitSummaryBar_pet
      }
    }
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        name
        status {
          name
        }
      }
    }
  }
`;

export interface SoapCanvasEditorLoaderData {
  petId: string;
  source: string;
  visitId: string;
  queryRef: PreloadedQuery<SoapCanvasEditorPageQuery> | null;
}

export function SoapCanvasEditorPage() {
  const { petId, source, visitId, queryRef } = useLoaderData() as SoapCanvasEditorLoaderData;
  const backToProfile = `/d/pet-profiles/pets/${encodeURIComponent(petId)}?${new URLSearchParams({ source }).toString()}`;
  if (!queryRef) {
    return <InlineNotice tone="error">This address names no pet or visit. Open a visit from its pet's profile.</InlineNotice>;
  }
  return <CanvasEditorSummary queryRef={queryRef} petId={petId} source={source} visitId={visitId} backToProfile={backToProfile} />;
}

function CanvasEditorSummary({ queryRef, petId, source, visitId, backToProfile }: { queryRef: PreloadedQuery<SoapCanvasEditorPageQuery>; petId: string; source: string; visitId: string; backToProfile: string }) {
  const { pet, visit } = usePreloadedQuery(soapCanvasEditorPageQuery, queryRef);
  const back = (
    <Link to={backToProfile} className={buttonClasses('secondary')}>
      <span aria-hidden="true">←</span> Back to Pet Profile
    </Link>
  );
  if (pet?.__typename !== 'Pet' || visit?.__typename !== 'Visit') {
    return (
      <div className="space-y-4">
        {back}
        <InlineNotice tone="error">This visit was not found for this pet. It may have been removed, or belong to another clinic.</InlineNotice>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <VisitSummaryBar pet={pet}>{back}</VisitSummaryBar>
      <section aria-labelledby="canvas-visit-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="canvas-visit-title" className="text-lg font-semibold text-slate-900">
          {visit.name} <span className="ml-2 align-middle text-xs font-semibold text-slate-600 uppercase">{visit.status.name}</span>
        </h2>
        <p className="mt-2 text-slate-600">The SOAP canvas editor is not available yet. Chart the visit step by step: subjective, objective, assessment, plan and results.</p>
        <Link to={visitStepsPath({ petId, source, visitId })} className={`${buttonClasses('primary')} mt-4`}>
          Chart this visit step by step
        </Link>
      </section>
    </div>
  );
}
