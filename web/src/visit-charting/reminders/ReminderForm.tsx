// What the 'Add New Vaccination' / 'Edit Vaccination' and 'Add New Reminder' / 'Edit Reminder'
// forms share (spec 002 section 5, docs/reminders.md "Versions"): saving through the kind's add or
// update mutation (a success notice, the server's field messages beside the fields, any other
// failure above the form), an edit based on an older version (the server's message above the
// form, which keeps the person's edits and offers to load the reminder as it is now), and the
// frame with Cancel and Save / Save Changes. Each kind passes its mutations, schema and texts.
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { applyServerFieldErrors, type ServerFieldError } from '../../ui/applyServerFieldErrors';
import { InlineNotice } from '../../ui/InlineNotice';
import { notify } from '../../ui/notifications/notificationStore';

/** Where the reminder is charted: the pet, the visit, the reason for modification. */
export interface ChartingContext {
  petId: string;
  visitId: string;
  visitModificationId: string | null;
}

/** A reminder mutation's result as the forms read it. */
interface SaveResult<Saved> {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<ServerFieldError>;
  /** The reminder as it is now, on a stale-version error. */
  readonly current?: (Saved & { readonly version: number }) | null;
}

type Row<Saved> = Saved & { readonly id: string; readonly version: number };

interface ReminderFormOptions<Values extends FieldValues, Saved, Editing extends Row<Saved>> {
  /** The row being edited; null adds a new one. */
  editing: Editing | null;
  resolver: Resolver<Values>;
  empty: Values;
  /** A saved reminder (the row, or the row as it is now after a stale edit) as the form's values. */
  valuesOf: (saved: Saved) => Values;
  /** The form's field names, where the server's field errors may go. */
  paths: ReadonlyArray<string>;
  add: (values: Values) => Promise<SaveResult<NoInfer<Saved>>>;
  update: (row: Editing, values: Values, basedOnVersion: number) => Promise<SaveResult<NoInfer<Saved>>>;
  /** The __typename of an added and an updated reminder, and of an edit based on an older version. */
  types: { added: string; updated: string; stale: string };
  texts: { added: string; updated: string; failed: string };
  /** Closes the modal (after a save, or on Cancel). */
  onDone: () => void;
}

export function useReminderForm<Values extends FieldValues, Saved, Editing extends Row<Saved>>(options: ReminderFormOptions<Values, Saved, Editing>) {
  const { editing, valuesOf, paths, types, texts, onDone } = options;
  const [basedOnVersion, setBasedOnVersion] = useState(editing?.version ?? 0);
  const [stale, setStale] = useState<{ message: string; values: Values; version: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: options.resolver, defaultValues: (editing ? valuesOf(editing) : options.empty) as DefaultValues<Values> });

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const result = editing ? await options.update(editing, values, basedOnVersion) : await options.add(values);
      if (result.__typename === (editing ? types.updated : types.added)) {
        notify('success', editing ? texts.updated : texts.added);
        onDone();
        return;
      }
      if (editing && result.__typename === types.stale) {
        setStale(result.current ? { message: result.message ?? '', values: valuesOf(result.current), version: result.current.version } : null);
        if (!result.current) setFailure(result.message ?? texts.failed);
        return;
      }
      if (result.__typename === 'InputValidationError' && applyServerFieldErrors(form.setError, result.fieldErrors ?? [], paths).length > 0) return;
      setFailure(result.message || texts.failed);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : texts.failed);
    }
  };

  const loadNewer = () => {
    if (!stale) return;
    form.reset(stale.values);
    setBasedOnVersion(stale.version);
    setStale(null);
  };

  const frame: ReminderFormFrameProps = {
    onSubmit: form.handleSubmit(submit),
    stale: stale && { message: stale.message, loadNewer },
    failure,
    editing: editing !== null,
    busy: form.formState.isSubmitting,
    onCancel: onDone,
  };
  return { form, frame };
}

interface ReminderFormFrameProps {
  onSubmit: () => void;
  stale: { message: string; loadNewer: () => void } | null;
  failure: string | null;
  editing: boolean;
  busy: boolean;
  onCancel: () => void;
}

export function ReminderFormFrame({ onSubmit, stale, failure, editing, busy, onCancel, children }: ReminderFormFrameProps & { children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {stale && <StaleReminderNotice message={stale.message} onLoadNewer={stale.loadNewer} />}
      {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
      {children}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {editing ? 'Save Changes' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function StaleReminderNotice({ message, onLoadNewer }: { message: string; onLoadNewer: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <span>{message.replace(/\.$/, '')}. Your changes are kept; saving them now would overwrite theirs.</span>
      <Button variant="secondary" className="px-3 py-1.5" onClick={onLoadNewer}>
        Load the newer values
      </Button>
    </div>
  );
}
