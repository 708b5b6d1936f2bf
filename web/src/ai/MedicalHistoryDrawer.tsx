// The Medical History Summary panel (spec 002 section 2.8) as a side drawer, opened from a visit's
// steps and from the pet profile. Like Preview SOAP Note it is not modal, so the person keeps
// charting beside it; its content (and its query) downloads when it first opens. It imports nothing
// of the pages that open it (the links' address comes from them), so neither page's chunk is
// pulled into the other's download.
import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { Button, focusRing } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { InlineNotice } from '../ui/InlineNotice';

const MedicalHistoryContent = lazy(async () => ({ default: (await import('./MedicalHistoryContent')).MedicalHistoryContent }));

interface MedicalHistoryDrawerProps {
  /** The pet's global id (the query's). */
  petId: string;
  /** The steps page of one of the pet's visits, as the opening page addresses it. */
  visitPath: (visitId: string) => string;
  /** Opened from a visit's steps: that visit's global id (the panel then lists only other visits). */
  excludingVisitId?: string;
}

export function MedicalHistoryDrawer({ petId, visitPath, excludingVisitId }: MedicalHistoryDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Medical History</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          style={{ width: 'min(560px, 100vw)' }}
          className="fixed top-0 right-0 z-40 flex h-full flex-col border-l border-slate-200 bg-white shadow-xl"
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Medical History Summary</Dialog.Title>
            <Dialog.Close className={`rounded-md p-1 text-slate-500 hover:bg-slate-100 ${focusRing}`} aria-label="Close">
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <ErrorBoundary
            fallback={
              <div className="px-6 py-5">
                <Dialog.Description className="sr-only">The medical history could not be loaded.</Dialog.Description>
                <InlineNotice tone="error">The medical history could not be loaded. Close the panel and open it again to retry.</InlineNotice>
              </div>
            }
          >
            <Suspense
              fallback={
                <p role="status" className="px-6 py-5 text-sm text-slate-600">
                  Loading the medical history…
                </p>
              }
            >
              <MedicalHistoryContent petId={petId} visitPath={visitPath} excludingVisitId={excludingVisitId} />
            </Suspense>
          </ErrorBoundary>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
