// One row's actions menu and the dialogs it opens. Per spec section 8 the failures of delete,
// reset and re-invite raise no notification; they are not reported as successes either, and a
// refusal the person can act on (removing yourself or the owner) is said in the dialog.
import dayjs from 'dayjs';
import { useState } from 'react';
import { useAccess } from '../auth/access';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { ActionMenu, type ActionMenuItem } from '../ui/ActionMenu';
import { useActivateUser } from './mutations/useActivateUser';
import { useReinviteUser } from './mutations/useReinviteUser';
import { useRemoveUser } from './mutations/useRemoveUser';
import type { ConnectionPages, DeleteMark } from '../ui/table/useConnectionPages';
import { useResetUserPassword } from './mutations/useResetUserPassword';
import { UserFormModal, type Option } from './UserFormModal';
import { STATUS_LABEL, type UserRow } from './userRow';

type Dialog = 'details' | 'edit' | 'reset' | 'reinvite' | 'remove' | null;

interface UserActionsProps {
  user: UserRow;
  roles: ReadonlyArray<Option>;
  isSelf: boolean;
  /** The store id of the users table's connection: a removed person leaves it (@deleteEdge). */
  connection: string;
  /** The table's paging: told when a removal is sent and when it is done (useConnectionPages). */
  paging: Pick<ConnectionPages, 'beforeDelete' | 'afterDelete'>;
}

const ACTIVATE_FALLBACK = "Unable to activate user's account please try again.";

export function UserActions({ user, roles, isSelf, connection, paging }: UserActionsProps) {
  const access = useAccess();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resetPassword, resetting] = useResetUserPassword();
  const [reinviteUser, reinviting] = useReinviteUser();
  const [removeUser, removing] = useRemoveUser();
  // What the table's paging was doing when the removal was sent (useConnectionPages' afterDelete).
  let removal: DeleteMark | null = null;
  const [activateUser] = useActivateUser();
  const isAdmin = access.isSuperAdmin || access.isClientAdmin;
  // Only a super admin may change or remove a super admin; the service refuses anyone else.
  const mayChange = !user.isSuperAdmin || access.isSuperAdmin;

  const open = (next: Dialog) => {
    setRefusal(null);
    setDialog(next);
  };
  const close = () => setDialog(null);

  const activate = async () => {
    try {
      const { activateUser: result } = await activateUser({ input: { id: user.id } });
      if (result.__typename === 'ActivateUserSuccess') {
        notify('success', 'Account activated', `${user.fullName || user.email} is now active.`);
      } else notify('error', result.__typename !== '%other' && result.message ? result.message : ACTIVATE_FALLBACK);
    } catch (error) {
      notify('error', error instanceof Error && error.message ? error.message : ACTIVATE_FALLBACK);
    }
  };

  /** Runs a row action; a refusal is kept for the dialog, other failures close it quietly. */
  const run = async (action: () => Promise<{ __typename: string; message?: string }>, success: () => void, showRefusal = false) => {
    try {
      const result = await action();
      if (result.__typename.endsWith('Success')) {
        close();
        success();
      } else if (showRefusal && (result.__typename === 'ConflictError' || result.__typename === 'ForbiddenError') && result.message) {
        setRefusal(result.message);
      } else if (result.__typename === 'ThrottledError' && result.message) {
        // Other failures of these actions are silent (spec); a refused e-mail says why and for how long.
        close();
        notify('error', 'E-mail not sent', result.message);
      } else close();
    } catch {
      close();
    }
  };

  const items: ActionMenuItem[] = [
    { label: 'View details', onSelect: () => open('details') },
    ...(isAdmin && mayChange ? [{ label: 'Edit', onSelect: () => open('edit') }] : []),
    ...(user.status === 'ACTIVE' && !user.invitePending ? [{ label: 'Reset password', onSelect: () => open('reset') }] : []),
    ...(user.invitePending ? [{ label: 'Re-invite', onSelect: () => open('reinvite') }] : []),
    ...(isAdmin && user.status !== 'ACTIVE' ? [{ label: 'Force-activate', onSelect: activate }] : []),
    ...(isSelf || !mayChange ? [] : [{ label: 'Delete', tone: 'danger' as const, onSelect: () => open('remove') }]),
  ];
  const name = user.fullName || user.email;

  return (
    <>
      <ActionMenu label="⋯" subject={name} items={items} />
      <Modal
        open={dialog === 'details'}
        onOpenChange={(next) => !next && close()}
        title="User Details"
        footer={
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        }
      >
        <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-3 text-sm">
          {[
            ['Name', user.fullName || '—'],
            ['Email', user.email],
            ['Phone', user.contactPhoneNumber ?? '—'],
            ['Role', user.role.name],
            ['Clinic', user.clinics.map((clinic) => clinic.name).join(', ') || '—'],
            ['Status', STATUS_LABEL[user.status] ?? user.status],
            ['Added', user.createdAt ? dayjs(user.createdAt).format('MMM D, YYYY h:mm A') : '—'],
          ].map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-500">{term}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Modal>
      <UserFormModal open={dialog === 'edit'} onOpenChange={(next) => !next && close()} roles={roles} user={user} isSelf={isSelf} />
      <ConfirmDialog
        open={dialog === 'reset'}
        onOpenChange={(next) => !next && close()}
        title="Reset password"
        message={`${name} will receive an e-mail with a link to choose a new password.`}
        confirmLabel="Send reset e-mail"
        busy={resetting}
        onConfirm={() =>
          run(
            async () => (await resetPassword({ input: { id: user.id } })).resetUserPassword,
            () => notify('success', 'Instructions Sent!', `A password reset e-mail was sent to ${user.email}.`),
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'reinvite'}
        onOpenChange={(next) => !next && close()}
        title="Re-invite user"
        message={`${user.email} will receive a new invite link; earlier links stop working.`}
        confirmLabel="Re-invite"
        busy={reinviting}
        onConfirm={() =>
          run(
            async () => (await reinviteUser({ input: { id: user.id } })).reinviteUser,
            () => notify('success', 'Invitation sent', `A new invite link was sent to ${user.email}.`),
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={(next) => !next && close()}
        title="Delete user"
        message={
          <span className="block space-y-3">
            <span className="block">
              Remove {name} from the organization? They will no longer be able to sign in to it, and their sessions will end.
            </span>
            {refusal && (
              <span role="alert" className="block rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-rose-800">
                {refusal}
              </span>
            )}
          </span>
        }
        confirmLabel="Delete"
        busy={removing}
        onConfirm={() =>
          run(
            async () => {
              removal = paging.beforeDelete();
              return (await removeUser({ input: { id: user.id }, connections: [connection] })).removeUser;
            },
            () => {
              notify('success', 'User removed', `${name} was removed from the organization.`);
              if (removal) paging.afterDelete(removal);
            },
            true,
          )
        }
      />
    </>
  );
}
