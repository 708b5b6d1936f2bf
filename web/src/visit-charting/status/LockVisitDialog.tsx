// Lock (spec 002 sections 2.8, 4 "Visit lock", 5, 8): 'Please enter your Veterinary PIN' in four
// boxes, Cancel and Lock. A locked visit is read-only for everyone. Success is 'SOAP Visit Locked:
// You have successfully locked the SOAP Visit'; a refusal (wrong PIN, none set yet, too many tries)
// is 'Lock Error' with the server's message. Offered to holders of 'Lock Visit Note' while the
// visit is not locked.
import { useState } from 'react';
import { useAccess } from '../../auth/access';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications/notificationStore';
import { useLockVisit } from './mutations/useLockVisit';
import { emptyPin } from './pin';
import { PinBoxes } from './PinBoxes';

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
        {open && <LockForm visitId={visit.id} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function LockForm({ visitId, onDone }: { visitId: string; onDone: () => void }) {
  const [pin, setPin] = useState(emptyPin);
  const [tried, setTried] = useState(false);
  const [lockVisit, locking] = useLockVisit();

  const submit = async () => {
    setTried(true);
    if (pin.some((box) => box === '')) return;
    try {
      const { lockVisit: result } = await lockVisit({ input: { visitId, pin: pin.join('') } });
      if (result.__typename === 'LockVisitSuccess') {
        notify('success', 'SOAP Visit Locked', 'You have successfully locked the SOAP Visit');
        onDone();
        return;
      }
      notify('error', 'Lock Error', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'Lock Error', error instanceof Error ? error.message : undefined);
    }
    setPin(emptyPin());
    setTried(false);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-5"
    >
      <PinBoxes legend="Please enter your Veterinary PIN" value={pin} onChange={setPin} showErrors={tried} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={locking}>
          Cancel
        </Button>
        <Button type="submit" busy={locking}>
          Lock
        </Button>
      </div>
    </form>
  );
}
