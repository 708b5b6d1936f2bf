// The 'Import records (FHIR)' modal of the Settings page (docs/fhir-import.md):
// an admin picks an export's files (.ndjson, manifest.json), a dry run shows what would be created,
// matched and cannot be mapped, and Import creates exactly that. Loaded when first opened.
import { useEffect, useId, useState } from 'react';
import { useFragment } from 'react-relay';
import { FHIR_IMPORT_MAX_CHARS, FHIR_IMPORT_MAX_FILES, FHIR_IMPORT_MESSAGES } from '@vetchart/contracts/fhir/fhir-import';
import type { fhirImportReport_report$data, fhirImportReport_report$key } from '../__generated__/fhirImportReport_report.graphql';
import { Button } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { fhirImportReportFragment } from './mutations/fhirImportReport';
import { useApplyFhirImport } from './mutations/useApplyFhirImport';
import { usePlanFhirImport } from './mutations/usePlanFhirImport';

const KINDS = [
  ['petParents', 'Pet parents'],
  ['pets', 'Pets'],
  ['visits', 'Visits'],
  ['vitals', 'Vitals'],
  ['notes', 'Notes'],
  ['files', 'Files'],
] as const;

interface FhirImportModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Files = Array<{ name: string; text: string }>;

function ItemList({ items }: { items: ReadonlyArray<{ source: string; label: string; note?: string | null }> }) {
  if (!items.length) return null;
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-600">
      {items.map((item) => (
        <li key={item.source}>
          {item.label}
          {item.note && <span className="text-slate-500"> — {item.note}</span>}
        </li>
      ))}
    </ul>
  );
}

function Report({ report, applied }: { report: fhirImportReport_report$key; applied: boolean }) {
  const data: fhirImportReport_report$data = useFragment(fhirImportReportFragment, report);
  return (
    <div className="space-y-4 text-sm">
      {data.manifestFormat && (
        <p className="text-slate-600">
          Export {data.manifestClinicName ? `of ${data.manifestClinicName} ` : ''}taken {data.manifestTime} ({data.manifestFormat}).
        </p>
      )}
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            <th scope="col" className="py-1 font-medium">
              Kind
            </th>
            <th scope="col" className="py-1 font-medium">
              {applied ? 'Created' : 'Would create'}
            </th>
            <th scope="col" className="py-1 font-medium">
              {applied ? 'Matched' : 'Would match'}
            </th>
          </tr>
        </thead>
        <tbody>
          {KINDS.map(([kind, label]) => (
            <tr key={kind} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1 font-medium text-slate-800">
                {label}
              </th>
              <td className="py-1">
                {data.create[kind].length}
                <ItemList items={data.create[kind]} />
              </td>
              <td className="py-1">{data.match[kind].length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <h3 className="font-semibold text-slate-800">Cannot map ({data.cannotMap.length})</h3>
        {data.cannotMap.length > 0 && (
          <ul className="mt-1 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5 text-slate-600">
            {data.cannotMap.map((problem, index) => (
              <li key={`${problem.source}-${index}`}>
                <span className="font-mono text-xs">{problem.source}</span>: {problem.reason}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function FhirImportModal({ open, onOpenChange }: FhirImportModalProps) {
  const inputId = useId();
  const [files, setFiles] = useState<Files | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<{ key: fhirImportReport_report$key; applied: boolean } | null>(null);
  const [plan, planning] = usePlanFhirImport();
  const [apply, applying] = useApplyFhirImport();

  // Opening it again starts over.
  useEffect(() => {
    if (open) {
      setFiles(null);
      setReport(null);
      setError(null);
    }
  }, [open]);

  const choose = async (list: FileList | null) => {
    setReport(null);
    setError(null);
    const chosen = [...(list ?? [])];
    if (!chosen.length) return setFiles(null);
    if (chosen.length > FHIR_IMPORT_MAX_FILES) return setError(FHIR_IMPORT_MESSAGES.tooManyFiles);
    if (chosen.reduce((sum, file) => sum + file.size, 0) > FHIR_IMPORT_MAX_CHARS) return setError(FHIR_IMPORT_MESSAGES.tooLarge);
    setFiles(await Promise.all(chosen.map(async (file) => ({ name: file.name, text: await file.text() }))));
  };

  const run = async (which: 'plan' | 'apply') => {
    if (!files) return setError(FHIR_IMPORT_MESSAGES.noFiles);
    setError(null);
    try {
      const response = which === 'plan' ? (await plan({ input: { files } })).planFhirImport : (await apply({ input: { files } })).applyFhirImport;
      if (response.__typename === 'FhirImportReport') {
        setReport({ key: response, applied: which === 'apply' });
        if (which === 'apply') notify('success', 'Records imported');
        return;
      }
      setError('message' in response && response.message ? response.message : 'The import did not work. Please try again.');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The import did not work. Please try again.');
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      width={720}
      title="Import records (FHIR)"
      description="Choose a FHIR R4 export's files (one .ndjson file per resource type, and manifest.json when there is one). A dry run shows what would be created and what cannot be mapped; Import then creates exactly that."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button variant="secondary" busy={planning} disabled={!files || applying} onClick={() => void run('plan')}>
            Dry run
          </Button>
          <Button busy={applying} disabled={!files || !report || report.applied || planning} onClick={() => void run('apply')}>
            Import
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Export files
          </label>
          <input id={inputId} type="file" multiple accept=".ndjson,.json,application/fhir+ndjson,application/json" className="mt-1 block w-full text-sm" onChange={(event) => void choose(event.target.files)} />
          {files && <p className="mt-1 text-xs text-slate-500">{files.map((file) => file.name).join(', ')}</p>}
        </div>
        {error && <InlineNotice tone="error">{error}</InlineNotice>}
        {report?.applied && <InlineNotice tone="success">Imported. Importing the same files again creates nothing more.</InlineNotice>}
        {report && <Report report={report.key} applied={report.applied} />}
      </div>
    </Modal>
  );
}
