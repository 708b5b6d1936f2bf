import { Link } from 'react-router';
import { buttonClasses } from '../ui/Button';
import { Logo } from '../ui/Logo';

export function BillingSuccessPage() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <header className="mb-8">
        <Logo />
      </header>
      <main className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
          ✓
        </span>
        <h1 className="mt-5 text-2xl font-semibold text-slate-900">Your subscription is confirmed!</h1>
        <p className="mt-3 text-slate-600">
          Thank you for subscribing to VetChart. Your subscription is now active, and your whole clinic can start charting right away.
        </p>
        <Link to="/d/welcome" className={buttonClasses('primary', 'mt-8')}>
          Explore Dashboard
        </Link>
      </main>
    </div>
  );
}
