// The Create Role modal: a name and the permissions it grants, chosen from the catalogue grouped
// by module, with a select-all per module. Spec 000 section 5 gives both rules the message
// 'Please input role name'.
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { z } from 'zod/mini';
import type { CreateRoleModalQuery } from '../__generated__/CreateRoleModalQuery.graphql';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button, focusRing } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { Skeleton } from '../ui/Skeleton';
import { useCreateRole } from './mutations/useCreateRole';

const ROLE_NAME_MESSAGE = 'Please input role name';

const createRoleSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, ROLE_NAME_MESSAGE), z.maxLength(100, 'Must be at most 100 characters.')),
  permissionIds: z.array(z.string()).check(z.minLength(1, ROLE_NAME_MESSAGE)),
});
type CreateRoleValues = z.infer<typeof createRoleSchema>;

const catalogueQuery = graphql`
  query CreateRoleModalQuery {
    permissionModules(first: 50) {
      edges {
        node {
          name
          permissions {
            id
            name
          }
        }
      }
    }
  }
`;

interface PermissionPickerProps {
  selected: ReadonlyArray<string>;
  onChange: (next: string[]) => void;
  error?: string;
  describedBy: string;
}

function PermissionPicker({ selected, onChange, error, describedBy }: PermissionPickerProps) {
  const data = useLazyLoadQuery<CreateRoleModalQuery>(catalogueQuery, {}, { fetchPolicy: 'store-and-network' });
  const modules = data.permissionModules.edges.map((edge) => edge.node);
  const chosen = new Set(selected);
  const toggle = (ids: ReadonlyArray<string>, on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  if (modules.length === 0) return <p className="text-sm text-slate-600">There are no permissions to choose from yet.</p>;
  return (
    <div className="space-y-3" aria-describedby={error ? describedBy : undefined}>
      {modules.map((module) => {
        const ids = module.permissions.map((permission) => permission.id);
        const count = ids.filter((id) => chosen.has(id)).length;
        return (
          <fieldset key={module.name} className="rounded-lg border border-slate-200 px-4 py-3">
            <legend className="px-1">
              <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <input
                  type="checkbox"
                  className={`size-4 rounded accent-teal-700 ${focusRing}`}
                  checked={count > 0 && count === ids.length}
                  ref={(input) => {
                    if (input) input.indeterminate = count > 0 && count < ids.length;
                  }}
                  onChange={(event) => toggle(ids, event.target.checked)}
                  aria-label={`Select all ${module.name} permissions`}
                />
                {module.name}
              </label>
            </legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              {module.permissions.map((permission) => (
                <label key={permission.id} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className={`size-4 rounded accent-teal-700 ${focusRing}`}
                    checked={chosen.has(permission.id)}
                    onChange={(event) => toggle([permission.id], event.target.checked)}
                  />
                  {permission.name}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

function PickerSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading permissions…</span>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

interface CreateRoleModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The store id of the roles table's connection, where the new role is put first. */
  connection: string;
}

export function CreateRoleModal({ open, onOpenChange, connection }: CreateRoleModalProps) {
  const formId = useId();
  const permissionsErrorId = useId();
  const [createRole, isCreating] = useCreateRole();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<CreateRoleValues>({ resolver: zodResolver(createRoleSchema), defaultValues: { name: '', permissionIds: [] } });
  const selected = watch('permissionIds');

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = async (values: CreateRoleValues) => {
    try {
      const { createRole: result } = await createRole({ input: { name: values.name.trim(), permissionIds: values.permissionIds }, connections: [connection] });
      if (result.__typename === 'CreateRoleSuccess') {
        notify('success', 'Role has been successfully created');
        close(false);
        return;
      }
      if (result.__typename === 'InputValidationError') applyServerFieldErrors(setError, result.fieldErrors ?? [], ['name', 'permissionIds']);
      if (result.__typename === 'ConflictError') setError('name', { type: 'server', message: result.message }, { shouldFocus: true });
      notify('error', 'Role Creation Error', result.__typename === '%other' ? undefined : result.message);
    } catch (error) {
      notify('error', 'Role Creation Error', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Create Role"
      width={640}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={isCreating}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={isCreating}>
            Create Role
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <TextField label="Role Name" placeholder="e.g. Front Desk" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800">Permissions</p>
          {errors.permissionIds?.message && (
            <p id={permissionsErrorId} role="alert" className="mb-2 text-sm text-rose-600">
              {errors.permissionIds.message}
            </p>
          )}
          <ErrorBoundary fallback={<InlineNotice tone="error">The permissions could not be loaded. Close this window and try again.</InlineNotice>}>
            <Suspense fallback={<PickerSkeleton />}>
              <PermissionPicker
                selected={selected}
                onChange={(next) => setValue('permissionIds', next, { shouldValidate: isSubmitted })}
                error={errors.permissionIds?.message}
                describedBy={permissionsErrorId}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      </form>
    </Modal>
  );
}
