// The table both kinds of reminder are listed in (spec 002 sections 2.2, 3 and 4): every row (at
// most 200, no paging) with Edit and Delete, disabled when the visit is locked or read-only; a
// row a third-party provider wrote is listed with where it came from instead.
import { buttonClasses } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/table/DataTable';

/** What the section hands either table: its fragment's rows and the row actions. */
export interface ReminderTableProps<Key, Row> {
  rows: Key;
  /** False when the visit is locked or read-only: the row actions are disabled. */
  editable: boolean;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

interface RemindersTableProps<Row> extends ReminderTableProps<ReadonlyArray<Row>, Row> {
  caption: string;
  emptyText: string;
  /** The data columns; the actions column is added here. */
  columns: ReadonlyArray<Column<Row>>;
  /** What Edit and Delete act on (their accessible names). */
  rowName: (row: Row) => string;
}

export function RemindersTable<Row extends { readonly id: string; readonly isEditable: boolean; readonly source: string }>(props: RemindersTableProps<Row>) {
  const { caption, rows, emptyText, columns, rowName, editable, onEdit, onDelete } = props;
  const actions: Column<Row> = {
    key: 'actions',
    header: <span className="sr-only">Actions</span>,
    pinned: true,
    className: 'text-right whitespace-nowrap',
    render: (row) =>
      row.isEditable ? (
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5')} disabled={!editable} onClick={() => onEdit(row)} aria-label={`Edit ${rowName(row)}`}>
            Edit
          </button>
          <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5 text-rose-700')} disabled={!editable} onClick={() => onDelete(row)} aria-label={`Delete ${rowName(row)}`}>
            Delete
          </button>
        </div>
      ) : (
        <span className="text-xs text-slate-600">From {row.source}</span>
      ),
  };
  return <DataTable caption={caption} rows={rows} rowKey={(row) => row.id} emptyText={emptyText} columns={[...columns, actions]} />;
}
