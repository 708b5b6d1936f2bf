import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { AuthCard } from './AuthLayout';
import { useRequestPasswordReset } from './mutations/useRequestPasswordReset';

const forgotPasswordSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Please input your email')), z.email('Please input correct email address!')),
});

type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  const [requestReset, isRequesting] = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      const { requestPasswordReset: result } = await requestReset({ input: values });
      if (result.__typename === 'RequestPasswordResetSuccess') {
        setSentMessage(result.message);
        notify('success', 'Instructions Sent!', result.message);
      } else if (result.__typename === 'InputValidationError') {
        applyServerFieldErrors(setError, result.fieldErrors, ['email']);
        notify('error', `Forgot Password - ${result.message}`);
      } else if (result.__typename === 'ThrottledError') {
        notify('error', `Forgot Password - ${result.message}`);
      } else {
        notify('error', 'Forgot Password - An unexpected error occurred');
      }
    } catch (error) {
      notify('error', `Forgot Password - ${error instanceof Error ? error.message : 'An unexpected error occurred'}`);
    }
  };

  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-slate-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-slate-600">Enter the email you sign in with and we will send you a link to set a new password.</p>
      {sentMessage && (
        <div className="mt-5">
          <InlineNotice tone="info">{sentMessage}</InlineNotice>
        </div>
      )}
      <form className="mt-6 space-y-5" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" busy={isRequesting} className="w-full">
          Reset Password
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="font-medium text-teal-700 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
