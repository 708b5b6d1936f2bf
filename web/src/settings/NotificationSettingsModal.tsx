// The eCheckin Form modal (spec: Notification settings modal): when the check-in form is
// e-mailed before an appointment, and an optional daily reminder at 8am. Saved for the
// caller's active clinic.
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { NotificationSettingsModal_settings$key } from '../__generated__/NotificationSettingsModal_settings.graphql';
import { Button, focusRing } from '../ui/Button';
import { CheckboxField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { useSaveAppointmentSettings } from './mutations/useSaveAppointmentSettings';

const settingsFragment = graphql`
  fragment NotificationSettingsModal_settings on AppointmentSettings {
    id
    clinicCode
    daysBefore
    dailyReminder
    updatedAt
  }
`;

export const DAYS_BEFORE_CHOICES = [
  { value: 0, label: 'On the day of the appointment', detail: 'Sent at 7am on the appointment day' },
  { value: 1, label: '24 hours before', detail: 'Sent one day before the appointment' },
  { value: 3, label: '3 days before', detail: 'Sent three days before the appointment' },
  { value: 7, label: '1 week before', detail: 'Sent seven days before the appointment' },
] as const;

interface NotificationSettingsValues {
  daysBefore: string;
  dailyReminder: boolean;
}

interface NotificationSettingsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: NotificationSettingsModal_settings$key;
}

export function NotificationSettingsModal({ open, onOpenChange, settings: settingsKey }: NotificationSettingsModalProps) {
  const settings = useFragment(settingsFragment, settingsKey);
  const [save, isSaving] = useSaveAppointmentSettings();
  const formId = useId();
  const legendId = useId();
  const { register, handleSubmit, reset } = useForm<NotificationSettingsValues>({
    defaultValues: { daysBefore: String(settings.daysBefore), dailyReminder: settings.dailyReminder },
  });

  // Opening the modal again shows what is saved, not what was picked and abandoned.
  useEffect(() => {
    if (open) reset({ daysBefore: String(settings.daysBefore), dailyReminder: settings.dailyReminder });
  }, [open, reset, settings.daysBefore, settings.dailyReminder]);

  const onSubmit = async (values: NotificationSettingsValues) => {
    try {
      const { saveAppointmentSettings: result } = await save({
        input: { clinicCode: settings.clinicCode, daysBefore: Number(values.daysBefore), dailyReminder: values.dailyReminder },
      });
      if (result.__typename === 'SaveAppointmentSettingsSuccess') {
        notify('success', 'Settings saved successfully');
        onOpenChange(false);
      } else {
        notify('error', 'Error saving settings', 'message' in result ? result.message : undefined);
      }
    } catch (error) {
      notify('error', 'Error saving settings', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="eCheckin Form"
      description="Choose when pet parents receive the check-in form before their appointment."
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
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="text-sm font-medium text-slate-800">
            Send the eCheckin form
          </legend>
          <div className="mt-3 space-y-2">
            {DAYS_BEFORE_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-teal-300 has-checked:border-teal-600 has-checked:bg-teal-50 ${focusRing}`}
              >
                <input type="radio" value={String(choice.value)} className="mt-1 accent-teal-700" {...register('daysBefore')} />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{choice.label}</span>
                  <span className="block text-xs text-slate-500">{choice.detail}</span>
                </span>
              </label>
            ))}
          </div>
          {settings.updatedAt === null && (
            <p className="mt-3 text-xs text-slate-500">Not saved yet: until you save, the form is sent 24 hours before the appointment.</p>
          )}
        </fieldset>
        <CheckboxField label="Also send a daily reminder at 8am" {...register('dailyReminder')} />
      </form>
    </Modal>
  );
}
