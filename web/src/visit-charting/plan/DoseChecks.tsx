// The dose check of the plan's medications (docs/dose-check.md), as the server computed it: each
// medication row's dose, mg per kg of the pet's latest weight (with its date) and the species
// range, and any flag — outside the range, above a maximum, not for this species, no range, no or
// a stale weight. A flagged dose needs a reason before the plan is sent, signed or the note
// finalized (the server refuses until then); 'Give a reason' records one, shown here and printed.
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { doseCheckLine } from '@vetchart/contracts/treatment-plans/dose-check-labels';
import type { DoseChecks_plan$data, DoseChecks_plan$key } from '../../__generated__/DoseChecks_plan.graphql';
import { Button } from '../../ui/Button';
import { notify } from '../../ui/notifications/notificationStore';
import { useGiveDoseReason } from './mutations/useGiveDoseReason';

// Loaded when a reason is first given: its form brings the contract's schema (zod) with it, which
// the plan step itself does not need.
const DoseReasonModal = lazy(async () => ({ default: (await import('./DoseReasonModal')).DoseReasonModal }));

const fragment = graphql`
  fragment DoseChecks_plan on TreatmentPlan {
    id
    version
    doseChecks {
      rowId
      name
      doseMg
      dosesPerDay
      mgPerKg
      amount
      weightKg
      weightOn
      rangeMinMgPerKg
      rangeMaxMgPerKg
      route
      flags
      flagTexts
      reason
      reasonByName
      reasonAt
      needsReason
    }
  }
`;

type Check = DoseChecks_plan$data['doseChecks'][number];

export function DoseChecks({ plan: planKey, editable, visitId }: { plan: DoseChecks_plan$key; editable: boolean; visitId: string }) {
  const plan = useFragment(fragment, planKey);
  const [giving, setGiving] = useState<Check | null>(null);
  const [commit] = useGiveDoseReason();
  if (!plan.doseChecks.length) return null;
  const open = plan.doseChecks.filter((check) => check.needsReason).length;

  const give = async (reason: string): Promise<string | null> => {
    if (!giving) return null;
    const answer = (await commit({ input: { visitId, rowId: giving.rowId, planVersion: plan.version, reason } })).giveDoseReason;
    if (answer.__typename === 'GiveDoseReasonSuccess') {
      notify('success', 'Reason saved.');
      return null;
    }
    return answer.__typename === '%other' ? 'The reason could not be saved.' : (answer.message ?? 'The reason could not be saved.');
  };

  return (
    <section aria-labelledby="dose-check-title" className="space-y-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id="dose-check-title" className="text-base font-semibold text-slate-900">
          Dose check
        </h4>
        <p className={`text-sm ${open ? 'font-medium text-rose-700' : 'text-slate-600'}`}>
          {open ? `${open === 1 ? '1 dose needs' : `${open} doses need`} a reason before the plan is signed or sent.` : 'Every written dose is in range or has its reason.'}
        </p>
      </div>
      <ul className="divide-y divide-slate-100">
        {plan.doseChecks.map((check) => (
          <li key={check.rowId} className="flex flex-wrap items-start justify-between gap-3 py-2.5 text-sm" aria-label={`Dose of ${check.name}`}>
            <div className="min-w-0 space-y-1">
              <p className="font-medium text-slate-900">{check.name}</p>
              <p className="text-slate-700 tabular-nums">{doseCheckLine(check)}</p>
              {check.flags.length > 0 && (
                <p className={check.needsReason ? 'font-medium text-rose-700' : 'text-amber-800'}>
                  <span aria-hidden="true">⚠ </span>Flagged: {check.flagTexts.join(', ')}
                </p>
              )}
              {check.reason && (
                <p className="text-slate-700">
                  Reason: {check.reason} <span className="text-slate-500">({check.reasonByName})</span>
                </p>
              )}
            </div>
            {check.needsReason && editable && (
              <Button variant="secondary" className="px-3 py-1.5" onClick={() => setGiving(check)}>
                Give a reason
              </Button>
            )}
          </li>
        ))}
      </ul>
      {giving && (
        <Suspense fallback={null}>
          <DoseReasonModal subject={`${giving.name}: ${giving.flagTexts.join(', ')}.`} onOpenChange={(isOpen) => !isOpen && setGiving(null)} onGive={give} />
        </Suspense>
      )}
    </section>
  );
}
