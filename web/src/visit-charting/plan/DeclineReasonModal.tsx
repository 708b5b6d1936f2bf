// 'Decline Rason' (spec 002 sections 2.6 and 5, spelling as in the product): the client declines
// the plan; the reason is required and the OK button reads 'Accept'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { DECLINE_REASON_MAX, declineReasonSchema, type DeclineReasonValues } from './planForms';

export const DECLINE_REASON_TITLE = 'Decline Rason';

interface DeclineReasonModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the declined plan; resolves when done (the modal closes on true). */
  onAccept: (reason: string) => Promise<boolean>;
}

export function DeclineReasonModal({ open, onOpenChange, onAccept }: DeclineReasonModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={DECLINE_REASON_TITLE} width={480}>
      {open && <DeclineReasonForm onAccept={onAccept} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function DeclineReasonForm({ onAccept, onDone }: { onAccept: (reason: string) => Promise<boolean>; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeclineReasonValues>({ resolver: zodResolver(declineReasonSchema), defaultValues: { reason: '' } });
  const error = errors.reason?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async ({ reason }) => {
        if (await onAccept(reason)) onDone();
      })}
      className="space-y-4"
    >
      <TextAreaField label="Reason" maxLength={DECLINE_REASON_MAX} error={error} {...register('reason')} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Accept
        </Button>
      </div>
    </form>
  );
}
