// The frame of every account page: the product panel on the left, the form on the right, and
// the legal links underneath.
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../ui/Logo';
import { PageSkeleton } from '../ui/Skeleton';

export function AuthLayout() {
  return (
    <div className="flex min-h-screen bg-slate-50">
      <section
        aria-label="About VetChart"
        className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-teal-800 via-teal-700 to-sky-700 p-10 text-white lg:flex"
      >
        <Logo inverted />
        <div>
          <p className="text-3xl leading-tight font-semibold">Chart every visit faster, with SOAP notes and AI assistance built for veterinary clinics.</p>
          <p className="mt-4 text-teal-100">Pet records, treatment plans and pet-parent approvals in one calm place.</p>
        </div>
        <p className="text-sm text-teal-100">© {new Date().getFullYear()} VetChart</p>
      </section>
      <div className="flex min-h-screen flex-1 flex-col">
        <div className="px-6 pt-6 lg:hidden">
          <Logo />
        </div>
        <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className="flex flex-wrap justify-center gap-x-6 gap-y-2 px-4 pb-6 text-sm text-slate-500">
          <Link className="hover:text-teal-700 hover:underline" to="/eula">
            Terms of Use
          </Link>
          <Link className="hover:text-teal-700 hover:underline" to="/privacy-policy">
            Privacy Policy
          </Link>
          <Link className="hover:text-teal-700 hover:underline" to="/cookie-policy">
            Cookie Policy
          </Link>
        </footer>
      </div>
    </div>
  );
}

/** The white card every account form sits in. */
export function AuthCard({ children, width = 'max-w-md' }: { children: ReactNode; width?: string }) {
  return <div className={`w-full ${width} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}>{children}</div>;
}
