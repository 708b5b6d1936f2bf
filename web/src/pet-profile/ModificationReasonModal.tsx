// Reason for Modification (spec 001 section 2.7): before the notes of a read-only visit change,
// the person records the date and the reason. The server keeps them with who and when; the date
// goes as YYYY/MM/DD. The rules and messages are the visit contract's
// (packages/contracts/src/visits/visit.ts), the ones the main service applies.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { MODIFICATION_REASON_MAX, modificationReasonForm, modificationReasonShape } from '@vetchart/contracts/visits/visit';
import { Button } from '../ui/Button';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { contractResolver } from '../ui/contractResolver';
import { TextAreaField, TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useSaveModificationReason } from './mutations/useSaveModificationReason';
import { toModificationDate } from './petProfileLinks';

/** The date input's YYYY-MM-DD and the reason's text. */
type FormValues = Record<keyof typeof modificationReasonShape, string>;
const FORM_PATHS = Object.keys(modificationReasonShape);

const today = () => new Date().toISOString().slice(0, 10);

interface ModificationReasonModalProps {
  visit: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Called with the visit once the reason is saved. */
  /** The visit and the reason saved for it (the saves that follow are made under it). */
  onSaved: (visitId: string, modificationReasonId: string) => void;
}

export function ModificationReasonModal({ visit, onOpenChange, onSaved }: ModificationReasonModalProps) {
  const [saveReason] = useSaveModificationReason();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: contractResolver<FormValues, typeof modificationReasonForm>(modificationReasonForm), defaultValues: { modificationDate: today(), modificationReason: '' } });

  useEffect(() => {
    if (visit) reset({ modificationDate: today(), modificationReason: '' });
  }, [visit, reset]);

  const submit = async (values: FormValues) => {
    if (!visit) return;
    const reason = modificationReasonForm.parse(values);
    try {
      const { saveModificationReason: result } = await saveReason({
        input: { visitId: visit.id, modificationDate: toModificationDate(reason.modificationDate), modificationReason: reason.modificationReason },
      });
      if (result.__typename === 'SaveModificationReasonSuccess' && result.modificationReason) {
        onSaved(visit.id, result.modificationReason.id);
        return;
      }
      if (result.__typename === 'InputValidationError') {
        const applied = applyServerFieldErrors(setError, result.fieldErrors ?? [], FORM_PATHS);
        if (applied.length > 0) return;
      }
      notify('error', 'Modification Error', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'Modification Error', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Modal
      open={visit !== null}
      onOpenChange={onOpenChange}
      title="Reason for Modification"
      description={visit ? `"${visit.name}" is read-only. Say when and why its notes are modified.` : undefined}
      width={520}
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <TextField type="date" label="Modification Date" max={today()} error={errors.modificationDate?.message} {...register('modificationDate')} />
        <TextAreaField label="Reason for Modification" maxLength={MODIFICATION_REASON_MAX} error={errors.modificationReason?.message} {...register('modificationReason')} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
