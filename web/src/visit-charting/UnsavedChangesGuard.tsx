// Leaving a step, the visit or the page with unsaved changes asks first: a
// navigation inside the app (another step, Back to pet info, the header's links) is held by
// react-router's blocker and confirmed in a dialog; closing or reloading the tab gets the
// browser's own question (beforeunload). A form renders <UnsavedChangesGuard when={isDirty} />.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { leavesForms } from './visitSteps';

export const UNSAVED_TITLE = 'Discard unsaved changes?';
export const UNSAVED_MESSAGE = 'You have changes that are not saved. Leave and discard them?';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  // Only a change of page or of the query string (another step) leaves the form; a hash does not,
  // nor a save adding its note's id (the vitals typed before the Subjective's first save stay).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && leavesForms(currentLocation, nextLocation));

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // A form saved meanwhile lets the held navigation go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={UNSAVED_TITLE}
      message={UNSAVED_MESSAGE}
      confirmLabel="Discard changes"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
