// Withdrawing a signed consent (docs/consents.md): the reason is required, and the dialog says
// what follows — the visit cannot be finalized or start treatment until it is signed again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { consentWithdrawWire } from '@vetchart/contracts/consents/consent';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { TextAreaField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useWithdrawConsent } from './mutations/useWithdrawConsent';

interface WithdrawConsentDialogProps {
  signatureId: string;
  title: string;
  onClose: () => void;
}

export function WithdrawConsentDialog({ signatureId, title, onClose }: WithdrawConsentDialogProps) {
  const [withdraw] = useWithdrawConsent();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: contractResolver<{ reason: string }, typeof consentWithdrawWire>(consentWithdrawWire), defaultValues: { reason: '' } });

  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      const { withdrawConsent: result } = await withdraw({ input: { signatureId, reason: reason.trim() } });
      if (result.__typename === 'WithdrawConsentSuccess') {
        notify('success', `${title} withdrawn`);
        onClose();
        return;
      }
      if (result.__typename === 'InputValidationError' && applyServerFieldErrors(setError, result.fieldErrors ?? [], ['reason']).length > 0) return;
      setFailure(('message' in result && result.message) || 'The consent could not be withdrawn.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The consent could not be withdrawn.');
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Withdraw ${title}?`} width={480}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <p className="text-sm text-slate-700">
          The signature stays on record, marked withdrawn. The visit cannot be finalized or start treatment until this consent is signed again.
        </p>
        <TextAreaField label="Reason for withdrawing" rows={3} maxLength={2000} error={errors.reason?.message} {...register('reason')} />
        {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" className="bg-rose-600 hover:bg-rose-700" busy={isSubmitting}>
            Withdraw consent
          </Button>
        </div>
      </form>
    </Modal>
  );
}
