// The frame of every /d route: sidebar, header with the page title and the signed-in person,
// the page, and a footer. Visitors without a session are sent to sign-in.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData, useLocation, useSearchParams } from 'react-router';
import type { DashboardLayoutQuery } from '../__generated__/DashboardLayoutQuery.graphql';
import { SubscriptionGate } from '../billing/SubscriptionGate';
import { useSession } from '../auth/session';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { notify } from '../ui/notifications/notificationStore';
import { PageSkeleton } from '../ui/Skeleton';
import { DashboardHeader, SessionPerson, ViewerPerson } from './DashboardHeader';
import { pageTitle } from './pageTitle';
import { Sidebar } from './Sidebar';
import { UnavailableServicesNotice } from '../ui/UnavailableServicesNotice';

const dashboardLayoutQuery = graphql`
  query DashboardLayoutQuery {
    viewer {
      ...DashboardHeader_viewer
    }
    ...SubscriptionGate_query
  }
`;

export interface DashboardLoaderData {
  queryRef: PreloadedQuery<DashboardLayoutQuery>;
}

// Charting a visit step takes the whole width.
const FULL_WIDTH_SOAP_STEPS = new Set(['subjective', 'objective', 'assessment', 'plan', 'results']);

function SignedInPerson({ queryRef }: DashboardLoaderData) {
  const { viewer } = usePreloadedQuery(dashboardLayoutQuery, queryRef);
  return viewer ? <ViewerPerson viewer={viewer} /> : <SessionPerson />;
}

/**
 * The screen, or the subscription checkout (or notice) while the organization's subscription is
 * not active. When the subscription cannot be read, the screen is shown: the dashboard does not
 * lock a clinic out because billing is briefly unavailable.
 */
function GatedScreen({ queryRef }: DashboardLoaderData) {
  const data = usePreloadedQuery(dashboardLayoutQuery, queryRef);
  return (
    <SubscriptionGate query={data}>
      <Outlet />
    </SubscriptionGate>
  );
}

function DashboardFrame({ queryRef }: DashboardLoaderData) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onPetVisitStep = /^\/d\/pet-profiles\/pets\/[^/]+\/?$/i.test(pathname) && FULL_WIDTH_SOAP_STEPS.has(searchParams.get('soap') ?? '');
  const showFooter = !/^\/d\/template-builder\/?$/i.test(pathname);

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      {!onPetVisitStep && <Sidebar />}
      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardHeader title={pageTitle(pathname)}>
          <ErrorBoundary fallback={<SessionPerson />} onError={(error) => notify('error', 'Error', error.message || 'An Error Occurred')}>
            <Suspense fallback={<SessionPerson />}>
              <SignedInPerson queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
        </DashboardHeader>
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6">
          <UnavailableServicesNotice />
          <Suspense fallback={<PageSkeleton />}>
            <ErrorBoundary fallback={<Outlet />}>
              <GatedScreen queryRef={queryRef} />
            </ErrorBoundary>
          </Suspense>
        </main>
        {showFooter && (
          <footer className="border-t border-slate-200 bg-white px-6 py-4 text-sm text-slate-500">© {new Date().getFullYear()} VetChart</footer>
        )}
      </div>
    </div>
  );
}

export function DashboardLayout() {
  const session = useSession();
  const { queryRef } = useLoaderData() as DashboardLoaderData;
  if (!session) return <Navigate to="/" replace />;
  return <DashboardFrame queryRef={queryRef} />;
}
