// The pet's vaccinations in the subjective step's Reminders (spec 002 sections 2.2 and 4): every
// row (at most 200, no paging) with its status as the server words it ('Current, MM/DD/YYYY' /
// 'Past Due, MM/DD/YYYY'); a third-party provider's rows are listed without edit and delete.
import { graphql, useFragment } from 'react-relay';
import type { VaccinationRemindersTable_rows$data, VaccinationRemindersTable_rows$key } from '../../__generated__/VaccinationRemindersTable_rows.graphql';
import { buttonClasses } from '../../ui/Button';
import { DataTable } from '../../ui/table/DataTable';
import { vaccineStatusTone } from './reminderForms';

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

interface VaccinationRemindersTableProps {
  rows: VaccinationRemindersTable_rows$key;
  /** False when the visit is locked or read-only: the row actions are disabled. */
  editable: boolean;
  onEdit: (row: VaccinationReminderRow) => void;
  onDelete: (row: VaccinationReminderRow) => void;
}

export function VaccinationRemindersTable({ rows, editable, onEdit, onDelete }: VaccinationRemindersTableProps) {
  const data = useFragment(fragment, rows);
  return (
    <DataTable
      caption="Vaccinations"
      rows={data}
      rowKey={(row) => row.id}
      emptyText={EMPTY_VACCINATIONS}
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
        {
          key: 'actions',
          header: <span className="sr-only">Actions</span>,
          pinned: true,
          className: 'text-right whitespace-nowrap',
          render: (row) =>
            row.isEditable ? (
              <div className="flex justify-end gap-2">
                <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5')} disabled={!editable} onClick={() => onEdit(row)} aria-label={`Edit ${row.productName}`}>
                  Edit
                </button>
                <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5 text-rose-700')} disabled={!editable} onClick={() => onDelete(row)} aria-label={`Delete ${row.productName}`}>
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
