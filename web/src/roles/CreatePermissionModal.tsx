// The Create Permission modal (spec 001 section 5): a module, existing or new, and a name.
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { z } from 'zod/mini';
import type { CreatePermissionModalQuery } from '../__generated__/CreatePermissionModalQuery.graphql';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useCreatePermission } from './mutations/useCreatePermission';

const createPermissionSchema = z.object({
  module: z.string().check(z.trim(), z.minLength(1, 'Please input permission module'), z.maxLength(100, 'Must be at most 100 characters.')),
  name: z.string().check(z.trim(), z.minLength(1, 'Please input permission name'), z.maxLength(100, 'Must be at most 100 characters.')),
});
type CreatePermissionValues = z.infer<typeof createPermissionSchema>;

const modulesQuery = graphql`
  query CreatePermissionModalQuery {
    permissionModules(first: 50) {
      edges {
        node {
          name
        }
      }
    }
  }
`;

/** The existing modules, offered as suggestions; typing a new one starts a new module. */
function ModuleOptions({ id }: { id: string }) {
  const data = useLazyLoadQuery<CreatePermissionModalQuery>(modulesQuery, {}, { fetchPolicy: 'store-and-network' });
  return (
    <datalist id={id}>
      {data.permissionModules.edges.map((edge) => (
        <option key={edge.node.name} value={edge.node.name} />
      ))}
    </datalist>
  );
}

interface CreatePermissionModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The store id of the permissions table's connection, where the new permission shows. */
  connection: string;
}

export function CreatePermissionModal({ open, onOpenChange, connection }: CreatePermissionModalProps) {
  const formId = useId();
  const modulesListId = useId();
  const [createPermission, isCreating] = useCreatePermission(connection);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreatePermissionValues>({ resolver: zodResolver(createPermissionSchema), defaultValues: { module: '', name: '' } });

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = async (values: CreatePermissionValues) => {
    try {
      const { createPermission: result } = await createPermission({ input: { module: values.module.trim(), name: values.name.trim() } });
      if (result.__typename === 'CreatePermissionSuccess') {
        notify('success', 'Permission has been successfully created');
        close(false);
        return;
      }
      if (result.__typename === 'InputValidationError') applyServerFieldErrors(setError, result.fieldErrors ?? [], ['module', 'name']);
      if (result.__typename === 'ConflictError') setError('name', { type: 'server', message: result.message }, { shouldFocus: true });
      notify('error', 'Permission Creation Error', result.__typename === '%other' ? undefined : result.message);
    } catch (error) {
      notify('error', 'Permission Creation Error', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Create Permission"
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={isCreating}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={isCreating}>
            Create Permission
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <TextField
          label="Module"
          placeholder="Choose a module or type a new one"
          list={modulesListId}
          autoComplete="off"
          error={errors.module?.message}
          {...register('module')}
        />
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <ModuleOptions id={modulesListId} />
          </Suspense>
        </ErrorBoundary>
        <TextField label="Permission Name" placeholder="e.g. Export Reports" autoComplete="off" error={errors.name?.message} {...register('name')} />
      </form>
    </Modal>
  );
}
