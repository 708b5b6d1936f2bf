// The result viewer drawer (spec 002 section 2.7, 90% wide): the lab result's values (LabValuesTable)
// and the lab's own report in an embedded frame, from a short-lived address the server gives
// (requestLabResultReport). Failing to get the address is 'Result URL Retrieval Error' (section 8).
import { useEffect, useState } from 'react';
import { Drawer } from '../../ui/Drawer';
import { InlineNotice } from '../../ui/InlineNotice';
import { notify } from '../../ui/notifications/notificationStore';
import { useRequestLabResultReport } from './mutations/useRequestLabResultReport';
import { LabValuesTable } from './LabValuesTable';
import type { LabResultData } from './resultsData';
import { formatStatusTime, statusWord } from './resultsRules';

export const RESULT_URL_ERROR = 'Result URL Retrieval Error';

export function LabResultViewer({ result, onClose }: { result: LabResultData; onClose: () => void }) {
  const [requestReport] = useRequestLabResultReport();
  const [report, setReport] = useState<{ url: string } | { error: string } | null>(null);

  useEffect(() => {
    if (!result.reportAvailable) return;
    let current = true;
    requestReport({ input: { labResultId: result.id } })
      .then(({ requestLabResultReport: answer }) => {
        if (!current) return;
        if (answer.__typename === 'RequestLabResultReportSuccess' && answer.url) return setReport({ url: answer.url });
        const message = 'message' in answer ? answer.message : undefined;
        notify('error', RESULT_URL_ERROR, message);
        setReport({ error: message || 'The report could not be opened.' });
      })
      .catch((error: unknown) => {
        if (!current) return;
        notify('error', RESULT_URL_ERROR, error instanceof Error ? error.message : undefined);
        setReport({ error: 'The report could not be opened.' });
      });
    return () => {
      current = false;
    };
  }, [result.id, result.reportAvailable, requestReport]);

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${result.providerName} Result ${result.identifier}`}
      description={`${statusWord(result.status)} · tested ${formatStatusTime(result.testDate)}${result.finalResultDate ? ` · final ${formatStatusTime(result.finalResultDate)}` : ''}`}
      width="90%"
    >
      <div className="space-y-6">
        <LabValuesTable result={result} />
        <section aria-label="Report" className="space-y-2">
          <h4 className="text-base font-semibold text-slate-900">Report</h4>
          {!result.reportAvailable ? (
            <p className="text-sm text-slate-600">The lab has no report for this result yet.</p>
          ) : report === null ? (
            <p role="status" className="flex h-[70vh] items-center justify-center rounded-xl border border-slate-200 text-sm text-slate-600">
              Loading the report…
            </p>
          ) : 'error' in report ? (
            <InlineNotice tone="error">{report.error}</InlineNotice>
          ) : (
            <>
              <a href={report.url} target="_blank" rel="noopener" className="text-sm font-medium text-teal-700 underline">
                Open the report on its own
              </a>
              <iframe src={report.url} title={`${result.providerName} report ${result.identifier}`} className="h-[90vh] w-full rounded-xl border border-slate-200" />
            </>
          )}
        </section>
      </div>
    </Drawer>
  );
}
