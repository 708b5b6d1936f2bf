// /d/settings/fhir-export, the admin's FHIR export screen (docs/fhir.md 'Exporting from Settings'):
// 'Export the whole clinic' starts a FHIR R4 export built in the background; the table shows the
// clinic's exports newest first, a progress bar while one runs (the screen asks again every few
// seconds until none is moving), the zip's size and SHA-256 once done, and Download; a failed one
// shows why. Admins only; others see the permission notice (the gateway and main refuse them anyway).
import { Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { FhirExportPageQuery, FhirExportPageQuery$data } from '../__generated__/FhirExportPageQuery.graphql';
import { clinicDateTime } from '../audit/auditFormat';
import { useAccess } from '../auth/access';
import { BackHeader } from '../ui/BackHeader';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { notify } from '../ui/notifications/notificationStore';
import { PermissionDenied } from '../ui/PermissionDenied';
import { DataTable, type Column } from '../ui/table/DataTable';
import { canExportRecords } from './fhirExportAccess';
import { fileSizeText, isMoving, progressPercent } from './fhirExportFormat';
import { useStartFhirExport } from './mutations/useStartFhirExport';
import { useVerifyFhirExport } from './mutations/useVerifyFhirExport';

const fhirExportPageQuery = graphql`
  query FhirExportPageQuery {
    fhirExports {
      id
      state
      wholeClinic
      progress {
        step
        done
        total
      }
      fileSize
      sha256
      downloadUrl
      createdAt
      finishedAt
      requestedByName
      error
    }
    activeClinic {
      id
      timezone
    }
  }
`;

export interface FhirExportLoaderData {
  queryRef: PreloadedQuery<FhirExportPageQuery> | null;
}

type Row = FhirExportPageQuery$data['fhirExports'][number];

/** How often a moving export is looked at again. */
const POLL_MS = 2000;

const STATE_LABELS: Record<string, string> = { QUEUED: 'Queued', RUNNING: 'Running', DONE: 'Done', FAILED: 'Failed' };
const BADGE_TONE: Record<string, string> = {
  QUEUED: 'bg-sky-50 text-sky-800 ring-sky-200',
  RUNNING: 'bg-sky-50 text-sky-800 ring-sky-200',
  DONE: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  FAILED: 'bg-rose-50 text-rose-800 ring-rose-200',
};

function Status({ row }: { row: Row }) {
  const percent = progressPercent(row.progress);
  return (
    <div className="min-w-44">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${BADGE_TONE[row.state] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}>
        {STATE_LABELS[row.state] ?? row.state}
      </span>
      {isMoving(row.state) && (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={`Export progress${row.progress.step ? `: ${row.progress.step}` : ''}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-teal-600 transition-all" style={{ width: `${Math.max(percent, 4)}%` }} />
          </div>
          <span className="mt-1 block text-xs text-slate-500">{row.progress.step ? `${row.progress.step} · ${percent}%` : 'Waiting to start…'}</span>
        </div>
      )}
      {row.state === 'FAILED' && row.error && <span className="mt-1 block max-w-xs text-xs text-rose-800">{row.error}</span>}
    </div>
  );
}

function FileCell({ row }: { row: Row }) {
  if (row.state !== 'DONE' || row.fileSize == null || !row.sha256) return <span className="text-slate-400">—</span>;
  return (
    <span className="block">
      <span className="block text-slate-900">{fileSizeText(row.fileSize)}</span>
      <span className="block text-xs text-slate-500">SHA-256</span>
      <code className="block max-w-[18rem] font-mono text-xs break-all text-slate-700" data-testid="fhir-export-sha256">
        {row.sha256}
      </code>
    </span>
  );
}

function LoadedExports({ queryRef }: { queryRef: PreloadedQuery<FhirExportPageQuery> }) {
  const data = usePreloadedQuery(fhirExportPageQuery, queryRef);
  const environment = useRelayEnvironment();
  const [start, starting] = useStartFhirExport();
  const [confirming, setConfirming] = useState(false);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [verify] = useVerifyFhirExport();
  const [checkingId, setCheckingId] = useState<string | null>(null);
  const timeZone = data.activeClinic?.timezone ?? null;
  const rows = data.fhirExports;
  const moving = rows.some((row) => isMoving(row.state));

  const reload = () => fetchQuery<FhirExportPageQuery>(environment, fhirExportPageQuery, {}, { fetchPolicy: 'network-only' }).toPromise();

  // While an export is queued or running, the list is read again; a failed look is left to the next one.
  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setTimeout(() => {
      reload().catch(() => undefined);
    }, POLL_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each answer (a new `rows`) starts the wait again
  }, [moving, rows]);

  const onStart = async () => {
    try {
      const answer = (await start({ input: {} })).startFhirExport;
      if (answer.__typename === 'StartFhirExportSuccess') {
        notify('info', answer.message ?? 'The export has started.');
        setConfirming(false);
        await reload();
      } else {
        notify('error', answer.message ?? 'The export could not be started.');
      }
    } catch (error) {
      notify('error', 'Error', error instanceof Error ? error.message : 'An Error Occurred');
    }
  };

  // The address is asked for afresh (it is valid for minutes), then opened: the browser saves the zip.
  const onDownload = async (row: Row) => {
    setDownloadingId(row.id);
    try {
      const fresh = await reload();
      const url = fresh?.fhirExports.find((candidate) => candidate.id === row.id)?.downloadUrl;
      if (!url) {
        notify('error', 'This export cannot be downloaded.');
        return;
      }
      const link = document.createElement('a');
      link.href = url;
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      notify('error', 'Error', error instanceof Error ? error.message : 'An Error Occurred');
    } finally {
      setDownloadingId(null);
    }
  };

  // Check: the stored zip against its manifest; the answer names each file that differs.
  const onCheck = async (row: Row) => {
    setCheckingId(row.id);
    try {
      const answer = (await verify({ input: { fhirExportId: row.id } })).verifyFhirExport;
      if (answer.__typename !== 'VerifyFhirExportSuccess') notify('error', answer.message ?? 'The export could not be checked.');
      else if (answer.verified) notify('success', answer.message ?? 'The export verifies.');
      else notify('error', answer.message ?? 'The export does not verify.', (answer.problems ?? []).map((problem) => problem.message).join(' '));
    } catch (error) {
      notify('error', 'Error', error instanceof Error ? error.message : 'An Error Occurred');
    } finally {
      setCheckingId(null);
    }
  };

  const columns: Column<Row>[] = [
    {
      key: 'when',
      header: 'Started',
      className: 'whitespace-nowrap',
      render: (row) => {
        const { date, time } = clinicDateTime(row.createdAt, timeZone);
        return (
          <time dateTime={row.createdAt}>
            <span className="block text-slate-900">{date}</span>
            <span className="block text-xs text-slate-500">{time}</span>
          </time>
        );
      },
    },
    { key: 'scope', header: 'Records', className: 'whitespace-nowrap', render: (row) => (row.wholeClinic ? 'Whole clinic' : 'One pet') },
    { key: 'by', header: 'Requested by', className: 'whitespace-nowrap', render: (row) => row.requestedByName },
    { key: 'state', header: 'Status', render: (row) => <Status row={row} /> },
    { key: 'file', header: 'File', render: (row) => <FileCell row={row} /> },
    {
      key: 'action',
      header: <span className="sr-only">Action</span>,
      pinned: true,
      className: 'text-right whitespace-nowrap',
      render: (row) =>
        row.state === 'DONE' ? (
          <span className="inline-flex gap-2">
            <Button variant="ghost" className="px-3 py-1.5" busy={checkingId === row.id} onClick={() => void onCheck(row)} aria-label={`Check the export started ${Object.values(clinicDateTime(row.createdAt, timeZone)).join(' ')} against its manifest`}>
              Check
            </Button>
            <Button variant="secondary" className="px-3 py-1.5" busy={downloadingId === row.id} onClick={() => void onDownload(row)} aria-label={`Download the export started ${Object.values(clinicDateTime(row.createdAt, timeZone)).join(' ')}`}>
              Download
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-slate-600">
          Every pet, parent, visit, note, result and document of this clinic as FHIR R4 files (NDJSON, one file per resource type) with a manifest listing each file&apos;s size and SHA-256, in one zip. The export runs in
          the background: you can leave this page and come back. Starting and downloading an export are recorded in the audit log.
        </p>
        <Button onClick={() => setConfirming(true)} disabled={moving}>
          Export the whole clinic
        </Button>
      </div>
      {moving && <p className="mb-3 text-sm text-slate-600">An export is under way; a new one can be started once it has finished.</p>}
      <DataTable caption="FHIR exports" columns={columns} rows={rows} rowKey={(row) => row.id} emptyText="No exports yet. Use 'Export the whole clinic' to make the first one." />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title="Export the whole clinic?"
        message="Every record of this clinic is exported as FHIR R4 files into one zip you can download when it is ready. Large clinics can take several minutes."
        confirmLabel="Start export"
        busy={starting}
        onConfirm={() => void onStart()}
      />
    </>
  );
}

const SKELETON_COLUMNS = ['Started', 'Records', 'Requested by', 'Status', 'File'].map((header) => ({ key: header, header, render: () => null }));

export function FhirExportPage() {
  const { queryRef } = useLoaderData() as FhirExportLoaderData;
  const access = useAccess();
  return (
    <section aria-labelledby="fhir-export-title">
      <BackHeader title="Export records (FHIR)" id="fhir-export-title" />
      {queryRef && canExportRecords(access) ? (
        <Suspense fallback={<DataTable caption="FHIR exports" columns={SKELETON_COLUMNS} rows={[]} rowKey={() => ''} emptyText="" loading />}>
          <LoadedExports queryRef={queryRef} />
        </Suspense>
      ) : (
        <PermissionDenied />
      )}
    </section>
  );
}
