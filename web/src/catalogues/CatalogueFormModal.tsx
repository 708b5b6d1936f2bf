// The add / edit modal the catalogue forms share (spec 001 section 5): the form starts over from
// `initial` each time it opens (not when the parent re-renders), a save that succeeds closes it,
// and its footer is Cancel and Add (Save when editing).
import type { FormEvent, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormSetError } from 'react-hook-form';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { useStartOverOnOpen } from '../ui/useStartOverOnOpen';

/** What a catalogue tab hands its form modal; `Options` are the form's choices. */
export interface CatalogueFormModalProps<Values extends FieldValues, Options> {
  open: boolean;
  editing: boolean;
  onOpenChange: (open: boolean) => void;
  initial: Values;
  options: Options;
  onSave: (values: Values, setError: UseFormSetError<Values>) => Promise<boolean>;
}

/** The form of a catalogue modal, with `onSubmit` for its <form>. */
export function useCatalogueForm<Values extends FieldValues>(
  { open, onOpenChange, initial, onSave }: Pick<CatalogueFormModalProps<Values, unknown>, 'open' | 'onOpenChange' | 'initial' | 'onSave'>,
  resolver: Resolver<Values>,
) {
  const form = useForm<Values>({ resolver, defaultValues: initial as DefaultValues<Values> });
  const { reset, setError, handleSubmit } = form;
  useStartOverOnOpen(open, () => reset(initial));
  const onSubmit = handleSubmit(async (values) => {
    if (await onSave(values, setError)) onOpenChange(false);
  });
  return { ...form, onSubmit };
}

interface CatalogueFormFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  width: number;
  editing: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The modal and its two-column form; the fields are the children. */
export function CatalogueFormFrame({ open, onOpenChange, title, width, editing, busy, onSubmit, children }: CatalogueFormFrameProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={width}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {children}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
