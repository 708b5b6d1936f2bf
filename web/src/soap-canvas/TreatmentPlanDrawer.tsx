// 'Build Treatment Plan' on the SOAP canvas editor (spec 003 sections 2.3 and 9): the Assessment
// step's plan builder (visit charting II) in a drawer 90vw wide. Its data is asked for only when
// the drawer opens; the builder's own code downloads on its own (AssessmentSection).
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TreatmentPlanDrawerQuery } from '../__generated__/TreatmentPlanDrawerQuery.graphql';
import { Drawer } from '../ui/Drawer';
import { InlineNotice } from '../ui/InlineNotice';
import { Spinner } from '../ui/Spinner';
import { AssessmentSection } from '../visit-charting/assessment/AssessmentSection';

const query = graphql`
  query TreatmentPlanDrawerQuery($visitId: ID!) {
    ...AssessmentStep_query
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        ...AssessmentStep_visit
      }
    }
    aiVisit: node(id: $visitId) {
      ... on Visit {
        ...AssessmentStep_recommendations
      }
    }
  }
`;

function PlanBuilder({ visitId, editable }: { visitId: string; editable: boolean }) {
  const data = useLazyLoadQuery<TreatmentPlanDrawerQuery>(query, { visitId }, { fetchPolicy: 'store-and-network' });
  if (data.visit?.__typename !== 'Visit') return <InlineNotice tone="error">This visit was not found.</InlineNotice>;
  return <AssessmentSection visit={data.visit} recommendations={data.aiVisit ?? null} query={data} editable={editable} visitModificationId={null} titleId="treatment-plan-drawer-step" />;
}

export function TreatmentPlanDrawer({ open, onOpenChange, visitId, editable }: { open: boolean; onOpenChange: (open: boolean) => void; visitId: string; editable: boolean }) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Build Treatment Plan" width="90%">
      {open && (
        <Suspense
          fallback={
            <div role="status" className="flex items-center gap-2 p-6 text-slate-600">
              <Spinner /> Loading the treatment plan…
            </div>
          }
        >
          <PlanBuilder visitId={visitId} editable={editable} />
        </Suspense>
      )}
    </Drawer>
  );
}
