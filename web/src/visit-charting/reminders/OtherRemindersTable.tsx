// The pet's other (general) reminders in the subjective step's Reminders (spec 002 sections 2.2
// and 3): the reminder, its date and when it was last given.
import { graphql, useFragment } from 'react-relay';
import type { OtherRemindersTable_rows$data, OtherRemindersTable_rows$key } from '../../__generated__/OtherRemindersTable_rows.graphql';
import { RemindersTable, type ReminderTableProps } from './RemindersTable';

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

export function OtherRemindersTable({ rows, ...actions }: ReminderTableProps<OtherRemindersTable_rows$key, OtherReminderRow>) {
  const data = useFragment(fragment, rows);
  return (
    <RemindersTable
      caption="Other Reminders"
      rows={data}
      emptyText={EMPTY_OTHER_REMINDERS}
      rowName={(row) => row.reminder}
      columns={[
        { key: 'reminder', header: 'Reminder', render: (row) => <span className="font-medium text-slate-900">{row.reminder}</span> },
        { key: 'date', header: 'Date', className: 'whitespace-nowrap', render: (row) => row.date },
        { key: 'last', header: 'Last Given Date', className: 'whitespace-nowrap', render: (row) => row.lastGivenDate },
      ]}
      {...actions}
    />
  );
}
