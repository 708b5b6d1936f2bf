// The visit's tests on the Results step (spec 002 sections 2.7, 3 'Diagnostic test (treatment)
// row', 4 'Result rows', 'Unassigning an orphaned result'): the tabs 'Labs - Outside' (the plan's
// outside tests, each with its status and lab result), the connected lab's own tab (its orders
// and results, orphaned results assigned to this visit with 'Unassign Result' and 'Assignment
// History') and 'Laboratory - In-house' (the plan's in-house tests with 'Edit result' and the
// 'Test Result' drawer), with the lab's ordering controls beside the tabs.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notify } from '../../ui/notifications/notificationStore';
import { DataTable } from '../../ui/table/DataTable';
import { Tabs } from '../../ui/Tabs';
import { LabOrderingControls } from './LabOrdering';
import { useUnassignLabResult } from './mutations/useUnassignLabResult';
import type { LabResultData, PlanItemData, ResultsVisit, ResultsWriting } from './resultsData';
import { FETCH_RESULTS_ERROR, formatStatusTime, inHouseCommentLines, inHouseRowStatus, labCodeOf, labResultFor, NOT_AVAILABLE, outsideRowStatus, splitDiagnostics, statusWord, TAB_IN_HOUSE, TAB_OUTSIDE } from './resultsRules';
import { useRefreshResults } from './useRefreshResults';
import { useResultComments } from './useResultComments';
import { planRowsOf } from './useTreatmentResultDraft';

// The dialogs download when first opened: with the in-house form's library they would outgrow the
// step's 60 KB budget.
const AssignmentHistory = lazy(async () => ({ default: (await import('./AssignmentHistory')).AssignmentHistory }));
const InHouseResultModal = lazy(async () => ({ default: (await import('./InHouseResultModal')).InHouseResultModal }));
const LabResultViewer = lazy(async () => ({ default: (await import('./LabResultViewer')).LabResultViewer }));
const TestResultDrawer = lazy(async () => ({ default: (await import('./TestResultDrawer')).TestResultDrawer }));
const CommentDrawer = lazy(async () => ({ default: (await import('./ResultEditDrawers')).CommentDrawer }));

export const UNASSIGN_CONFIRM = 'Are you sure you want to unassign result from this visit?';
export const UNASSIGNED = 'Result unassigned successfully';
export const UNASSIGN_ERROR = 'Error unassigning result from visit';

type TabKey = 'outside' | 'lab' | 'in-house';

