// 'Invite Multiple Users via CSV': choose a clinic and a file, check the preview, send. A role
// that does not match fails the file before anything is sent; the server re-checks every row and
// refuses the whole batch when one is bad, naming the rows.
import { useId, useState, type ChangeEvent } from 'react';
import { useSession } from '../auth/session';
import { Button, focusRing } from '../ui/Button';
import { downloadCsv } from '../ui/download';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { INVALID_CSV, READ_FAILED, isCsvFile, parseInviteCsv, type CsvInviteRow } from './inviteCsv';
import { useInviteUsers } from './mutations/useInviteUsers';
import type { Option } from './UserFormModal';

interface InviteCsvModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: ReadonlyArray<Option>;
  /** The store id of the users table's connection, where the invited people are put first. */
  connection: string;
}

export function InviteCsvModal(props: InviteCsvModalProps) {
  return props.open ? <InviteCsvForm {...props} /> : null;
}

const SAMPLE_HEADER = ['first_name', 'last_name', 'email', 'phone', 'role'];
const SAMPLE_ROW = (role: string) => ['Jamie', 'Rivera', 'jamie.rivera@example.com', '5125550100', role];

type Problem = { title: string; lines: string[] };

function InviteCsvForm({ onOpenChange, roles, connection }: InviteCsvModalProps) {
  const clinics = useSession()?.viewer.clinics ?? [];
  const [clinicId, setClinicId] = useState(clinics.length === 1 ? clinics[0]!.id : '');
  const [clinicError, setClinicError] = useState<string | null>(null);
  const [rows, setRows] = useState<CsvInviteRow[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [rowErrors, setRowErrors] = useState<Map<number, string[]>>(new Map());
  const [inviteUsers, inviting] = useInviteUsers();
  const fileId = useId();
  const clinicSelectId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setRows([]);
    setRowErrors(new Map());
    setProblem(null);
    if (!file) return;
    if (!isCsvFile(file)) {
      setProblem({ title: INVALID_CSV, lines: [] });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem({ title: READ_FAILED, lines: [] });
      return;
    }
    const parsed = parseInviteCsv(text, roles);
    if (parsed.ok) setRows(parsed.rows);
    else setProblem({ title: parsed.title, lines: parsed.problems });
  };

  const send = async () => {
    if (!clinicId) {
      setClinicError('Please select clinic for user');
      return;
    }
    try {
      const { inviteUsers: result } = await inviteUsers({
        input: {
          users: rows.map((row) => ({ clinicId, firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone, roleId: row.roleId })),
        },
        connections: [connection],
      });
      if (result.__typename === 'InviteUsersSuccess') {
        notify('success', 'Invitations sent', `${(result.users ?? []).length} ${(result.users ?? []).length === 1 ? 'person' : 'people'} will receive an e-mail to complete their registration.`);
        onOpenChange(false);
        return;
      }
      if (result.__typename === 'InputValidationError') {
        const byRow = new Map<number, string[]>();
        for (const fieldError of result.fieldErrors ?? []) {
          const index = /^users\.(\d+)\./.exec(fieldError.path)?.[1];
          if (index === undefined) continue;
          byRow.set(Number(index), [...(byRow.get(Number(index)) ?? []), fieldError.message]);
        }
        setRowErrors(byRow);
      }
      notify('error', 'Invite Users Error', result.__typename === '%other' ? 'An unexpected error occurred' : result.message);
    } catch (error) {
      notify('error', 'Invite Users Error', error instanceof Error ? error.message : 'An unexpected error occurred');
    }
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Invite Multiple Users via CSV"
      description="One person per row: first_name, last_name, email, phone, role (a header row is allowed)."
      width={760}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={inviting}>
            Cancel
          </Button>
          <Button onClick={send} busy={inviting} disabled={rows.length === 0}>
            {rows.length ? `Invite ${rows.length} ${rows.length === 1 ? 'User' : 'Users'}` : 'Invite Users'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={clinicSelectId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Clinic
          </label>
          <select
            id={clinicSelectId}
            value={clinicId}
            disabled={clinics.length === 1}
            aria-invalid={clinicError ? true : undefined}
            onChange={(event) => {
              setClinicId(event.target.value);
              setClinicError(null);
            }}
            className={`block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 disabled:text-slate-600 ${focusRing}`}
          >
            <option value="">Select clinic</option>
            {clinics.map((clinic) => (
              <option key={clinic.id} value={clinic.id}>
                {clinic.name}
              </option>
            ))}
          </select>
          {clinicError && <p className="mt-1.5 text-sm text-rose-600">{clinicError}</p>}
        </div>
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-2">
            <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
              CSV file
            </label>
            <button
              type="button"
              onClick={() => downloadCsv('invite-users-sample.csv', SAMPLE_HEADER, [SAMPLE_ROW(roles[roles.length - 1]?.name ?? 'veterinarian')])}
              className={`text-xs font-medium text-teal-800 underline ${focusRing}`}
            >
              Download a sample file
            </button>
          </div>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={onFile}
            className={`block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-semibold file:text-teal-800 ${focusRing}`}
          />
        </div>
        {problem && (
          <InlineNotice tone="error">
            <p className="font-semibold">{problem.title}</p>
            {problem.lines.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {problem.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </InlineNotice>
        )}
        {rows.length > 0 && (
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">People to invite</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">Row</th>
                  <th scope="col" className="px-3 py-2">Name</th>
                  <th scope="col" className="px-3 py-2">Email</th>
                  <th scope="col" className="px-3 py-2">Phone</th>
                  <th scope="col" className="px-3 py-2">Role</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row, index) => (
                  <tr key={row.line} className={rowErrors.has(index) ? 'bg-rose-50' : undefined}>
                    <td className="px-3 py-2 text-slate-500">{row.line}</td>
                    <td className="px-3 py-2">
                      {row.firstName} {row.lastName}
                      {rowErrors.get(index)?.map((message) => (
                        <p key={message} className="text-xs text-rose-700">
                          {message}
                        </p>
                      ))}
                    </td>
                    <td className="px-3 py-2">{row.email}</td>
                    <td className="px-3 py-2">{row.phone}</td>
                    <td className="px-3 py-2">{roles.find((role) => role.id === row.roleId)?.name ?? row.roleName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Modal>
  );
}
