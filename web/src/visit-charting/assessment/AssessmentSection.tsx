// The Assessment step as the steps page shows it (spec 002 section 2.5): its code downloads on its
// own while a skeleton of the two columns shows, and an error boundary keeps a failure inside the
// step — 'Error Occurred', 'Something went wrong in the Assessment section.' and 'Try again',
// which loads the step afresh (its code too, if that download was what failed).
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '../../ui/Button';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Skeleton } from '../../ui/Skeleton';
import type { AssessmentStep as AssessmentStepComponent } from './AssessmentStep';

const loadStep = async () => ({ default: (await import('./AssessmentStep')).AssessmentStep });

function AssessmentSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading the assessment…</span>
      <Skeleton className="h-7 w-40" />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}

export function AssessmentSection(props: ComponentProps<typeof AssessmentStepComponent>) {
  // A new lazy component per attempt: React keeps a failed download's error for the old one.
  const [{ attempt, AssessmentStep }, setLoad] = useState(() => ({ attempt: 0, AssessmentStep: lazy(loadStep) }));
  return (
    <ErrorBoundary
      key={attempt}
      fallback={
        <div role="alert" className="space-y-3 py-6 text-center">
          <h3 id={props.titleId} className="text-lg font-semibold text-slate-900">
            Error Occurred
          </h3>
          <p className="text-slate-600">Something went wrong in the Assessment section.</p>
          <Button onClick={() => setLoad((load) => ({ attempt: load.attempt + 1, AssessmentStep: lazy(loadStep) }))}>Try again</Button>
        </div>
      }
    >
      <Suspense fallback={<AssessmentSkeleton />}>
        <AssessmentStep {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
