// The subscription checkout wrapper around /d (spec 000 section 2: 'Client admins get the
// subscription checkout wrapper around protected routes'; section 4: 'if the subscription status is
// inactive, an embedded card checkout opens automatically for client admins'). While the
// organization's subscription is not active, a client admin or super admin gets the card checkout
// in place of the screen; anyone else is told whom to ask. The checkout's code (and Stripe's, when
// Stripe is the provider) is downloaded only then.
import { lazy, Suspense, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SubscriptionGate_query$key } from '../__generated__/SubscriptionGate_query.graphql';
import { useAccess } from '../auth/access';
import { PageSkeleton } from '../ui/Skeleton';
import { gateView } from './subscriptionGate';

const SubscriptionCheckout = lazy(async () => ({ default: (await import('./SubscriptionCheckout')).SubscriptionCheckout }));

const gateFragment = graphql`
  fragment SubscriptionGate_query on Query {
    subscription {
      id
      status
      planName
      planCode
      amountCents
      interval
    }
    viewer {
      organization {
        name
      }
      clinics {
        id
        contactName
        email
      }
    }
  }
`;

export function InactiveSubscriptionNotice({ organizationName, contactName, contactEmail }: { organizationName: string; contactName?: string | null; contactEmail?: string | null }) {
  return (
    <section aria-labelledby="inactive-subscription-heading" className="mx-auto max-w-2xl rounded-2xl border border-amber-200 bg-white p-8 shadow-sm">
      <h2 id="inactive-subscription-heading" className="text-xl font-semibold text-slate-900">
        {organizationName}’s subscription is inactive
      </h2>
      <p className="mt-3 text-slate-700">
        VetChart stays locked for your clinic until its subscription is paid. Only your clinic’s administrator (a client admin) can pay for it, so please ask them
        to renew the subscription; the dashboard opens for everyone as soon as it is active.
      </p>
      {contactName && (
        <p className="mt-3 text-slate-700">
          Your clinic’s contact on file is <span className="font-medium text-slate-900">{contactName}</span>
          {contactEmail && (
            <>
              {' '}
              (
              <a className="font-medium text-teal-800 underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
              )
            </>
          )}
          .
        </p>
      )}
    </section>
  );
}

export function SubscriptionGate({ query, children }: { query: SubscriptionGate_query$key; children: ReactNode }) {
  const data = useFragment(gateFragment, query);
  const access = useAccess();
  const subscription = data.subscription;
  const view = gateView(subscription.status, access);
  if (view === 'screen') return <>{children}</>;
  if (view === 'checkout') {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <SubscriptionCheckout
          subscriptionId={subscription.id}
          status={subscription.status}
          planName={subscription.planName ?? subscription.planCode}
          amountCents={subscription.amountCents}
          interval={subscription.interval}
          organizationName={data.viewer?.organization.name ?? 'Your clinic'}
        />
      </Suspense>
    );
  }
  const clinic = data.viewer?.clinics[0];
  return <InactiveSubscriptionNotice organizationName={data.viewer?.organization.name ?? 'Your clinic'} contactName={clinic?.contactName} contactEmail={clinic?.email} />;
}
