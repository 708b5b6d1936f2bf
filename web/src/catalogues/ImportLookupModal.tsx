// Excel import of one lookup list (spec 000 section 5: spreadsheet files only, a single file).
// The browser refuses other file types and files over 5 MB before sending; the service judges
// the content again and either imports every row or none, listing each bad row's reason.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { downloadImportTemplate, type LookupModule } from './lookupFiles';
import { useImportLookupFile } from './mutations/useImportLookupFile';

export const SPREADSHEET_ACCEPT = '.xlsx,.xls,.csv';
const MAX_BYTES = 5 * 1024 * 1024;
const NOT_A_SPREADSHEET = 'Please upload a spreadsheet file (.xlsx, .xls or .csv).';
const TOO_LARGE = 'The file is too large: the limit is 5 MB.';

interface ImportLookupModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  module: LookupModule;
  title: string;
  /** The columns the header row must name, as the template has them. */
  columns: ReadonlyArray<{ name: string; note?: string }>;
  onImported: () => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Failed to read file'));
    reader.readAsDataURL(file);
  });
}

export function ImportLookupModal({ open, onOpenChange, module, title, columns, onImported }: ImportLookupModalProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reasons, setReasons] = useState<ReadonlyArray<string>>([]);
  const [importFile, busy] = useImportLookupFile();

  const reset = () => {
    setFile(null);
    setProblem(null);
    setReasons([]);
  };

  const choose = (chosen: File | undefined) => {
    setReasons([]);
    if (!chosen) return reset();
    const extension = chosen.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
    if (!SPREADSHEET_ACCEPT.split(',').includes(extension)) {
      setFile(null);
      return setProblem(NOT_A_SPREADSHEET);
    }
    if (chosen.size > MAX_BYTES) {
      setFile(null);
      return setProblem(TOO_LARGE);
    }
    setProblem(null);
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(problem ?? 'Please choose a file.');
    let dataUri: string;
    try {
      dataUri = await readAsDataUrl(file);
    } catch {
      return notify('error', 'Import File Error', 'Failed to read file');
    }
    try {
      const { importLookupFile: result } = await importFile({ input: { module, fileName: file.name, dataUri } });
      if (result.__typename === 'ImportLookupFileSuccess') {
        notify('success', 'Import complete', result.message);
        reset();
        onOpenChange(false);
        onImported();
        return;
      }
      const rowReasons = result.__typename === 'InputValidationError' ? (result.fieldErrors ?? []).filter((error) => error.path.startsWith('rows.')) : [];
      setReasons(rowReasons.map((error) => error.message));
      notify('error', 'Import File Error', result.__typename === '%other' ? 'An unexpected error occurred' : result.message);
    } catch (error) {
      notify('error', 'Import File Error', error instanceof Error ? error.message : 'An unexpected error occurred');
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={`Import ${title}`}
      description="Add many rows at once from a spreadsheet. Every row is checked first: if any row has a problem, nothing is imported."
      width={560}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <section aria-labelledby={`${inputId}-columns`} className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          <h3 id={`${inputId}-columns`} className="font-semibold text-slate-900">
            Expected columns
          </h3>
          <p className="mt-1">The first row names the columns (in any order):</p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {columns.map((column) => (
              <li key={column.name}>
                <span className="font-medium">{column.name}</span>
                {column.note && <span className="text-slate-600"> — {column.note}</span>}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-3 font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-900"
            onClick={() => downloadImportTemplate(module).catch((error: Error) => notify('error', 'Error', error.message))}
          >
            Download template
          </button>
        </section>

        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Spreadsheet file (.xlsx, .xls or .csv, up to 5 MB)
          </label>
          <input
            id={inputId}
            type="file"
            accept={SPREADSHEET_ACCEPT}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-teal-50 file:px-3 file:py-2 file:font-semibold file:text-teal-800 hover:file:bg-teal-100"
          />
          {problem && (
            <p id={`${inputId}-error`} className="mt-1.5 text-sm text-rose-600">
              {problem}
            </p>
          )}
        </div>

        {reasons.length > 0 && (
          <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800">
            <p className="font-semibold">Nothing was imported. Fix these rows and try again:</p>
            <ul className="mt-1 list-disc pl-5">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}

        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} disabled={!file}>
            Import
          </Button>
        </div>
      </form>
    </Modal>
  );
}
