// The table every admin list uses: a header row, skeleton rows while a page loads, the screen's
// empty text when there is nothing, and an optional caption for screen readers.
import type { ReactNode } from 'react';
import { focusRing } from '../Button';
import { Skeleton } from '../Skeleton';
import { useKeyboardScrollable } from '../useKeyboardScrollable';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  className?: string;
  /**
   * Stays at the table's right edge while the other columns scroll sideways: in a narrow window
   * (1024px with the sidebar open) a row's actions would otherwise sit out of sight.
   */
  pinned?: boolean;
}

const PINNED = 'sticky right-0 bg-inherit shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.18)]';

interface DataTableProps<Row> {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  emptyText: ReactNode;
  /** A page is loading: rows are dimmed, or skeletons shown when there are none yet. */
  loading?: boolean;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, emptyText, loading = false }: DataTableProps<Row>) {
  const scrollable = useKeyboardScrollable<HTMLDivElement>(`${caption} table`);
  return (
    <div {...scrollable} className={`relative overflow-x-auto rounded-xl border border-slate-200 bg-white ${focusRing}`}>
      <table className={`w-full text-left text-sm ${loading ? 'opacity-60' : ''}`} aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-4 py-3 ${column.pinned ? `${PINNED} bg-slate-50` : ''} ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && loading &&
            Array.from({ length: 3 }, (_, index) => (
              <tr key={`skeleton-${index}`}>
                {columns.map((column) => (
                  <td key={column.key} className="px-4 py-3">
                    <Skeleton className="h-4 w-24" />
                  </td>
                ))}
              </tr>
            ))}
          {rows.length === 0 && !loading && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                {emptyText}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)} className="bg-white hover:bg-slate-50">
              {columns.map((column) => (
                <td key={column.key} className={`px-4 py-3 text-slate-800 ${column.pinned ? PINNED : ''} ${column.className ?? ''}`}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
