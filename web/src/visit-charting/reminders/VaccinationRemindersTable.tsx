// The pet's vaccinations in the subjective step's Reminders (spec 002 sections 2.2 and 4): each
// with its status as the server words it ('Current, MM/DD/YYYY' / 'Past Due, MM/DD/YYYY').
import { graphql, useFragment } from 'react-relay';
import type { VaccinationRemindersTable_rows$data, VaccinationRemindersTable_rows$key } from '../../__generated__/VaccinationRemindersTable_rows.graphql';
import { vaccineStatusTone } from './reminderForms';
import { RemindersTable, type ReminderTableProps } from './RemindersTable';

const fragment = graphql`
  fragment VaccinationRemindersTable_rows on VaccinationReminder @relay(plural: true) {
    id
    productName
    vaccinationCategory
    vaccinationCategoryId
    vaccineType
    vaccineTypeId
    vaccineId
    manufacturerName
    manufacturerId
    lotNumber
    givenDate
    expirationDate
    reminderDate
    vaccineStatus
    source
    isEditable
    version
  }
`;

export type VaccinationReminderRow = VaccinationRemindersTable_rows$data[number];

export const EMPTY_VACCINATIONS = 'No vaccinations recorded for this pet yet. Add one with Add Reminder.';

const STATUS_CLASSES = {
  current: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pastDue: 'bg-rose-50 text-rose-800 ring-rose-200',
  unknown: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

export function VaccinationRemindersTable({ rows, ...actions }: ReminderTableProps<VaccinationRemindersTable_rows$key, VaccinationReminderRow>) {
  const data = useFragment(fragment, rows);
  return (
    <RemindersTable
      caption="Vaccinations"
      rows={data}
      emptyText={EMPTY_VACCINATIONS}
      rowName={(row) => row.productName}
      columns={[
        { key: 'product', header: 'Product Name', render: (row) => <span className="font-medium text-slate-900">{row.productName}</span> },
        { key: 'category', header: 'Category', render: (row) => row.vaccinationCategory || '-' },
        { key: 'type', header: 'Vaccine Type', render: (row) => row.vaccineType || '-' },
        { key: 'manufacturer', header: 'Manufacturer', render: (row) => row.manufacturerName || '-' },
        { key: 'lot', header: 'Lot Number', className: 'whitespace-nowrap', render: (row) => row.lotNumber || '-' },
        { key: 'given', header: 'Given Date', className: 'whitespace-nowrap', render: (row) => row.givenDate },
        { key: 'reminder', header: 'Reminder Date', className: 'whitespace-nowrap', render: (row) => row.reminderDate },
        {
          key: 'status',
          header: 'Status',
          className: 'whitespace-nowrap',
          render: (row) => (
            <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASSES[vaccineStatusTone(row.vaccineStatus)]}`}>{row.vaccineStatus}</span>
          ),
        },
      ]}
      {...actions}
    />
  );
}
