import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import type { useSignInMutation$data } from '../__generated__/useSignInMutation.graphql';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { AuthCard } from './AuthLayout';
import { useSignIn } from './mutations/useSignIn';
import { startSession, type Session } from './session';

const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Please input your email')),
  password: z.string().check(z.minLength(1, 'Please input your password')),
});

type SignInValues = z.infer<typeof signInSchema>;

type SignInSession = Extract<useSignInMutation$data['signIn'], { __typename: 'SignInSuccess' }>['session'];

function toSession(session: SignInSession): Session {
  const { viewer } = session;
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    accessTokenExpiresAt: session.accessTokenExpiresAt,
    viewer: {
      user: { ...viewer.user },
      role: { ...viewer.role },
      permissions: viewer.permissions.map(({ name }) => ({ name })),
      clinics: viewer.clinics.map(({ id, name, clinicCode }) => ({ id, name, clinicCode })),
      organization: { ...viewer.organization },
      subscription: viewer.subscription ? { planCode: viewer.subscription.planCode } : null,
    },
  };
}

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [signIn, isSigningIn] = useSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: SignInValues) => {
    try {
      const { signIn: result } = await signIn({ input: values });
      switch (result.__typename) {
        case 'SignInSuccess':
          startSession(toSession(result.session));
          navigate('/d/welcome', { replace: true });
          return;
        case 'InputValidationError':
          applyServerFieldErrors(setError, result.fieldErrors, ['email', 'password']);
          notify('error', 'Signin Error', result.message);
          return;
        case 'AuthenticationError':
        case 'ThrottledError':
          notify('error', 'Signin Error', result.message);
          return;
        default:
          notify('error', 'Signin Error', 'An unexpected error occurred');
      }
    } catch (error) {
      notify('error', 'Signin Error', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-slate-900">Sign in</h1>
      <p className="mt-1 text-sm text-slate-600">Welcome back. Sign in to your clinic’s VetChart account.</p>
      {searchParams.has('message') && (
        <div className="mt-5">
          <InlineNotice tone="success">Your email has been successfully verified. Please log in to continue.</InlineNotice>
        </div>
      )}
      <form className="mt-6 space-y-5" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-2 text-right">
            <Link to="/forgot-password" className="text-sm font-medium text-teal-700 hover:underline">
              Forgot Password?
            </Link>
          </div>
        </div>
        <Button type="submit" busy={isSigningIn} className="w-full">
          Sign In
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to VetChart?{' '}
        <Link to="/subscription-plans" className="font-medium text-teal-700 hover:underline">
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}
