// 'Add New Reminder' (spec 002 sections 2.2 and 5) and its edit: the reminder text, its date and
// the last given date (sent MM/DD/YYYY).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { focusRing } from '../../ui/Button';
import { TextField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { useAddOtherReminder } from './mutations/useAddOtherReminder';
import { useUpdateOtherReminder } from './mutations/useUpdateOtherReminder';
import type { OtherReminderRow } from './OtherRemindersTable';
import { EMPTY_OTHER_REMINDER, OTHER_REMINDER_PATHS, otherReminderInputOf, otherReminderSchema, otherReminderValuesOf } from './reminderForms';
import { ReminderFormFrame, useReminderForm, type ChartingContext } from './ReminderForm';

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
  const place = { visitId, visitModificationId };
  const { form, frame } = useReminderForm({
    editing,
    onDone,
    resolver: zodResolver(otherReminderSchema),
    empty: EMPTY_OTHER_REMINDER,
    valuesOf: otherReminderValuesOf,
    paths: OTHER_REMINDER_PATHS,
    add: async (values) => (await addReminder({ input: { petId, ...place, ...otherReminderInputOf(values) }, connections: [connectionId] })).addOtherReminder,
    update: async (row, values, basedOnVersion) => (await updateReminder({ input: { id: row.id, basedOnVersion, ...place, ...otherReminderInputOf(values) } })).updateOtherReminder,
    types: { added: 'AddOtherReminderSuccess', updated: 'UpdateOtherReminderSuccess', stale: 'OtherReminderStaleVersionError' },
    texts: { added: 'Reminder added', updated: 'Reminder updated', failed: 'The reminder could not be saved.' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <ReminderFormFrame {...frame}>
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
    </ReminderFormFrame>
  );
}
