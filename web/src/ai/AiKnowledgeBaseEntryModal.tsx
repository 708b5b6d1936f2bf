// The AI knowledge base's add / edit modal and its View modal (spec 003 sections 2.9, 5): the
// search text and the recommendation, each a text area; the form starts over from the row (or
// empty) each time it opens, and a save that succeeds closes it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { TextAreaField } from '../catalogues/CatalogueFields';
import { Detail } from '../catalogues/DetailsViewModal';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { KB_MAX_CHARS as MAX_ENTRY_LENGTH } from '@vetchart/contracts/ai/knowledge-base';
import { entryFormSchema, type EntryFormValues } from './aiKnowledgeBaseForm';
import { useStartOverOnOpen } from '../ui/useStartOverOnOpen';

interface EntryRowFields {
  id: string;
  content: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export type EntryModalState = { mode: 'create' } | { mode: 'edit'; row: EntryRowFields };

interface EntryModalProps {
  state: EntryModalState | null;
  onOpenChange: (open: boolean) => void;
  /** Saves; true when it succeeded. */
  onSave: (values: EntryFormValues, setError: UseFormSetError<EntryFormValues>) => Promise<boolean>;
}

const EMPTY: EntryFormValues = { content: '', text: '' };

export function AiKnowledgeBaseEntryModal({ state, onOpenChange, onSave }: EntryModalProps) {
  const mode = state?.mode ?? 'create';
  const initial = state?.mode === 'edit' ? { content: state.row.content, text: state.row.text } : EMPTY;
  const {
    register,
    reset,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EntryFormValues>({ resolver: zodResolver(entryFormSchema(mode)), defaultValues: initial });
  useStartOverOnOpen(state, () => reset(initial));
  const submit = handleSubmit(async (values) => {
    if (await onSave(values, setError)) onOpenChange(false);
  });

  return (
    <Modal
      open={state !== null}
      onOpenChange={onOpenChange}
      title={mode === 'edit' ? 'Edit Knowledge Base Entry' : 'Add Knowledge Base Entry'}
      description="The search text is matched against a visit's complaint and observations; the recommendation names what to suggest."
      width={720}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextAreaField label="Search Text" minRows={3} maxRows={8} maxLength={MAX_ENTRY_LENGTH} placeholder="e.g. dog vomiting after eating grass" error={errors.content?.message} {...register('content')} />
        <TextAreaField label="Recommendation" minRows={3} maxRows={8} maxLength={MAX_ENTRY_LENGTH} placeholder="e.g. Maropitant injection, Chemistry Panel" error={errors.text?.message} {...register('text')} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {mode === 'edit' ? 'Save' : 'Add'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const fullDate = (iso: string) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function AiKnowledgeBaseViewModal({ row, onOpenChange }: { row: EntryRowFields | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open={row !== null}
      onOpenChange={onOpenChange}
      title="Knowledge Base Entry"
      width={720}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      {row && (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term="Search Text" className="sm:col-span-2">
            {row.content}
          </Detail>
          <Detail term="Recommendation" className="sm:col-span-2">
            {row.text}
          </Detail>
          <Detail term="Created">{fullDate(row.createdAt)}</Detail>
          <Detail term="Updated">{fullDate(row.updatedAt)}</Detail>
        </dl>
      )}
    </Modal>
  );
}
