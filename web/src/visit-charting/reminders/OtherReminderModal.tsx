// 'Add New Reminder' (spec 002 sections 2.2 and 5) and its edit: the reminder text, its date and
// the last given date (sent MM/DD/YYYY).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, focusRing } from '../../ui/Button';
import { applyServerFieldErrors } from '../../ui/applyServerFieldErrors';
import { TextField } from '../../ui/FormField';
import { InlineNotice } from '../../ui/InlineNotice';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications/notificationStore';
import { useAddOtherReminder } from './mutations/useAddOtherReminder';
import { useUpdateOtherReminder } from './mutations/useUpdateOtherReminder';
import type { OtherReminderRow } from './OtherRemindersTable';
import {
  EMPTY_OTHER_REMINDER,
  OTHER_REMINDER_PATHS,
  otherReminderInputOf,
  otherReminderSchema,
  otherReminderValuesOf,
  type OtherReminderValues,
} from './reminderForms';
import { StaleReminderNotice } from './staleReminder';
import type { ChartingContext } from './VaccinationModal';

interface OtherReminderModalProps extends ChartingContext {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row being edited; null adds a new one. */
  editing: OtherReminderRow | null;
  connectionId: string;
}

export function OtherReminderModal({ open, onOpenChange, editing, ...rest }: OtherReminderModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={editing ? 'Edit Reminder' : 'Add New Reminder'} width={560}>
      {open && <OtherReminderForm key={editing?.id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} {...rest} />}
    </Modal>
  );
}

interface OtherReminderFormProps extends ChartingContext {
  editing: OtherReminderRow | null;
  connectionId: string;
  onDone: () => void;
}

function OtherReminderForm({ editing, petId, visitId, visitModificationId, connectionId, onDone }: OtherReminderFormProps) {
  const reminderId = useId();
  const [addReminder] = useAddOtherReminder();
  const [updateReminder] = useUpdateOtherReminder();
  const [basedOnVersion, setBasedOnVersion] = useState(editing?.version ?? 0);
  const [stale, setStale] = useState<{ message: string; values: OtherReminderValues; version: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtherReminderValues>({ resolver: zodResolver(otherReminderSchema), defaultValues: editing ? otherReminderValuesOf(editing) : EMPTY_OTHER_REMINDER });

  const submit = async (values: OtherReminderValues) => {
    setFailure(null);
    const place = { visitId, visitModificationId };
    try {
      if (!editing) {
        const { addOtherReminder: result } = await addReminder({ input: { petId, ...place, ...otherReminderInputOf(values) }, connections: [connectionId] });
        if (result.__typename === 'AddOtherReminderSuccess') {
          notify('success', 'Reminder added');
          onDone();
          return;
        }
        if (result.__typename === 'InputValidationError' && applyServerFieldErrors(setError, result.fieldErrors ?? [], OTHER_REMINDER_PATHS).length > 0) return;
        setFailure(('message' in result && result.message) || 'The reminder could not be saved.');
        return;
      }
      const { updateOtherReminder: result } = await updateReminder({ input: { id: editing.id, basedOnVersion, ...place, ...otherReminderInputOf(values) } });
      if (result.__typename === 'UpdateOtherReminderSuccess') {
        notify('success', 'Reminder updated');
        onDone();
        return;
      }
      if (result.__typename === 'OtherReminderStaleVersionError') {
        setStale(result.current ? { message: result.message ?? '', values: otherReminderValuesOf(result.current), version: result.current.version } : null);
        if (!result.current) setFailure(result.message ?? 'The reminder could not be saved.');
        return;
      }
      if (result.__typename === 'InputValidationError' && applyServerFieldErrors(setError, result.fieldErrors ?? [], OTHER_REMINDER_PATHS).length > 0) return;
      setFailure(('message' in result && result.message) || 'The reminder could not be saved.');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The reminder could not be saved.');
    }
  };

  const loadNewer = () => {
    if (!stale) return;
    reset(stale.values);
    setBasedOnVersion(stale.version);
    setStale(null);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      {stale && <StaleReminderNotice message={stale.message} onLoadNewer={loadNewer} />}
      {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
      <div>
        <label htmlFor={reminderId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Reminder
        </label>
        <textarea
          id={reminderId}
          rows={4}
          maxLength={500}
          aria-invalid={errors.reminder ? true : undefined}
          aria-describedby={errors.reminder ? `${reminderId}-error` : undefined}
          className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs ${focusRing} ${errors.reminder ? 'border-rose-400' : 'border-slate-300'}`}
          {...register('reminder')}
        />
        {errors.reminder && (
          <p id={`${reminderId}-error`} className="mt-1.5 text-sm text-rose-600">
            {errors.reminder.message}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" label="Date" error={errors.date?.message} {...register('date')} />
        <TextField type="date" label="Last Given Date" error={errors.lastGivenDate?.message} {...register('lastGivenDate')} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {editing ? 'Save Changes' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
