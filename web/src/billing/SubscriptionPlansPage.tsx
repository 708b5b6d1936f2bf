import { Suspense, use, useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { SubscriptionPlansPageQuery$data } from '../__generated__/SubscriptionPlansPageQuery.graphql';
import { Button, focusRing } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { notify } from '../ui/notifications/notificationStore';
import { Logo } from '../ui/Logo';
import { PlanCard, type BillingPeriod } from './PlanCard';

// Read without the Relay store (billingRoutes.tsx): the cards' fields come unmasked.
graphql`
  query SubscriptionPlansPageQuery {
    plans {
      id
      discount
      ...PlanCard_plan @relay(mask: false)
    }
  }
`;

export interface SubscriptionPlansLoaderData {
  plans: Promise<SubscriptionPlansPageQuery$data>;
}

function PeriodOption({ value, period, onChange, children }: { value: BillingPeriod; period: BillingPeriod; onChange: (value: BillingPeriod) => void; children: ReactNode }) {
  const checked = value === period;
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600 ${
        checked ? 'bg-teal-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
      }`}
    >
      <input type="radio" name="billing-period" value={value} checked={checked} onChange={() => onChange(value)} className="sr-only" />
      {children}
    </label>
  );
}

function PlansUnavailable() {
  return (
    <div className="text-center text-slate-600">
      <p>We couldn’t load the plans just now.</p>
      <Button variant="secondary" className="mt-4" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}

function Plans({ plans: answer }: SubscriptionPlansLoaderData) {
  const { plans } = use(answer);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const first = plans[0];

  if (!first) return <p className="text-center text-slate-600">No plans are available right now. Please check back soon.</p>;

  return (
    <>
      <fieldset className="mx-auto flex w-fit items-center gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-xs">
        <legend className="sr-only">Billing period</legend>
        <PeriodOption value="monthly" period={period} onChange={setPeriod}>
          <span>Billed monthly</span>
        </PeriodOption>
        <PeriodOption value="annually" period={period} onChange={setPeriod}>
          <span>Billed annually</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${period === 'annually' ? 'bg-white text-teal-800' : 'bg-emerald-100 text-emerald-800'}`}>
            Save {Math.round(first.discount)}%
          </span>
        </PeriodOption>
      </fieldset>
      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} />
        ))}
      </div>
    </>
  );
}

export function SubscriptionPlansPage() {
  const { plans } = useLoaderData() as SubscriptionPlansLoaderData;
  return (
    <div className="min-h-screen bg-gradient-to-b from-teal-50 to-slate-50">
      <header className="mx-auto flex max-w-6xl items-center px-6 py-6">
        <Link to="/d/welcome" aria-label="VetChart home" className={`rounded-lg ${focusRing}`}>
          <Logo />
        </Link>
      </header>
      <main className="mx-auto max-w-6xl px-6 pb-16">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Choose the plan that fits your clinic</h1>
          <p className="mt-4 text-lg text-slate-600">Over 1,000 clinics chart their visits with VetChart. Start with the plan that suits your practice today.</p>
        </div>
        {/* Room for the plans while they load, so the footer below does not jump when they arrive. */}
        <div className="mt-10 min-h-[36rem]">
          <ErrorBoundary fallback={<PlansUnavailable />} onError={(error) => notify('error', 'Error', error.message || 'An Error Occurred')}>
            <Suspense fallback={<p className="text-center text-slate-600" role="status">Loading...</p>}>
              <Plans plans={plans} />
            </Suspense>
          </ErrorBoundary>
        </div>
      </main>
      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-600">Trusted by 1,000+ clinics worldwide</footer>
    </div>
  );
}
