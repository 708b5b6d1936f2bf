// 'View Result' of an orphaned result (spec 001 section 2.8): a wide drawer titled as a lab result
// with the lab's report in a frame. The report's address is asked for when the drawer opens (a
// short-lived same-origin link the server serves the lab's PDF from); when it cannot be had the
// person reads 'Result URL Retrieval Error' with the reason, and the drawer says so too.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { focusRing } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { Spinner } from '../ui/Spinner';
import { useOrphanResultReport } from './mutations/useOrphanResultReport';
import { formatUsDate } from './orphanedResults';

export const REPORT_ERROR_TITLE = 'Result URL Retrieval Error';
const DRAWER_WIDTH = 1100;

export interface ViewedResult {
  id: string;
  petName: string;
  providerName: string;
  identifier: string;
  testDate: string;
}

type Report = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

export function ResultReportDrawer({ result, onClose }: { result: ViewedResult; onClose: () => void }) {
  const [requestReport] = useOrphanResultReport();
  const [report, setReport] = useState<Report>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    requestReport({ input: { labResultId: result.id } })
      .then(({ requestLabResultReport: answer }) => {
        if (!current) return;
        if (answer.__typename === 'RequestLabResultReportSuccess' && answer.url) return setReport({ state: 'ready', url: answer.url });
        const message = (answer.__typename !== '%other' && 'message' in answer && answer.message) || 'The report could not be retrieved.';
        setReport({ state: 'failed', message });
        notify('error', REPORT_ERROR_TITLE, message);
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : 'The report could not be retrieved.';
        setReport({ state: 'failed', message });
        notify('error', REPORT_ERROR_TITLE, message);
      });
    return () => {
      current = false;
    };
  }, [result.id, requestReport]);

  const title = `Lab Result: ${result.petName}`;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          style={{ width: `min(${DRAWER_WIDTH}px, 100vw)` }}
          className="fixed top-0 right-0 z-50 flex h-full flex-col border-l border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {result.providerName} · Accession {result.identifier} · Test Date {formatUsDate(result.testDate)}
              </Dialog.Description>
            </div>
            <Dialog.Close className={`rounded-md p-1 text-slate-500 hover:bg-slate-100 ${focusRing}`} aria-label="Close">
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-3 px-6 py-5">
            {report.state === 'loading' && (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner /> Loading the lab report…
              </p>
            )}
            {report.state === 'failed' && (
              <InlineNotice tone="error">
                <strong className="font-semibold">{REPORT_ERROR_TITLE}</strong>: {report.message}
              </InlineNotice>
            )}
            {report.state === 'ready' && (
              <>
                <p className="text-sm">
                  <a href={report.url} target="_blank" rel="noopener" className={`font-medium text-teal-700 underline ${focusRing}`}>
                    Open the report in a new tab
                  </a>
                </p>
                <iframe src={report.url} title={`Lab report for ${result.petName}`} className="min-h-0 w-full flex-1 rounded-xl border border-slate-200 bg-white" />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
