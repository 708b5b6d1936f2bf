// The pet's other (general) reminders in the subjective step's Reminders (spec 002 sections 2.2
// and 3): the reminder, its date and when it was last given; at most 200 rows, no paging.
import { graphql, useFragment } from 'react-relay';
import type { OtherRemindersTable_rows$data, OtherRemindersTable_rows$key } from '../../__generated__/OtherRemindersTable_rows.graphql';
import { buttonClasses } from '../../ui/Button';
import { DataTable } from '../../ui/table/DataTable';

const fragment = graphql`
  fragment OtherRemindersTable_rows on OtherReminder @relay(plural: true) {
    id
    reminder
    date
    lastGivenDate
    source
    isEditable
    version
  }
`;

export type OtherReminderRow = OtherRemindersTable_rows$data[number];

export const EMPTY_OTHER_REMINDERS = 'No other reminders for this pet yet. Add one with Add Reminder.';

interface OtherRemindersTableProps {
  rows: OtherRemindersTable_rows$key;
  /** False when the visit is locked or read-only: the row actions are disabled. */
  editable: boolean;
  onEdit: (row: OtherReminderRow) => void;
  onDelete: (row: OtherReminderRow) => void;
}

export function OtherRemindersTable({ rows, editable, onEdit, onDelete }: OtherRemindersTableProps) {
  const data = useFragment(fragment, rows);
  return (
    <DataTable
      caption="Other Reminders"
      rows={data}
      rowKey={(row) => row.id}
      emptyText={EMPTY_OTHER_REMINDERS}
      columns={[
        { key: 'reminder', header: 'Reminder', render: (row) => <span className="font-medium text-slate-900">{row.reminder}</span> },
        { key: 'date', header: 'Date', className: 'whitespace-nowrap', render: (row) => row.date },
        { key: 'last', header: 'Last Given Date', className: 'whitespace-nowrap', render: (row) => row.lastGivenDate },
        {
          key: 'actions',
          header: <span className="sr-only">Actions</span>,
          pinned: true,
          className: 'text-right whitespace-nowrap',
          render: (row) =>
            row.isEditable ? (
              <div className="flex justify-end gap-2">
                <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5')} disabled={!editable} onClick={() => onEdit(row)} aria-label={`Edit ${row.reminder}`}>
                  Edit
                </button>
                <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5 text-rose-700')} disabled={!editable} onClick={() => onDelete(row)} aria-label={`Delete ${row.reminder}`}>
                  Delete
                </button>
              </div>
            ) : (
              <span className="text-xs text-slate-600">From {row.source}</span>
            ),
        },
      ]}
    />
  );
}