const ORDER_STATUS: Record<string, string> = {
  QUEUED: 'Queued (sending)',
  PENDING: 'Pending (not submitted)',
  SUBMITTED: 'Submitted',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

export function LabTests({ visit, writing }: { visit: ResultsVisit; writing: ResultsWriting }) {
  const [tab, setTab] = useState<TabKey>('outside');
  const [viewing, setViewing] = useState<LabResultData | null>(null);
  const [history, setHistory] = useState<LabResultData | null>(null);
  const [unassigning, setUnassigning] = useState<LabResultData | null>(null);
  const [enteringResult, setEnteringResult] = useState<PlanItemData | null>(null);
  const [showingResult, setShowingResult] = useState<PlanItemData | null>(null);
  const [commenting, setCommenting] = useState<PlanItemData | null>(null);
  const [unassign, unassignBusy] = useUnassignLabResult();
  const refresh = useRefreshResults(visit.id);
  const comments = useResultComments(visit.id, visit.results.comments, writing);
  const { labResults, labOrders, inHouseResults } = visit.results;
  const signed = visit.signedTreatmentPlan != null;
  const { outside, inHouse } = splitDiagnostics(planRowsOf(visit));
  const providerName = visit.labOrdering?.providerName || labResults[0]?.providerName || labOrders[0]?.providerName || null;
  const inHouseResultOf = (row: PlanItemData) => inHouseResults.find((result) => result.planItemId === row.rowId || result.planItemId === row.id) ?? null;

  const tabs = [
    { key: 'outside' as const, label: TAB_OUTSIDE },
    ...(providerName ? [{ key: 'lab' as const, label: providerName }] : []),
    { key: 'in-house' as const, label: TAB_IN_HOUSE },
  ];

  const confirmUnassign = async () => {
    if (!unassigning) return;
    try {
      const { unassignLabResult: result } = await unassign({ input: { labResultId: unassigning.id } });
      if (result.__typename === 'UnassignLabResultSuccess') {
        notify('success', UNASSIGNED);
        setUnassigning(null);
        // The page's data is read again (the spec reloads the page): the result left the visit.
        await refresh().catch(() => notify('error', FETCH_RESULTS_ERROR));
        return;
      }
      notify('error', UNASSIGN_ERROR, 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', UNASSIGN_ERROR, error instanceof Error ? error.message : undefined);
    }
  };

  const commentCell = (row: PlanItemData) => comments.find('DIAGNOSTIC', row.code)?.comments || row.comment || '-';
  // An in-house row also shows the comment entered with its result.
  const inHouseCommentCell = (row: PlanItemData) => (
    <span className="block space-y-0.5">
      {inHouseCommentLines(inHouseResultOf(row)?.comment, comments.find('DIAGNOSTIC', row.code)?.comments || row.comment).map((line) => (
        <span key={line} className="line-clamp-2 block">
          {line}
        </span>
      ))}
    </span>
  );

  return (
    <section aria-label="Tests" className="space-y-3">
      <Tabs label="Tests" tabs={tabs} selected={tab} onSelect={setTab} actions={<LabOrderingControls visit={visit} writing={writing} />}>
        {tab === 'outside' && (
          <DataTable
            caption={TAB_OUTSIDE}
            rows={outside}
            rowKey={(row) => row.id}
            emptyText="No outside lab tests in this visit's plan. Add diagnostics in the Assessment step."
            columns={[
              { key: 'name', header: 'Test', render: (row) => row.name },
              { key: 'code', header: 'Lab code', render: (row) => labCodeOf(row) || NOT_AVAILABLE },
              { key: 'status', header: 'Status', render: (row) => outsideRowStatus(row, signed, labResults) },
              {
                key: 'result',
                header: 'Result',
                render: (row) => {
                  const result = labResultFor(row, labResults);
                  return result ? `${statusWord(result.status)} · ${result.identifier}` : '-';
                },
              },
              { key: 'comments', header: 'Comments', render: commentCell },
              {
                key: 'actions',
                header: <span className="sr-only">Actions</span>,
                pinned: true,
                render: (row) => {
                  const result = labResultFor(row, labResults);
                  return (
                    <div className="flex gap-2">
                      {result && (
                        <Button variant="ghost" className="px-2 py-1" onClick={() => setViewing(result)} aria-label={`View Result of ${row.name}`}>
                          View Result
                        </Button>
                      )}
                      <Button variant="ghost" className="px-2 py-1" onClick={() => setCommenting(row)} aria-label={`Edit ${row.name}`}>
                        Edit
                      </Button>
                    </div>
                  );
                },
              },
            ]}
          />
        )}
        {tab === 'lab' && providerName && (
          <div className="space-y-5">
            <DataTable
              caption={`${providerName} results`}
              rows={labResults}
              rowKey={(row) => row.id}
              emptyText={`No results from ${providerName} for this visit yet. Results arrive on their own after an order is submitted; Sync Results asks the lab now.`}
              columns={[
                { key: 'identifier', header: 'Accession', render: (row) => row.identifier || NOT_AVAILABLE },
                { key: 'tests', header: 'Tests', render: (row) => row.tests.map((test) => test.name).join(', ') || NOT_AVAILABLE },
                { key: 'status', header: 'Status', render: (row) => (row.assigned ? `Assigned - ${statusWord(row.status)}` : statusWord(row.status)) },
                { key: 'testDate', header: 'Test Date', render: (row) => formatStatusTime(row.testDate) },
                { key: 'final', header: 'Final Result Date', render: (row) => (row.finalResultDate ? formatStatusTime(row.finalResultDate) : '-') },
                {
                  key: 'actions',
                  header: <span className="sr-only">Actions</span>,
                  pinned: true,
                  render: (row) => (
                    <div className="flex flex-wrap gap-2">
                      <Button variant="ghost" className="px-2 py-1" onClick={() => setViewing(row)} aria-label={`View Result ${row.identifier}`}>
                        View Result
                      </Button>
                      {row.assigned && (
                        <Button variant="ghost" className="px-2 py-1" onClick={() => setHistory(row)} aria-label={`Assignment History of ${row.identifier}`}>
                          Assignment History
                        </Button>
                      )}
                      {row.assigned && writing.writable && (
                        <Button variant="ghost" className="px-2 py-1 text-rose-700" onClick={() => setUnassigning(row)} aria-label={`Unassign Result ${row.identifier}`}>
                          Unassign Result
                        </Button>
                      )}
                    </div>
                  ),
                },
              ]}
            />
            <DataTable
              caption={`${providerName} orders`}
              rows={labOrders}
              rowKey={(row) => row.id}
              emptyText="No orders yet."
              columns={[
                { key: 'kind', header: 'Order', render: (row) => (row.kind === 'ADDITIONAL' ? 'Additional order' : 'Order') },
                { key: 'tests', header: 'Tests', render: (row) => row.tests.map((test) => test.name).join(', ') || 'Chosen at the lab' },
                { key: 'status', header: 'Status', render: (row) => (row.lastError && row.status === 'QUEUED' ? `${ORDER_STATUS.QUEUED}: ${row.lastError}` : (ORDER_STATUS[row.status] ?? row.status)) },
                { key: 'by', header: 'Ordered by', render: (row) => `${row.createdByName}, ${formatStatusTime(row.createdAt)}` },
              ]}
            />
          </div>
        )}
        {tab === 'in-house' && (
          <DataTable
            caption={TAB_IN_HOUSE}
            rows={inHouse}
            rowKey={(row) => row.id}
            emptyText="No in-house tests in this visit's plan. Add diagnostics in the Assessment step."
            columns={[
              { key: 'name', header: 'Test', render: (row) => row.name },
              { key: 'code', header: 'Code', render: (row) => row.code || NOT_AVAILABLE },
              { key: 'status', header: 'Status', render: (row) => inHouseRowStatus(row, signed, inHouseResults) },
              { key: 'result', header: 'Result', render: (row) => <span className="line-clamp-2">{inHouseResultOf(row)?.result || '-'}</span> },
              { key: 'comments', header: 'Comments', render: inHouseCommentCell },
              {
                key: 'actions',
                header: <span className="sr-only">Actions</span>,
                pinned: true,
                render: (row) => (
                  <div className="flex flex-wrap gap-2">
                    {writing.writable && (
                      <Button variant="ghost" className="px-2 py-1" onClick={() => setEnteringResult(row)} aria-label={`Edit result of ${row.name}`}>
                        Edit result
                      </Button>
                    )}
                    {inHouseResultOf(row) && (
                      <Button variant="ghost" className="px-2 py-1" onClick={() => setShowingResult(row)} aria-label={`View Test Result of ${row.name}`}>
                        View
                      </Button>
                    )}
                    <Button variant="ghost" className="px-2 py-1" onClick={() => setCommenting(row)} aria-label={`Edit ${row.name}`}>
                      Edit
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </Tabs>

      <Suspense fallback={null}>
        {viewing && <LabResultViewer result={labResults.find((result) => result.id === viewing.id) ?? viewing} onClose={() => setViewing(null)} />}
        {history && <AssignmentHistory result={history} onClose={() => setHistory(null)} />}
        <ConfirmDialog
          open={unassigning !== null}
          onOpenChange={(open) => !open && setUnassigning(null)}
          title="Unassign Result"
          message={UNASSIGN_CONFIRM}
          confirmLabel="Unassign Result"
          busy={unassignBusy}
          onConfirm={() => void confirmUnassign()}
        />
        {enteringResult && (
          <InHouseResultModal visitId={visit.id} test={{ planItemId: enteringResult.rowId, name: enteringResult.name }} saved={inHouseResultOf(enteringResult)} writing={writing} onSaved={() => refresh().catch(() => void notify('error', FETCH_RESULTS_ERROR))} onClose={() => setEnteringResult(null)} />
        )}
        {showingResult && inHouseResultOf(showingResult) && (
          <TestResultDrawer name={showingResult.name} status={inHouseRowStatus(showingResult, signed, inHouseResults)} result={inHouseResultOf(showingResult)!} onClose={() => setShowingResult(null)} />
        )}
        {commenting && (
          <CommentDrawer
            title="Edit Diagnostics"
            name={commenting.name}
            details={[
              { label: 'Name', value: commenting.name },
              { label: 'Code', value: commenting.code },
              { label: 'Category', value: commenting.category ?? '' },
              { label: 'Kind', value: commenting.inHouse ? 'In-house test' : `Outside test (${labCodeOf(commenting)})` },
              { label: 'Description', value: commenting.description ?? '' },
            ]}
            comment={comments.find('DIAGNOSTIC', commenting.code)?.comments ?? commenting.comment ?? ''}
            editable={writing.writable}
            saving={comments.saving}
            onClose={() => setCommenting(null)}
            version={comments.find('DIAGNOSTIC', commenting.code)?.version ?? null}
            onSave={(text, basedOnVersion) => comments.save('DIAGNOSTIC', commenting.code, text, basedOnVersion)}
          />
        )}
      </Suspense>
    </section>
  );
}
