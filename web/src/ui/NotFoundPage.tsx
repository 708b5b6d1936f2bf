import { Link } from 'react-router';
import { buttonClasses } from './Button';
import { Logo } from './Logo';

export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold text-teal-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">We couldn’t find the page you were looking for. Check the address, or head back to a page you know.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        Go to VetChart
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <div className="min-h-screen bg-slate-50 px-6 py-8">
      <header>
        <Logo />
      </header>
      <main>
        <NotFoundContent />
      </main>
    </div>
  );
}
