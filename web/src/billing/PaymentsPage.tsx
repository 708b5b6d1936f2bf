// /d/payments, subscription and payment history (spec 003 section 2.10; 'Manage Subscriptions' on
// the settings hub leads here): the subscription with its cancel action, and the payments table.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PaymentsPageQuery } from '../__generated__/PaymentsPageQuery.graphql';
import { useAccess } from '../auth/access';
import { BackHeader } from '../ui/BackHeader';
import { PermissionDenied } from '../ui/PermissionDenied';
import { canManageSubscription } from './paymentsAccess';
import { PaymentsTable } from './PaymentsTable';
import { SubscriptionSummary } from './SubscriptionSummary';

const paymentsPageQuery = graphql`
  query PaymentsPageQuery {
    subscription {
      ...SubscriptionSummary_subscription
    }
    ...PaymentsTable_query
  }
`;

export interface PaymentsLoaderData {
  queryRef: PreloadedQuery<PaymentsPageQuery> | null;
}

function LoadedPayments({ queryRef }: { queryRef: PreloadedQuery<PaymentsPageQuery> }) {
  const data = usePreloadedQuery(paymentsPageQuery, queryRef);
  return (
    <div className="space-y-6">
      <SubscriptionSummary subscription={data.subscription} />
      <section aria-labelledby="payment-history-heading">
        <h3 id="payment-history-heading" className="mb-3 text-base font-semibold text-slate-900">
          Payment history
        </h3>
        <PaymentsTable query={data} />
      </section>
    </div>
  );
}

export function PaymentsPage() {
  const { queryRef } = useLoaderData() as PaymentsLoaderData;
  const access = useAccess();
  return (
    <section aria-label="Payment History">
      <BackHeader title="Payment History" />
      {queryRef && canManageSubscription(access) ? <LoadedPayments queryRef={queryRef} /> : <PermissionDenied />}
    </section>
  );
}
