// The steps bar of a visit (spec 002 section 2.1): Subjective, Objective, Assessment, Plan,
// Results. Each is a link that changes only the query string; the current one says so.
import { Link, useSearchParams } from 'react-router';
import { focusRing } from '../ui/Button';
import { STEP_LABELS, VISIT_STEPS, stepSearch, type VisitStep } from './visitSteps';

export function StepsBar({ current }: { current: VisitStep }) {
  const [searchParams] = useSearchParams();
  const currentIndex = VISIT_STEPS.indexOf(current);
  return (
    <nav aria-label="Visit steps">
      <ol className="flex flex-wrap gap-2">
        {VISIT_STEPS.map((step, index) => {
          const active = step === current;
          const done = index < currentIndex;
          return (
            <li key={step}>
              <Link
                to={{ search: stepSearch(searchParams, step).toString() }}
                aria-current={active ? 'step' : undefined}
                className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ${focusRing} ${
                  active ? 'bg-teal-700 text-white ring-teal-700' : done ? 'bg-teal-50 text-teal-900 ring-teal-200 hover:bg-teal-100' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                <span aria-hidden="true" className={`flex h-5 w-5 items-center justify-center rounded-full text-xs ${active ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}>
                  {index + 1}
                </span>
                {STEP_LABELS[step]}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
