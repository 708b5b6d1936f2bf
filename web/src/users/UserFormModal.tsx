// The 'Invite a User' and 'Edit User' modals: one form (spec 000 section 5) whose e-mail is fixed
// when editing. The clinic select is pre-selected and disabled when the viewer has one clinic;
// the role list comes from the server, which offers Super Admin only to a super admin.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { userForm, userFormShape, type UserFormInput } from '@vetchart/contracts/users/user';
import { useSession } from '../auth/session';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button, focusRing } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useInviteUsers } from './mutations/useInviteUsers';
import { useUpdateUser } from './mutations/useUpdateUser';
import { roleChoices } from './roleChoices';

// The invite and edit rules and messages are the user contract's (spec 000 section 5, User invite
// and edit; packages/contracts/src/users/user.ts), the ones the auth service applies.
export const userFormSchema = userForm;
export type UserFormValues = UserFormInput;
const FORM_PATHS = Object.keys(userFormShape) as (keyof UserFormValues)[];

export interface Option {
  readonly id: string;
  readonly name: string;
}

interface OptionSelectProps {
  label: string;
  placeholder: string;
  options: ReadonlyArray<Option>;
  error?: string;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
}

/** A labelled select of id/name options, styled like the shared form fields. */
export function OptionSelect({ label, placeholder, options, error, disabled, registration }: OptionSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs disabled:bg-slate-50 disabled:text-slate-600 ${focusRing} ${
          error ? 'border-rose-400' : 'border-slate-300'
        }`}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

export interface EditableUser {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly contactPhoneNumber: string | null | undefined;
  readonly role: { readonly id: string; readonly name: string };
  readonly clinics: ReadonlyArray<{ readonly id: string }>;
}

interface UserFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: ReadonlyArray<Option>;
  /** The user being edited; absent when inviting. */
  user?: EditableUser | null;
  /** Editing oneself: the role stays as it is (nobody changes their own role; the server refuses). */
  isSelf?: boolean;
  /** Inviting: the store id of the users table's connection, where the invited person is put first. */
  connection?: string;
}

export function UserFormModal({ open, onOpenChange, roles, user, isSelf, connection }: UserFormModalProps) {
  // Remounting on each opening starts the form from the row (or empty) every time.
  return open ? (
    <UserForm key={user?.id ?? 'new'} onOpenChange={onOpenChange} roles={roles} user={user ?? null} isSelf={isSelf} connection={connection} />
  ) : null;
}

function UserForm({ onOpenChange, roles: assignable, user, isSelf = false, connection }: Omit<UserFormModalProps, 'open'>) {
  const roles = roleChoices(assignable, user ? user.role : null, isSelf);
  const clinics = useSession()?.viewer.clinics ?? [];
  const singleClinic = clinics.length === 1;
  const editing = Boolean(user);
  const [inviteUsers, inviting] = useInviteUsers();
  const [updateUser, updating] = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: {
      clinicId: user?.clinics[0]?.id ?? (singleClinic ? clinics[0]!.id : ''),
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.contactPhoneNumber ?? '',
      roleId: user?.role.id ?? '',
    },
  });
  const errorTitle = editing ? 'Edit User Error' : 'Invite User Error';

  const onSubmit = async (values: UserFormValues) => {
    try {
      if (user) {
        const { updateUser: result } = await updateUser({
          input: { id: user.id, clinicId: values.clinicId, firstName: values.firstName, lastName: values.lastName, phone: values.phone, roleId: values.roleId },
        });
        if (result.__typename === 'UpdateUserSuccess') {
          notify('success', 'Changes saved');
          onOpenChange(false);
          return;
        }
        if (result.__typename === 'InputValidationError') applyServerFieldErrors(setError, result.fieldErrors ?? [], FORM_PATHS);
        notify('error', errorTitle, result.__typename === '%other' ? 'An unexpected error occurred' : result.message);
        return;
      }
      const { inviteUsers: result } = await inviteUsers({ input: { users: [values] }, connections: connection ? [connection] : [] });
      if (result.__typename === 'InviteUsersSuccess') {
        notify('success', 'Invitation sent', `${values.email} will receive an e-mail to complete their registration.`);
        onOpenChange(false);
        return;
      }
      if (result.__typename === 'InputValidationError') {
        // The server names rows users.0.<field>; this form is row 0.
        applyServerFieldErrors(
          setError,
          (result.fieldErrors ?? []).map((fieldError) => ({ path: fieldError.path.replace(/^users\.0\./, ''), message: fieldError.message })),
          FORM_PATHS,
        );
      }
      notify('error', errorTitle, result.__typename === '%other' ? 'An unexpected error occurred' : result.message);
    } catch (error) {
      notify('error', errorTitle, error instanceof Error ? error.message : 'An unexpected error occurred');
    }
  };

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={editing ? 'Edit User' : 'Invite a User'}
      description={editing ? undefined : 'They will receive an e-mail with a link to complete their registration.'}
      width={560}
    >
      <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
        <OptionSelect
          label="Clinic"
          placeholder="Select clinic"
          options={clinics}
          disabled={singleClinic}
          error={errors.clinicId?.message}
          registration={register('clinicId')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last Name" autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          readOnly={editing}
          hint={editing ? 'Cannot be changed' : undefined}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Phone Number" type="tel" inputMode="numeric" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        <OptionSelect
          label="Role"
          placeholder="Select role"
          options={roles}
          disabled={isSelf}
          error={errors.roleId?.message}
          registration={register('roleId')}
        />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={inviting || updating}>
            Cancel
          </Button>
          <Button type="submit" busy={inviting || updating}>
            {editing ? 'Save Changes' : 'Send Invite'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
