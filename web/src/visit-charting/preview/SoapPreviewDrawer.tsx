// 'Preview SOAP Note' (spec 002 section 2.1): a button that opens a side drawer with the note so
// far — triage notes, subjective with the vitals, objective (SoapPreviewContent, downloaded and read when the
// drawer first opens). The drawer is not modal: the person keeps charting beside it; Escape or
// Close shuts it.
import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { Button, focusRing } from '../../ui/Button';

const SoapPreviewContent = lazy(async () => ({ default: (await import('./SoapPreviewContent')).SoapPreviewContent }));

export function SoapPreviewDrawer({ visitId }: { visitId: string }) {
  const [open, setOpen] = useState(false);
  // Each opening reads the note afresh from the network (SoapPreviewContent): the store may hold
  // only parts of it, put there by the steps' own queries.
  const [openings, setOpenings] = useState(0);
  const onOpenChange = (next: boolean) => {
    if (next) setOpenings((count) => count + 1);
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Preview SOAP Note</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          style={{ width: 'min(626px, 100vw)' }}
          className="fixed top-0 right-0 z-40 flex h-full flex-col border-l border-slate-200 bg-white shadow-xl"
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Preview SOAP Note</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">The note as charted so far.</Dialog.Description>
            </div>
            <Dialog.Close className={`rounded-md p-1 text-slate-500 hover:bg-slate-100 ${focusRing}`} aria-label="Close">
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <Suspense
            fallback={
              <p role="status" className="px-6 py-5 text-sm text-slate-600">
                Loading the note…
              </p>
            }
          >
            <SoapPreviewContent visitId={visitId} fetchKey={openings} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
