// The connect modal (spec 000 sections 2 and 5): Clinic ID (required) and Account ID, plus a
// username and password for the lab provider. The server checks them with the partner; a refusal
// shows the partner's message in the modal and as a notification.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useConnectIntegration } from './mutations/useConnectIntegration';

const FIELDS = ['clinicId', 'accountId', 'username', 'password'] as const;

function connectSchema(requiresLogin: boolean) {
  const base = z.object({
    clinicId: z.string().check(z.trim(), z.minLength(1, 'Please input Clinic ID'), z.maxLength(100, 'Clinic ID must be at most 100 characters')),
    accountId: z.string().check(z.trim(), z.maxLength(100, 'Account ID must be at most 100 characters')),
    username: z.string().check(z.trim(), z.maxLength(200, 'Username must be at most 200 characters')),
    password: z.string().check(z.maxLength(200, 'Password must be at most 200 characters')),
  });
  if (!requiresLogin) return base;
  return z.extend(base, {
    username: base.shape.username.check(z.minLength(1, 'Please input Username')),
    password: base.shape.password.check(z.minLength(1, 'Please input Password')),
  });
}

type ConnectValues = z.infer<ReturnType<typeof connectSchema>>;

interface ConnectFormProps {
  name: string;
  slug: string;
  requiresLogin: boolean;
  onDone: () => void;
  onCancel: () => void;
}

function ConnectForm({ name, slug, requiresLogin, onDone, onCancel }: ConnectFormProps) {
  const [connect, isConnecting] = useConnectIntegration();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConnectValues>({
    resolver: zodResolver(connectSchema(requiresLogin)),
    defaultValues: { clinicId: '', accountId: '', username: '', password: '' },
  });

  const onSubmit = async (values: ConnectValues) => {
    setRefusal(null);
    try {
      const { connectIntegration: result } = await connect({
        input: {
          integration: slug,
          clinicId: values.clinicId,
          accountId: values.accountId || null,
          username: requiresLogin ? values.username : null,
          password: requiresLogin ? values.password : null,
        },
      });
      switch (result.__typename) {
        case 'ConnectIntegrationSuccess': {
          const account = result.app.connection?.accountName;
          notify('success', `${name} connected`, account ? `Connected to ${account}.` : undefined);
          onDone();
          return;
        }
        case 'InputValidationError':
          applyServerFieldErrors(setError, result.fieldErrors, FIELDS);
          notify('error', 'Connect Error', result.message);
          return;
        case '%other':
          notify('error', 'Connect Error', 'An unexpected error occurred');
          return;
        default:
          setRefusal(result.message);
          notify('error', 'Connect Error', result.message);
      }
    } catch (error) {
      notify('error', 'Connect Error', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {refusal && <InlineNotice tone="error">{refusal}</InlineNotice>}
      <TextField label="Clinic ID" hint="Required" autoComplete="off" autoFocus error={errors.clinicId?.message} {...register('clinicId')} />
      <TextField label="Account ID" hint="Optional" autoComplete="off" error={errors.accountId?.message} {...register('accountId')} />
      {requiresLogin && (
        <>
          <TextField label="Username" hint="Required" autoComplete="off" error={errors.username?.message} {...register('username')} />
          <TextField
            label="Password"
            hint="Required"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </>
      )}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={isConnecting}>
          Cancel
        </Button>
        <Button type="submit" busy={isConnecting}>
          {isConnecting ? 'Connecting…' : 'Connect'}
        </Button>
      </div>
    </form>
  );
}

interface ConnectIntegrationModalProps {
  app: { readonly name: string; readonly slug: string; readonly requiresLogin: boolean };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ConnectIntegrationModal({ app, open, onOpenChange }: ConnectIntegrationModalProps) {
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Connect ${app.name}`}
      description={
        app.requiresLogin
          ? `Enter the details ${app.name} gave your clinic. They are checked with ${app.name} before connecting; the password is stored encrypted and never shown again.`
          : `Enter the details ${app.name} gave your clinic. They are checked with ${app.name} before connecting.`
      }
      width={480}
    >
      <ConnectForm name={app.name} slug={app.slug} requiresLogin={app.requiresLogin} onDone={close} onCancel={close} />
    </Modal>
  );
}
