// The pages a pet parent opens from an e-mailed link (the pre-visit form, the treatment plan): the
// same frame, loading state and refusal. A link that cannot be opened (unknown, expired, or the
// page failed to load) shows the page's title and the reason, and for a genuine expired link how to
// reach the clinic for a new one. The warning mark is the one the app's other refusals show.
import { Suspense, type ReactNode } from 'react';
import { ClinicContactNotice, type ClinicContact } from './ClinicContactNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { Skeleton } from './Skeleton';

export function WarningMark() {
  return (
    <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-700">
      !
    </span>
  );
}

export function LinkProblem({ title, message, clinic }: { title: string; message: string; clinic?: ClinicContact | null }) {
  return (
    <div className="mx-auto max-w-md py-10 text-center">
      <WarningMark />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{title}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      {clinic && <ClinicContactNotice clinic={clinic} />}
    </div>
  );
}

interface PublicLinkPageProps {
  /** The page's title, also the heading of its refusal. */
  title: string;
  /** Shown when the page could not be loaded at all. */
  loadFailedMessage: string;
  /** What the loading state says to a screen reader ('Loading the form…'). */
  loadingLabel: string;
  /** A wide page (a plan's table) gets more width and narrower margins on a phone. */
  wide?: boolean;
  children: ReactNode;
}

export function PublicLinkPage({ title, loadFailedMessage, loadingLabel, wide = false, children }: PublicLinkPageProps) {
  return (
    <div className={`min-h-screen bg-slate-50 py-6 sm:px-6 sm:py-10 ${wide ? 'px-2' : 'px-3'}`}>
      <main className={`mx-auto rounded-2xl border border-slate-200 bg-white shadow-sm sm:p-8 ${wide ? 'max-w-5xl p-3' : 'max-w-4xl p-4'}`}>
        <ErrorBoundary fallback={<LinkProblem title={title} message={loadFailedMessage} />}>
          <Suspense fallback={<PageSkeleton label={loadingLabel} />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-16" />
        <Skeleton className="h-6 w-1/3" />
      </div>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
