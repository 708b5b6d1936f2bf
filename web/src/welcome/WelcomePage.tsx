// The landing page after sign-in. Schedules come from a connected practice-management system;
// until one syncs appointments the table says so rather than showing anything made up.
import { focusRing } from '../ui/Button';
import { useKeyboardScrollable } from '../ui/useKeyboardScrollable';

const COLUMNS = ['Pet Name', 'Pet Parent', 'Doctor', 'Appointment Type', 'Date', 'Time', 'Status'] as const;

export function WelcomePage() {
  const scrollable = useKeyboardScrollable<HTMLDivElement>('Schedules table');
  return (
    <section aria-labelledby="schedules-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-100 px-6 py-4">
        <h2 id="schedules-heading" className="text-lg font-semibold text-slate-900">
          Schedules
        </h2>
        <p className="mt-1 text-sm text-slate-500">Appointments synced from your practice-management system.</p>
      </div>
      <div {...scrollable} className={`overflow-x-auto ${focusRing}`}>
        <table aria-describedby="schedules-empty" className="w-full min-w-[720px] text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-6 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        </table>
      </div>
      <div id="schedules-empty" className="px-6 py-14 text-center text-sm">
        <p className="font-medium text-slate-800">No appointments to show</p>
        <p className="mx-auto mt-1 max-w-md text-slate-500">
          No practice-management system is connected yet, so there are no synced appointments. Once one is connected, its appointments will
          appear here.
        </p>
      </div>
    </section>
  );
}
