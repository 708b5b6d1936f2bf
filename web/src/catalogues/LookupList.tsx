// The frame every lookup tab shares (spec 000 "Admin list pages", spec 001 section 2.1): server
// search (500 ms debounce), Add, Export (CSV or Excel, every matching row), Print (every matching
// row on paper), Excel import, the table with the friendly empty text, and page controls.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../ui/Button';
import { notify } from '../ui/notifications/notificationStore';
import { DataTable, type Column } from '../ui/table/DataTable';
import { SearchInput } from '../ui/table/SearchInput';
import { TablePager } from '../ui/table/TablePager';
import type { Paging } from '../ui/table/useConnectionPages';
import { ImportLookupModal } from './ImportLookupModal';
import { downloadLookupList, lookupListRows, type LookupModule } from './lookupFiles';

export const EMPTY_TEXT = 'It looks like our database has no data for this. Go ahead and add some!';
export const SEARCH_DEBOUNCE_MS = 500;

export interface LookupListProps<Row> {
  title: string;
  module: LookupModule;
  addLabel: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  totalCount: number;
  paging: Paging;
  /** Absent when the viewer may not change the list. */
  onAdd?: () => void;
  /** The import's columns; absent for lists that are exported but not imported (the catalogues). */
  importColumns?: ReadonlyArray<{ name: string; note?: string }>;
  children?: ReactNode;
}

// While printing, only the print area is shown (the dashboard frame, toolbar and paged table are not).
const PRINT_STYLE = `@media print {
  body * { visibility: hidden !important; }
  .lookup-print-area, .lookup-print-area * { visibility: visible !important; }
  .lookup-print-area { position: absolute; inset: 0 auto auto 0; width: 100%; display: block !important; }
}`;

function PrintArea({ title, rows, onDone }: { title: string; rows: string[][]; onDone: () => void }) {
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    const done = () => onDoneRef.current();
    window.addEventListener('afterprint', done);
    // Let the browser lay the rows out before the print dialog takes a snapshot.
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, []);
  const [header = [], ...body] = rows;
  return createPortal(
    <div className="lookup-print-area hidden p-6 text-black" data-testid="print-area">
      <style>{PRINT_STYLE}</style>
      <h1 className="mb-1 text-xl font-semibold">{title}</h1>
      <p className="mb-4 text-sm">
        {body.length} {body.length === 1 ? 'row' : 'rows'} · printed {new Date().toLocaleString()}
      </p>
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            {header.map((cell) => (
              <th key={cell} className="border-b-2 border-black px-2 py-1">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((cells, index) => (
            <tr key={index} className="break-inside-avoid">
              {cells.map((cell, column) => (
                <td key={column} className="border-b border-slate-400 px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}

export function LookupList<Row>(props: LookupListProps<Row>) {
  const { title, module, addLabel, columns, rows, rowKey, totalCount, paging, onAdd, importColumns, children } = props;
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState<null | 'CSV' | 'XLSX' | 'print'>(null);
  const [printRows, setPrintRows] = useState<string[][] | null>(null);

  const exportAs = async (format: 'CSV' | 'XLSX') => {
    setBusy(format);
    try {
      await downloadLookupList(module, format, paging.search);
    } catch (error) {
      notify('error', 'Export Error', error instanceof Error ? error.message : 'An Error Occurred');
    } finally {
      setBusy(null);
    }
  };

  const print = async () => {
    setBusy('print');
    try {
      setPrintRows(await lookupListRows(module, paging.search));
    } catch (error) {
      notify('error', 'Print Error', error instanceof Error ? error.message : 'An Error Occurred');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-label={title} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput label={`Search ${title}`} placeholder={`Search ${title.toLowerCase()}`} debounceMs={SEARCH_DEBOUNCE_MS} onSearch={paging.setSearch} />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" busy={busy === 'CSV'} disabled={busy !== null} onClick={() => exportAs('CSV')}>
            Export CSV
          </Button>
          <Button variant="secondary" busy={busy === 'XLSX'} disabled={busy !== null} onClick={() => exportAs('XLSX')}>
            Export Excel
          </Button>
          <Button variant="secondary" busy={busy === 'print'} disabled={busy !== null} onClick={print}>
            Print
          </Button>
          {onAdd && importColumns && (
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import
            </Button>
          )}
          {onAdd && <Button onClick={onAdd}>{addLabel}</Button>}
        </div>
      </div>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={rowKey} emptyText={EMPTY_TEXT} loading={paging.isPending} />
      <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={totalCount} onPage={paging.setPage} disabled={paging.isPending} />
      {onAdd && importColumns && (
        <ImportLookupModal open={importing} onOpenChange={setImporting} module={module} title={title} columns={importColumns} onImported={paging.reload} />
      )}
      {printRows && <PrintArea title={title} rows={printRows} onDone={() => setPrintRows(null)} />}
      {children}
    </section>
  );
}

/** Edit and Delete buttons of a row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-0.5">
      <Button variant="ghost" className="px-1.5 py-1 text-xs" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="ghost" className="px-1.5 py-1 text-xs text-rose-700 hover:bg-rose-50" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </div>
  );
}
