// The Results step (spec 002 sections 2.7, 4, 5, 8, 9): the visit's
// tests in the tabs 'Labs - Outside', the connected lab's own tab and 'Laboratory - In-house' with
// the lab's ordering controls; then the treatment result — services, 'Recommended Rule Outs',
// the diagnosis, 'Treatment Protocols' and 'Additional Care Recommendations' — or, in the template
// mode, the result written as a template's sections and written back to the practice system;
// Previous (to assessment) and Close (clears the query). Result writes are refused only on a
// locked visit and a SOAP Finalized one without a reason for modification (resultsRules.ts).
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResultsStep_query$key } from '../../__generated__/ResultsStep_query.graphql';
import type { ResultsStep_visit$key } from '../../__generated__/ResultsStep_visit.graphql';
import { useAccess } from '../../auth/access';
import { Button } from '../../ui/Button';
import { InlineNotice } from '../../ui/InlineNotice';
import { Tabs } from '../../ui/Tabs';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { stepSearch } from '../visitSteps';
import { LabTests } from './LabTests';
import { resultWritesAllowed, resultWritesNotice } from './resultsRules';
import { TreatmentResultEditor } from './TreatmentResultEditor';
import { useTreatmentResultDraft } from './useTreatmentResultDraft';

// The template mode and the visit history download when first opened.
const TemplateMode = lazy(async () => ({ default: (await import('./TemplateMode')).TemplateMode }));
const ResultsHistoryDrawer = lazy(async () => ({ default: (await import('./ResultsHistoryDrawer')).ResultsHistoryDrawer }));

const visitFragment = graphql`
  fragment ResultsStep_visit on Visit {
    id
    name
    isLocked
    status {
      name
    }
    pet {
      id
      name
    }
    objectiveNote {
      id
      ruleOuts {
        name
        category
        description
        diagnosis {
          id
        }
      }
    }
    treatmentPlan {
      id
      items {
        ...ResultsStep_planItem @relay(mask: false)
      }
    }
    signedTreatmentPlan {
      id
      signedAt
      items {
        ...ResultsStep_planItem @relay(mask: false)
      }
    }
    labOrdering {
      connected
      provider
      providerName
      placeOrder
      allowAdditionalOrder
    }
    results {
      labOrders {
        id
        kind
        status
        provider
        providerName
        tests {
          code
          name
        }
        links {
          type
          url
        }
        lastError
        createdByName
        createdAt
      }
      unprocessedLabOrders {
        id
        status
        providerName
        links {
          type
          url
        }
      }
      labResults {
        id
        provider
        providerName
        identifier
        status
        petName
        parentName
        testDate
        finalResultDate
        reportAvailable
        assigned
        tests {
          code
          name
          values {
            analyte
            value
            unit
            referenceRange
            flag
          }
        }
        history {
          action
          description
          actorName
          updatedAt
        }
      }
      inHouseResults {
        id
        planItemId
        testDate
        resultDate
        result
        comment
        source
        version
        updatedByName
        updatedAt
      }
      comments {
        id
        kind
        itemCode
        comments
        version
        updatedByName
        updatedAt
      }
      treatmentResult {
        id
        version
        updatedByName
        updatedAt
        templateCode
        writtenBackAt
        writtenBackTo
        soapTemplate {
          id
          code
          name
        }
        templateContent {
          section
          value
        }
        result {
          ruleOuts {
            diagnosisId
            name
            category
            description
          }
          diagnosis {
            diagnosisId
            name
            category
            description
          }
          treatments {
            ...ResultsStep_row @relay(mask: false)
          }
          medications {
            ...ResultsStep_row @relay(mask: false)
          }
          customMedications {
            ...ResultsStep_row @relay(mask: false)
          }
          inventories {
            ...ResultsStep_row @relay(mask: false)
          }
          services {
            ...ResultsStep_row @relay(mask: false)
          }
          additionalCareText
        }
      }
    }
  }
`;

graphql`
  fragment ResultsStep_planItem on TreatmentPlanItem {
    id
    rowId
    kind
    catalogueId
    name
    code
    category
    description
    comment
    quantity
    selectedDosage {
      dosage
      unit
    }
    approved
    approvedAt
    removed
    inHouse
    labCode
  }
`;

graphql`
  fragment ResultsStep_row on ResultRow {
    planItemId
    catalogueId
    code
    name
    quantity
    dosage
    comment
  }
`;

const queryFragment = graphql`
  fragment ResultsStep_query on Query {
    ...RuleOutPicker_query
  }
`;

interface ResultsStepProps {
  visit: ResultsStep_visit$key;
  query: ResultsStep_query$key;
  visitModificationId: string | null;
  titleId: string;
}

type Mode = 'results' | 'template';

export function ResultsStep({ visit: visitKey, query: queryKey, visitModificationId, titleId }: ResultsStepProps) {
  const visit = useFragment(visitFragment, visitKey);
  const query = useFragment(queryFragment, queryKey);
  const canChart = useAccess().can('Add Visit');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('results');
  const [historyOpened, setHistoryOpened] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const visitState = { isLocked: visit.isLocked, statusName: visit.status.name };
  const writing = { writable: resultWritesAllowed(visitState, visitModificationId, canChart), visitModificationId };
  const notice = resultWritesNotice(visitState, visitModificationId, canChart);
  const draft = useTreatmentResultDraft(visit, writing);

  return (
    <div className="space-y-6">
      <UnsavedChangesGuard when={draft.dirty} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          Results
        </h3>
        <Button
          variant="secondary"
          onClick={() => {
            setHistoryOpened(true);
            setHistoryOpen(true);
          }}
        >
          Visit History
        </Button>
      </div>
      {notice && <InlineNotice tone="info">{notice}</InlineNotice>}

      <LabTests visit={visit} writing={writing} />

      <Tabs
        label="Treatment result"
        tabs={[
          { key: 'results', label: 'Treatment Result' },
          { key: 'template', label: 'Template' },
        ]}
        selected={mode}
        onSelect={setMode}
      >
        {mode === 'results' ? (
          <TreatmentResultEditor visit={visit} query={query} draft={draft} writing={writing} />
        ) : (
          <Suspense fallback={<p role="status" className="min-h-40 text-sm text-slate-600">Loading the templates…</p>}>
            <TemplateMode visit={visit} draft={draft} writing={writing} />
          </Suspense>
        )}
      </Tabs>

      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5">
        <Button variant="secondary" onClick={() => navigate({ search: stepSearch(searchParams, 'assessment').toString() })}>
          Previous
        </Button>
        <Button variant="secondary" onClick={() => navigate({ search: '' })}>
          Close
        </Button>
      </div>

      {historyOpened && (
        <Suspense fallback={null}>
          <ResultsHistoryDrawer open={historyOpen} onOpenChange={setHistoryOpen} petId={visit.pet.id} excludingVisitId={visit.id} />
        </Suspense>
      )}
    </div>
  );
}
