// E-mailing a consent form to the pet parent (docs/consents.md): the address (the parent's to
// start with) gets a 7-day link to read and sign it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { estimateEmailSchema, type EstimateEmailValues } from '../visit-charting/plan/planForms';
import { useSendConsentLink } from './mutations/useSendConsentLink';

interface SendConsentDialogProps {
  visitId: string;
  formId: string;
  title: string;
  defaultEmail: string;
  onClose: () => void;
}

export function SendConsentDialog({ visitId, formId, title, defaultEmail, onClose }: SendConsentDialogProps) {
  const [send] = useSendConsentLink();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EstimateEmailValues>({ resolver: zodResolver(estimateEmailSchema), defaultValues: { email: defaultEmail } });

  const submit = async ({ email }: EstimateEmailValues) => {
    setFailure(null);
    try {
      const { sendConsentLink: result } = await send({ input: { visitId, formId, email } });
      if (result.__typename === 'SendConsentLinkSuccess') {
        notify('success', `${title} has been sent to ${result.email}`);
        onClose();
        return;
      }
      if (result.__typename === 'InputValidationError' && applyServerFieldErrors(setError, result.fieldErrors ?? [], ['email']).length > 0) return;
      setFailure(('message' in result && result.message) || 'The consent could not be sent.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The consent could not be sent.');
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Send ${title}`} width={420}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <p className="text-sm text-slate-700">The pet parent gets a link to read the consent form and sign or decline it.</p>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Send
          </Button>
        </div>
      </form>
    </Modal>
  );
}
