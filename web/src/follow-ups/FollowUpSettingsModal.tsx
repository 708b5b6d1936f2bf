// The Estimate Reminders modal on the Settings page (docs/follow-ups.md): whether a pet parent who
// has not signed or declined an e-mailed treatment plan or consent form gets reminder e-mails,
// and how many days apart. Client admins save it for their active clinic.
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { followUpSettingsForm } from '@vetchart/contracts/follow-ups/follow-up';
import type { FollowUpSettingsModal_settings$key } from '../__generated__/FollowUpSettingsModal_settings.graphql';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { CheckboxField, TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useSaveFollowUpSettings } from './mutations/useSaveFollowUpSettings';

const settingsFragment = graphql`
  fragment FollowUpSettingsModal_settings on FollowUpSettings {
    id
    enabled
    intervalDays
    updatedAt
  }
`;

interface FollowUpSettingsValues {
  enabled: boolean;
  intervalDays: number;
}

interface FollowUpSettingsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: FollowUpSettingsModal_settings$key;
}

export function FollowUpSettingsModal({ open, onOpenChange, settings: settingsKey }: FollowUpSettingsModalProps) {
  const settings = useFragment(settingsFragment, settingsKey);
  const [save, isSaving] = useSaveFollowUpSettings();
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FollowUpSettingsValues>({
    resolver: contractResolver<FollowUpSettingsValues, typeof followUpSettingsForm>(followUpSettingsForm),
    defaultValues: { enabled: settings.enabled, intervalDays: settings.intervalDays },
  });

  // Opening the modal again shows what is saved, not what was typed and abandoned.
  useEffect(() => {
    if (open) reset({ enabled: settings.enabled, intervalDays: settings.intervalDays });
  }, [open, reset, settings.enabled, settings.intervalDays]);

  const onSubmit = async (values: FollowUpSettingsValues) => {
    try {
      const { saveFollowUpSettings: result } = await save({ input: { enabled: values.enabled, intervalDays: values.intervalDays } });
      if (result.__typename === 'SaveFollowUpSettingsSuccess') {
        notify('success', 'Settings saved successfully');
        onOpenChange(false);
        return;
      }
      if (result.__typename === 'InputValidationError' && applyServerFieldErrors(setError, result.fieldErrors ?? [], ['enabled', 'intervalDays']).length) return;
      notify('error', 'Error saving settings', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'Error saving settings', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Estimate Reminders"
      description="Remind pet parents who have not yet signed or declined an e-mailed treatment plan or consent form, until the link expires."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={isSaving}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <CheckboxField label="Send reminder e-mails" error={errors.enabled?.message} {...register('enabled')} />
        <TextField
          label="Days between reminders"
          type="number"
          min={1}
          max={14}
          inputMode="numeric"
          error={errors.intervalDays?.message}
          hint={settings.updatedAt === null ? 'Not saved yet: until you save, a reminder goes out every 2 days.' : undefined}
          {...register('intervalDays', { valueAsNumber: true })}
        />
      </form>
    </Modal>
  );
}
