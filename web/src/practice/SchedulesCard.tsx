// The welcome page's Schedules (spec 003 section 2.8): a date range, a doctor select and Filter
// over the practice system's appointments; each row shows Sync (not synced yet, or changed in the
// practice system since) or Open; 'Search for pets' opens the patient search.
import { Suspense, lazy, useId, useState, useTransition } from 'react';
import { Link } from 'react-router';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SchedulesCardQuery, SchedulesCardQuery$data } from '../__generated__/SchedulesCardQuery.graphql';
import { petProfilePath } from '../pets/petAccess';
import { Button, buttonClasses } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { DataTable } from '../ui/table/DataTable';
import { useSyncAndOpen } from './useSyncAndOpen';

const PracticePatientSearchModal = lazy(async () => ({ default: (await import('./PracticePatientSearchModal')).PracticePatientSearchModal }));

const schedulesQuery = graphql`
  query SchedulesCardQuery($startDate: String!, $endDate: String!, $doctorId: String) {
    practiceDoctors {
      __typename
      ... on PracticeDoctorList {
        doctors {
          doctorId
          name
        }
      }
    }
    practiceSchedules(startDate: $startDate, endDate: $endDate, doctorId: $doctorId) {
      __typename
      ... on PracticeSchedule {
        appointments {
          appointmentId
          petName
          petParentName
          doctor
          appointmentType
          appointmentDate
          appointmentTime
          status
          source
          sourceId
          canSync
          pet {
            id
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Appointment = NonNullable<SchedulesCardQuery$data['practiceSchedules']['appointments']>[number];

interface Filter {
  startDate: string;
  endDate: string;
  doctorId: string;
}

const localDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));
const formatTime = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

export function SchedulesCard() {
  const [applied, setApplied] = useState<Filter>(() => ({ startDate: localDay(0), endDate: localDay(7), doctorId: '' }));
  const [isPending, startTransition] = useTransition();
  const [searching, setSearching] = useState(false);
  return (
    <section aria-labelledby="schedules-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-6 py-4">
        <div>
          <h2 id="schedules-heading" className="text-lg font-semibold text-slate-900">
            Schedules
          </h2>
          <p className="mt-1 text-sm text-slate-500">Appointments from your practice-management system.</p>
        </div>
        <Button variant="secondary" onClick={() => setSearching(true)}>
          Search for pets
        </Button>
      </div>
      <Suspense fallback={<SchedulesLoading />}>
        <SchedulesContent filter={applied} pending={isPending} onFilter={(next) => startTransition(() => setApplied(next))} />
      </Suspense>
      {searching && (
        <Suspense fallback={null}>
          <PracticePatientSearchModal open={searching} onOpenChange={setSearching} />
        </Suspense>
      )}
    </section>
  );
}

function SchedulesLoading() {
  return (
    <div className="p-6" aria-busy="true">
      <DataTable caption="Schedules" columns={[{ key: 'loading', header: 'Appointments', render: () => null }]} rows={[]} rowKey={() => ''} emptyText="" loading />
    </div>
  );
}

function SchedulesContent({ filter, pending, onFilter }: { filter: Filter; pending: boolean; onFilter: (next: Filter) => void }) {
  const data = useLazyLoadQuery<SchedulesCardQuery>(
    schedulesQuery,
    { startDate: filter.startDate, endDate: filter.endDate, doctorId: filter.doctorId || null },
    { fetchPolicy: 'store-and-network' },
  );
  const [draft, setDraft] = useState(filter);
  const [syncAndOpen, syncing] = useSyncAndOpen();
  const doctorSelectId = useId();
  const doctors = data.practiceDoctors.__typename === 'PracticeDoctorList' ? data.practiceDoctors.doctors : [];
  const schedule = data.practiceSchedules;
  const rangeError = draft.startDate && draft.endDate && draft.endDate < draft.startDate ? 'The end date must not be before the start date' : undefined;

  return (
    <div className="space-y-4 p-6">
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Filter schedules"
        onSubmit={(event) => {
          event.preventDefault();
          if (!rangeError && draft.startDate && draft.endDate) onFilter(draft);
        }}
      >
        <TextField label="From" type="date" required value={draft.startDate} onChange={(event) => setDraft({ ...draft, startDate: event.target.value })} />
        <TextField label="To" type="date" required value={draft.endDate} error={rangeError} onChange={(event) => setDraft({ ...draft, endDate: event.target.value })} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={doctorSelectId} className="text-sm font-medium text-slate-700">
            Doctor
          </label>
          <select
            id={doctorSelectId}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900"
            value={draft.doctorId}
            onChange={(event) => setDraft({ ...draft, doctorId: event.target.value })}
          >
            <option value="">All doctors</option>
            {doctors.map((doctor) => (
              <option key={doctor.doctorId} value={doctor.doctorId}>
                {doctor.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" busy={pending}>
          Filter
        </Button>
      </form>
      {/* Without a practice system the table stays, empty, with the server's reason in it. */}
      <DataTable<Appointment>
        caption="Schedules"
        loading={pending}
        rows={schedule.appointments ?? []}
        rowKey={(row) => row.appointmentId}
        emptyText={schedule.appointments ? 'No appointments in this range.' : (schedule.message ?? 'The schedule could not be read.')}
        columns={[
          { key: 'pet', header: 'Pet Name', render: (row) => <span className="font-medium text-slate-900">{row.petName}</span> },
          { key: 'parent', header: 'Pet Parent', render: (row) => row.petParentName },
          { key: 'doctor', header: 'Doctor', render: (row) => row.doctor },
          { key: 'type', header: 'Appointment Type', render: (row) => row.appointmentType },
          { key: 'date', header: 'Date', className: 'whitespace-nowrap', render: (row) => formatDay(row.appointmentDate) },
          { key: 'time', header: 'Time', className: 'whitespace-nowrap', render: (row) => formatTime(row.appointmentTime) },
          { key: 'status', header: 'Status', render: (row) => row.status },
          {
            key: 'action',
            header: 'Action',
            pinned: true,
            className: 'text-right',
            render: (row) =>
              !row.pet || row.canSync ? (
                <Button
                  variant="ghost"
                  className="px-1.5 py-1 text-xs text-teal-800"
                  aria-label={`Sync ${row.petName}`}
                  busy={syncing === row.sourceId}
                  disabled={syncing !== null}
                  onClick={() => void syncAndOpen(row.sourceId, row.source)}
                >
                  Sync
                </Button>
              ) : (
                <Link to={petProfilePath(row.pet.id, row.source)} className={buttonClasses('ghost', 'px-1.5 py-1 text-xs text-teal-800')} aria-label={`Open ${row.petName}`}>
                  Open
                </Link>
              ),
          },
        ]}
      />
    </div>
  );
}
