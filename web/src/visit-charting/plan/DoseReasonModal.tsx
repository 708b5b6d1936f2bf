// 'Give a reason' for a flagged dose (docs/dose-check.md): required, at most 500 characters (the
// contract's rule and messages); the server records it for the figures shown, audits it and prints it.
import { useForm } from 'react-hook-form';
import { doseReasonForm, MAX_DOSE_REASON } from '@vetchart/contracts/treatment-plans/dose-check';
import { Button } from '../../ui/Button';
import { contractResolver } from '../../ui/contractResolver';
import { TextAreaField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';

interface DoseReasonModalProps {
  /** The medication and what is flagged, e.g. 'Carprofen: above the dose range'. */
  subject: string | null;
  onOpenChange: (open: boolean) => void;
  /** Records the reason; resolves to a refusal's message, or null when recorded (the modal closes). */
  onGive: (reason: string) => Promise<string | null>;
}

export function DoseReasonModal({ subject, onOpenChange, onGive }: DoseReasonModalProps) {
  return (
    <Modal open={subject !== null} onOpenChange={onOpenChange} title="Reason for this dose" description={subject ?? undefined} width={520}>
      {subject !== null && <DoseReasonForm onGive={onGive} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function DoseReasonForm({ onGive, onDone }: { onGive: (reason: string) => Promise<string | null>; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: contractResolver<{ reason: string }, typeof doseReasonForm>(doseReasonForm), defaultValues: { reason: '' } });
  const error = errors.reason?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async ({ reason }) => {
        const refused = await onGive(reason);
        if (refused === null) onDone();
        else setError('reason', { message: refused });
      })}
      className="space-y-4"
    >
      <TextAreaField label="Reason" maxLength={MAX_DOSE_REASON} error={error} {...register('reason')} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Save Reason
        </Button>
      </div>
    </form>
  );
}
