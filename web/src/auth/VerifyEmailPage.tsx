// /verify/:token: activates the account from the e-mailed link as soon as the page opens.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { useVerifyEmailMutation$data } from '../__generated__/useVerifyEmailMutation.graphql';
import { buttonClasses } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { AuthCard } from './AuthLayout';
import { useVerifyEmail } from './mutations/useVerifyEmail';

// A link works once, so each token is sent once per page load even when React runs the
// effect twice (StrictMode) or the page re-renders.
const attempts = new Map<string, Promise<useVerifyEmailMutation$data>>();

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [verifyEmail] = useVerifyEmail();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = verifyEmail({ input: { token } });
      attempts.set(token, attempt);
    }
    attempt.then(
      ({ verifyEmail: result }) => {
        if (!active) return;
        if (result.__typename === 'VerifyEmailSuccess') navigate('/?message=verified', { replace: true });
        else setFailure(result.__typename === 'InvalidLinkError' ? result.message : 'An unexpected error occurred');
      },
      (error: unknown) => {
        attempts.delete(token);
        if (active) setFailure(error instanceof Error ? error.message : 'An unexpected error occurred');
      },
    );
    return () => {
      active = false;
    };
  }, [token, verifyEmail, navigate]);

  if (!failure) {
    return (
      <AuthCard>
        <div role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner className="size-5 text-teal-700" />
          Verifying your email…
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className="text-2xl font-semibold text-slate-900">We couldn’t verify your email</h1>
      <p className="mt-3 text-slate-600">{failure}</p>
      <p className="mt-2 text-sm text-slate-500">If your account is already active, you can sign in.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6 w-full')}>
        Sign In
      </Link>
    </AuthCard>
  );
}
