// 'Send Treatment by Email' (spec 002 sections 2.6, 4, 5, 8): 'Verify Email Address' (width 400)
// confirms the recipient — the pet parent's address to start with — and sends the link to the
// public estimate page: 'Treatment plan proposal approval has been sent to {email}'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../ui/applyServerFieldErrors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/FormField';
import { InlineNotice } from '../../ui/InlineNotice';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications/notificationStore';
import { useSendTreatmentPlanEstimate } from './mutations/useSendTreatmentPlanEstimate';
import { estimateEmailSchema, type EstimateEmailValues } from './planForms';

export const VERIFY_EMAIL_TITLE = 'Verify Email Address';

interface SendEstimateModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visitId: string;
  defaultEmail: string;
  /** Saves what is unsaved before the link goes out; false when that failed. */
  beforeSend: () => Promise<boolean>;
}

export function SendEstimateModal({ open, onOpenChange, ...rest }: SendEstimateModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={VERIFY_EMAIL_TITLE} width={400}>
      {open && <SendEstimateForm {...rest} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function SendEstimateForm({ visitId, defaultEmail, beforeSend, onDone }: Omit<SendEstimateModalProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [send] = useSendTreatmentPlanEstimate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EstimateEmailValues>({ resolver: zodResolver(estimateEmailSchema), defaultValues: { email: defaultEmail } });

  const submit = async ({ email }: EstimateEmailValues) => {
    setFailure(null);
    if (!(await beforeSend())) return;
    try {
      const { sendTreatmentPlanEstimate: result } = await send({ input: { visitId, email } });
      if (result.__typename === 'SendTreatmentPlanEstimateSuccess') {
        notify('success', `Treatment plan proposal approval has been sent to ${result.email}`);
        onDone();
        return;
      }
      if (result.__typename === 'InputValidationError' && applyServerFieldErrors(setError, result.fieldErrors ?? [], ['email']).length > 0) return;
      setFailure(('message' in result && result.message) || 'The treatment plan could not be sent.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The treatment plan could not be sent.');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <p className="text-sm text-slate-700">The pet parent gets a link to review the plan, approve or decline each item and sign.</p>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Send
        </Button>
      </div>
    </form>
  );
}
