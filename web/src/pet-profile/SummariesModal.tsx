// The Summaries modal of a visit (spec 001 section 2.9 and its rule in section 4): 'Loading data
// for summaries...' while the visit's status is read, then either the Download rows or, when the
// status allows no summaries, 'Summary not available for this visit'. Spec 001 lists three rows
// (SOAP Clinical Note, Treatment Plan / Estimate, Take Home Instructions); spec 002 section 2.9
// names a fourth printable document, the combined Final Visit Summary & Invoice, which staff print
// at checkout, so it is a row too (docs/documents.md). A Download asks the server for a
// short-lived link to the PDF (which it renders, checking the visit's clinic and status) and saves
// the file.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SummariesModalQuery } from '../__generated__/SummariesModalQuery.graphql';
import type { VisitDocumentKind } from '../__generated__/useCreateVisitDocumentLinkMutation.graphql';
import { Button } from '../ui/Button';
import { downloadBlob } from '../ui/download';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useCreateVisitDocumentLink } from './mutations/useCreateVisitDocumentLink';

export const LOADING_SUMMARIES = 'Loading data for summaries...';
export const SUMMARY_NOT_AVAILABLE = 'Summary not available for this visit';
export const COMPLETE_SOAP_FIRST = 'You need to successfully complete soap process for a pet to download summary';
const DOWNLOAD_ERROR = 'Download Error';

export const SUMMARY_ROWS: ReadonlyArray<{ kind: VisitDocumentKind; label: string }> = [
  { kind: 'FINAL_SUMMARY', label: 'Final Visit Summary & Invoice' },
  { kind: 'SOAP_NOTE', label: 'SOAP Clinical Note' },
  { kind: 'TREATMENT_PLAN', label: 'Treatment Plan / Estimate' },
  { kind: 'TAKE_HOME', label: 'Take Home Instructions' },
];

const query = graphql`
  query SummariesModalQuery($id: ID!) {
    node(id: $id) {
      ... on Visit {
        summariesAvailable
      }
    }
  }
`;

/** The file name the server gives the PDF (Content-Disposition), else one from the row. */
function fileNameOf(response: Response, label: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? `${label.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.pdf`;
}

function SummaryRows({ visitId }: { visitId: string }) {
  const { node } = useLazyLoadQuery<SummariesModalQuery>(query, { id: visitId }, { fetchPolicy: 'network-only' });
  const [createLink] = useCreateVisitDocumentLink();
  const [downloading, setDownloading] = useState<VisitDocumentKind | null>(null);

  if (!node?.summariesAvailable) {
    return (
      <InlineNotice tone="info">
        <strong className="block">{SUMMARY_NOT_AVAILABLE}</strong>
        {COMPLETE_SOAP_FIRST}
      </InlineNotice>
    );
  }

  const download = async (kind: VisitDocumentKind, label: string) => {
    setDownloading(kind);
    try {
      const { createVisitDocumentLink: result } = await createLink({ input: { visitId, kind } });
      if (result.__typename !== 'CreateVisitDocumentLinkSuccess' || !result.url) {
        notify('error', DOWNLOAD_ERROR, 'message' in result ? result.message : undefined);
        return;
      }
      const response = await fetch(result.url);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        notify('error', DOWNLOAD_ERROR, body?.message ?? `The ${label} could not be downloaded.`);
        return;
      }
      downloadBlob(await response.blob(), fileNameOf(response, label));
    } catch (error) {
      notify('error', DOWNLOAD_ERROR, error instanceof Error ? error.message : undefined);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {SUMMARY_ROWS.map((row) => (
        <li key={row.kind} className="flex items-center justify-between gap-4 px-4 py-3">
          <span className="text-sm font-medium text-slate-900">{row.label}</span>
          <Button variant="secondary" className="px-3 py-1.5" busy={downloading === row.kind} disabled={downloading !== null} aria-label={`Download ${row.label}`} onClick={() => void download(row.kind, row.label)}>
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}

interface SummariesModalProps {
  /** The visit whose summaries are shown; null closes the modal. */
  visit: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}

export function SummariesModal({ visit, onOpenChange }: SummariesModalProps) {
  return (
    <Modal open={visit !== null} onOpenChange={onOpenChange} title="Summaries" description={visit?.name} width={520}>
      {visit && (
        <ErrorBoundary fallback={<InlineNotice tone="error">The summaries could not be loaded. Please close this and try again.</InlineNotice>}>
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                {LOADING_SUMMARIES}
              </p>
            }
          >
            <SummaryRows visitId={visit.id} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Modal>
  );
}
