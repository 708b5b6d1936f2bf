import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { PlanCard_plan$data } from '../__generated__/PlanCard_plan.graphql';
import { Button } from '../ui/Button';

export type BillingPeriod = 'monthly' | 'annually';

const FEATURES = [
  'Essential features',
  'Limited number of active patients',
  'Standard support during business hours',
  'Basic reporting and analytics',
  'Email notifications',
] as const;

// The plan's fields this card shows; SubscriptionPlansPage reads them unmasked (no Relay store).
graphql`
  fragment PlanCard_plan on Plan {
    name
    code
    monthlyPrice
    annualPrice
    discount
  }
`;

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

export function PlanCard({ plan, period }: { plan: Omit<PlanCard_plan$data, ' $fragmentType'>; period: BillingPeriod }) {
  const navigate = useNavigate();
  const annual = period === 'annually';
  const saving = Math.round((plan.annualPrice * plan.discount) / 100);

  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <h2 className="text-lg font-semibold text-slate-900">{plan.name}</h2>
      <p className="mt-1 text-sm text-slate-600">Everything your clinic needs to chart visits faster with AI-assisted SOAP notes.</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{dollars(annual ? plan.annualPrice : plan.monthlyPrice)}</span>
        <span className="text-sm text-slate-500">{annual ? '/ annually' : '/ monthly'}</span>
      </p>
      {annual && <p className="mt-2 text-sm font-medium text-emerald-700">Save ${saving.toLocaleString('en-US')} when you pay annual</p>}
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-teal-600">
              <path d="M4 10.5l3.5 3.5L16 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <Button className="mt-8 w-full" onClick={() => navigate(`/signup?planCode=${encodeURIComponent(plan.code)}`)}>
        Subscribe
      </Button>
    </article>
  );
}
