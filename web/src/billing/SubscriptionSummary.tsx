// The subscription on /d/payments: plan, status, the end of the paid period and the card on file,
// with Cancel Subscription while it is active (spec 003 section 3: it can be cancelled only while
// its status is active). Cancelling stops renewal; access continues until the period ends.
import dayjs from 'dayjs';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SubscriptionSummary_subscription$key } from '../__generated__/SubscriptionSummary_subscription.graphql';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { notify } from '../ui/notifications/notificationStore';
import { brandName, formatUsd } from './cardFields';
import { useCancelSubscription } from './mutations/useCancelSubscription';

const subscriptionFragment = graphql`
  fragment SubscriptionSummary_subscription on Subscription {
    id
    status
    planCode
    planName
    amountCents
    interval
    currentPeriodEnd
    cancelAtPeriodEnd
    canCancel
    paymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
`;

const STATUS_LABEL: Record<string, string> = { INACTIVE: 'Inactive', INCOMPLETE: 'Incomplete', ACTIVE: 'Active', PAST_DUE: 'Past due', CANCELED: 'Canceled' };
const STATUS_TONE: Record<string, string> = { ACTIVE: 'bg-emerald-50 text-emerald-800', PAST_DUE: 'bg-amber-50 text-amber-800', CANCELED: 'bg-rose-50 text-rose-800' };

export const formatPeriodEnd = (value: string) => dayjs(value).format('MMMM D, YYYY');

export function SubscriptionSummary({ subscription: subscriptionKey }: { subscription: SubscriptionSummary_subscription$key }) {
  const subscription = useFragment(subscriptionFragment, subscriptionKey);
  const [cancel, cancelling] = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const periodEnd = subscription.currentPeriodEnd ? formatPeriodEnd(subscription.currentPeriodEnd) : null;
  const cancellable = subscription.status === 'ACTIVE' && subscription.canCancel && !subscription.cancelAtPeriodEnd;

  const onCancel = async () => {
    try {
      const { cancelSubscription: result } = await cancel({ input: {} });
      if (result?.__typename !== 'CancelSubscriptionSuccess' || !result.subscription) throw new Error(result && 'message' in result ? result.message : 'An Error Occurred');
      const until = result.subscription.currentPeriodEnd ? formatPeriodEnd(result.subscription.currentPeriodEnd) : null;
      notify('success', 'Cancellation successful!', until ? `Your clinic keeps access until ${until}.` : undefined);
    } catch {
      notify('error', 'Error canceling subscription', 'Your subscription could not be canceled. Please contact the administrator.');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="subscription-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id="subscription-heading" className="text-base font-semibold text-slate-900">
            Subscription
          </h3>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{subscription.planName ?? subscription.planCode}</p>
          <p className="text-sm text-slate-600">
            {formatUsd(subscription.amountCents)} / {subscription.interval === 'year' ? 'year' : 'month'}
          </p>
        </div>
        <span className={`inline-flex rounded-full px-3 py-1 text-sm font-medium ${STATUS_TONE[subscription.status] ?? 'bg-slate-100 text-slate-700'}`}>
          {STATUS_LABEL[subscription.status] ?? subscription.status}
        </span>
      </div>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{subscription.cancelAtPeriodEnd ? 'Access until' : 'Current period ends'}</dt>
          <dd className="font-medium text-slate-900">{periodEnd ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Card on file</dt>
          <dd className="font-medium text-slate-900">
            {subscription.paymentMethod
              ? `${brandName(subscription.paymentMethod.brand)} •••• ${subscription.paymentMethod.last4} (expires ${String(subscription.paymentMethod.expMonth).padStart(2, '0')}/${subscription.paymentMethod.expYear})`
              : '—'}
          </dd>
        </div>
      </dl>
      {subscription.cancelAtPeriodEnd && subscription.status === 'ACTIVE' && (
        <p role="status" className="mt-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Your subscription is canceled and will not renew. Your clinic keeps access until {periodEnd ?? 'the end of the paid period'}.
        </p>
      )}
      {cancellable && (
        <div className="mt-5 border-t border-slate-100 pt-5">
          <Button variant="secondary" className="border-rose-300 text-rose-700 hover:bg-rose-50" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel subscription?"
        message={`Your subscription will not renew. Your clinic keeps access until ${periodEnd ?? 'the end of the paid period'}, then the dashboard locks until someone subscribes again.`}
        confirmLabel="Cancel Subscription"
        busy={cancelling}
        onConfirm={() => void onCancel()}
      />
    </section>
  );
}
