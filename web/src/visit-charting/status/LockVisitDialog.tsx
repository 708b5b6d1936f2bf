// Lock (spec 002 sections 2.8, 4 "Visit lock", 5, 8): 'Please enter your Veterinary PIN' in four
// boxes, Cancel and Lock. A locked visit is read-only for everyone. Success is 'SOAP Visit Locked:
// You have successfully locked the SOAP Visit'; a refusal (wrong PIN, none set yet, too many tries)
// is 'Lock Error' with the server's message. Offered to holders of 'Lock Visit Note' while the
// visit is not locked.
//
// A vet who has no PIN yet is not sent away to find one: the dialog says so, lets them
// choose the PIN in the same four boxes ('Set PIN and Lock': the PIN is saved, then the visit is
// locked with it) and links to the Veterinary PIN card in Settings, where it is changed later.
import { lazy, Suspense, useState } from 'react';
import { useAccess } from '../../auth/access';
import { Button } from '../../ui/Button';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { InlineNotice } from '../../ui/InlineNotice';
import { Modal } from '../../ui/Modal';

// The PIN form (and the PIN's form rules) download when the dialog first opens.
const LockForm = lazy(async () => ({ default: (await import('./LockVisitForm')).LockForm }));

export const LOCK_VISIT_NOTE = 'Lock Visit Note';
export function LockVisitButton({ visit }: { visit: { id: string; isLocked: boolean } }) {
  const canLock = useAccess().can(LOCK_VISIT_NOTE);
  const [open, setOpen] = useState(false);
  if (!canLock || visit.isLocked) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Lock
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="Lock SOAP Visit" width={440}>
        {open && (
          <ErrorBoundary fallback={<InlineNotice tone="error">The lock could not be loaded. Please close this and try again.</InlineNotice>}>
            <Suspense
              fallback={
                <p role="status" className="text-sm text-slate-600">
                  Loading…
                </p>
              }
            >
              <LockForm visitId={visit.id} onDone={() => setOpen(false)} />
            </Suspense>
          </ErrorBoundary>
        )}
      </Modal>
    </>
  );
}
