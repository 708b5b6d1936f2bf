// /set-password/:id and /new-password/user/:id: the e-mailed reset link. The account's security
// question is asked again before the new password is set.
import { zodResolver } from '@hookform/resolvers/zod';
import { use } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import type { SetPasswordPageQuery$data } from '../__generated__/SetPasswordPageQuery.graphql';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button, buttonClasses } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { notify } from '../ui/notifications/notificationStore';
import { AuthCard } from './AuthLayout';
import { useResetPassword } from './mutations/useResetPassword';
import { PASSWORD_HINT, PASSWORDS_DIFFER, passwordSchema } from './passwordRules';

// Read without the Relay store (authRoutes.tsx).
graphql`
  query SetPasswordPageQuery($userCode: String!, $resetId: String!) {
    securityQuestion(userCode: $userCode, resetId: $resetId)
  }
`;

const setPasswordSchema = z
  .object({
    securityAnswer: z.string().check(z.trim(), z.minLength(1, 'Please enter the answer to your security question')),
    newPassword: passwordSchema,
    confirm: z.string().check(z.minLength(1, 'Please confirm your password!')),
  })
  .check(z.refine((values) => values.newPassword === values.confirm, {
    message: PASSWORDS_DIFFER,
    path: ['confirm'],
    when: ({ value }) => {
      const candidate = value as { newPassword?: unknown; confirm?: unknown };
      return typeof candidate.newPassword === 'string' && typeof candidate.confirm === 'string' && candidate.confirm !== '';
    },
  }));

type SetPasswordValues = z.infer<typeof setPasswordSchema>;

export interface ResetLink {
  userCode: string;
  resetId: string;
}

export interface SetPasswordLoaderData {
  link: ResetLink | null;
  question: Promise<SetPasswordPageQuery$data> | null;
}

function InvalidResetLink() {
  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-slate-900">This reset link is no longer valid</h1>
      <p className="mt-3 text-slate-600">
        The link may have expired or already been used. Request a new one and we will e-mail you a fresh link.
      </p>
      <Link to="/forgot-password" className={buttonClasses('primary', 'mt-6 w-full')}>
        Request a new link
      </Link>
      <p className="mt-4 text-center text-sm">
        <Link to="/" className="font-medium text-teal-700 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}

function SetPasswordForm({ link, question }: { link: ResetLink; question: string }) {
  const navigate = useNavigate();
  const [resetPassword, isResetting] = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { securityAnswer: '', newPassword: '', confirm: '' },
  });

  const onSubmit = async (values: SetPasswordValues) => {
    try {
      const { resetPassword: result } = await resetPassword({
        input: { ...link, securityQuestion: question, ...values },
      });
      if (result.__typename === 'ResetPasswordSuccess') {
        notify('success', 'Reset Password Successful', result.message);
        navigate('/', { replace: true });
        return;
      }
      if (result.__typename === 'InputValidationError') {
        applyServerFieldErrors(setError, result.fieldErrors, ['securityAnswer', 'newPassword', 'confirm']);
      }
      notify('error', 'Reset Password Error', result.__typename === '%other' ? 'An unexpected error occurred' : result.message);
    } catch (error) {
      notify('error', 'Reset Password Error', error instanceof Error && error.message ? error.message : 'An unexpected error occurred');
    }
  };

  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-slate-900">Set a new password</h1>
      <p className="mt-1 text-sm text-slate-600">Answer your security question, then choose a new password.</p>
      <form className="mt-6 space-y-5" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Your security question</p>
          <p className="mt-1 font-medium text-slate-900">{question}</p>
        </div>
        <TextField label="Security Answer" autoComplete="off" error={errors.securityAnswer?.message} {...register('securityAnswer')} />
        <div>
          <TextField label="Password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
          <p className="mt-1.5 text-xs text-slate-500">{PASSWORD_HINT}</p>
        </div>
        <TextField label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
        <Button type="submit" busy={isResetting} className="w-full">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}

function SetPasswordWithQuestion({ link, query }: { link: ResetLink; query: Promise<SetPasswordPageQuery$data> }) {
  const { securityQuestion } = use(query);
  return securityQuestion ? <SetPasswordForm link={link} question={securityQuestion} /> : <InvalidResetLink />;
}

export function SetPasswordPage() {
  const { link, question } = useLoaderData() as SetPasswordLoaderData;
  return link && question ? <SetPasswordWithQuestion link={link} query={question} /> : <InvalidResetLink />;
}
