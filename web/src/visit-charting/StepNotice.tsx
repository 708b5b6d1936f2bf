// A step whose charting comes with a later issue (spec 002 sections 2.5–2.7: the assessment's
// treatment plan builder, the plan proposal, the results): its title and one line saying so.
import { STEP_LABELS, type VisitStep } from './visitSteps';

export function StepNotice({ step, titleId }: { step: VisitStep; titleId: string }) {
  return (
    <>
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {STEP_LABELS[step]}
      </h3>
      <p className="mt-2 text-slate-600">Charting the {STEP_LABELS[step].toLowerCase()} step is not available yet.</p>
    </>
  );
}
