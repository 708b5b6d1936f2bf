// The Results step's edit drawers (spec 002 sections 2.7, 9: width 1000): a treatment protocol
// row ('Edit <name>': dosage, quantity of at least 1, comment), a diagnosis ('Edit Diagnosis':
// name unique among the diagnoses, category, description), and a diagnostic's or a service's
// comment ('Edit Diagnostics' / 'Edit Service', saved at once as the visit's result comment).
import { useId, useState, type ReactNode } from 'react';
import { Button, focusRing } from '../../ui/Button';
import { TextField } from '../../ui/FormField';
import { Drawer } from '../../ui/Drawer';
import { InlineNotice } from '../../ui/InlineNotice';
import { NONE_PROVIDED, type ResultDiagnosisValue, type ResultRowValue } from './resultsRules';
import type { CommentSaveOutcome } from './useResultComments';

export const EDIT_DRAWER_WIDTH = 1000;
export const QUANTITY_MESSAGE = 'The quantity must be a whole number of at least 1.';
export const DIAGNOSIS_NAME_MESSAGE = 'Please enter the diagnosis name';

const textareaClasses = `field-sizing-content block max-h-[10.5rem] min-h-[6.5rem] w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 ${focusRing}`;

export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm whitespace-pre-line text-slate-900">{value || NONE_PROVIDED}</dd>
    </div>
  );
}

function DrawerFooter({ editable, saving, onClose, formId }: { editable: boolean; saving: boolean; onClose: () => void; formId: string }) {
  return editable ? (
    <>
      <Button variant="secondary" onClick={onClose} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" form={formId} busy={saving}>
        Save
      </Button>
    </>
  ) : (
    <Button variant="secondary" onClick={onClose}>
      Close
    </Button>
  );
}

interface MedicationDrawerProps {
  row: ResultRowValue;
  editable: boolean;
  onClose: () => void;
  onSave: (row: ResultRowValue) => void;
}

/** A medication, supply or custom medication of 'Treatment Protocols'; Save changes the draft. */
export function MedicationDrawer({ row, editable, onClose, onSave }: MedicationDrawerProps) {
  const id = useId();
  const [quantity, setQuantity] = useState(String(row.quantity ?? 1));
  const [dosage, setDosage] = useState(row.dosage ?? '');
  const [comment, setComment] = useState(row.comment ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const parsed = Number(quantity.trim());
    if (!/^\d+$/.test(quantity.trim()) || parsed < 1) return setError(QUANTITY_MESSAGE);
    onSave({ ...row, quantity: parsed, dosage: dosage.trim() || null, comment: comment.trim() || null });
  };
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={`Edit ${row.name}`} width={EDIT_DRAWER_WIDTH} footer={<DrawerFooter editable={editable} saving={false} onClose={onClose} formId={`${id}-form`} />}>
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (editable) save();
        }}
        className="space-y-6"
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Name" value={row.name} />
          <Detail label="Code" value={row.code} />
        </dl>
        <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Edit {row.name}</legend>
          <TextField label="Dosage & Unit" value={dosage} maxLength={200} onChange={(event) => setDosage(event.target.value)} />
          <TextField label="Quantity" type="number" inputMode="numeric" min={1} step={1} value={quantity} error={error} onChange={(event) => setQuantity(event.target.value)} />
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-medium text-slate-800">
              Comments
            </label>
            <textarea id={`${id}-comment`} rows={4} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} className={textareaClasses} />
          </div>
        </fieldset>
      </form>
    </Drawer>
  );
}

interface DiagnosisDrawerProps {
  row: ResultDiagnosisValue;
  /** The name is taken by another diagnosis of the result. */
  nameTaken: (name: string) => boolean;
  editable: boolean;
  onClose: () => void;
  onSave: (row: ResultDiagnosisValue) => void;
  uniqueMessage: string;
}

export function DiagnosisDrawer({ row, nameTaken, editable, onClose, onSave, uniqueMessage }: DiagnosisDrawerProps) {
  const id = useId();
  const [name, setName] = useState(row.name);
  const [category, setCategory] = useState(row.category ?? '');
  const [description, setDescription] = useState(row.description ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    if (!name.trim()) return setError(DIAGNOSIS_NAME_MESSAGE);
    if (nameTaken(name)) return setError(uniqueMessage);
    onSave({ ...row, name: name.trim(), category: category.trim() || null, description: description.trim() || null });
  };
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title="Edit Diagnosis" description={row.name} width={EDIT_DRAWER_WIDTH} footer={<DrawerFooter editable={editable} saving={false} onClose={onClose} formId={`${id}-form`} />}>
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (editable) save();
        }}
      >
        <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Edit Diagnosis</legend>
          <TextField label="Name" value={name} maxLength={200} error={error} onChange={(event) => setName(event.target.value)} />
          <TextField label="Category" value={category} maxLength={200} onChange={(event) => setCategory(event.target.value)} />
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium text-slate-800">
              Description
            </label>
            <textarea id={`${id}-description`} rows={4} maxLength={2000} value={description} onChange={(event) => setDescription(event.target.value)} className={textareaClasses} />
          </div>
        </fieldset>
      </form>
    </Drawer>
  );
}

interface CommentDrawerProps {
  title: 'Edit Diagnostics' | 'Edit Service';
  name: string;
  details: ReadonlyArray<{ label: string; value: ReactNode }>;
  comment: string;
  /** The saved comment's version when the drawer opened; null when there was none. */
  version: number | null;
  editable: boolean;
  saving: boolean;
  onClose: () => void;
  /** Saves the comment based on a version; the drawer closes when it is saved. */
  onSave: (comment: string, basedOnVersion: number | null) => Promise<CommentSaveOutcome>;
}

export function CommentDrawer({ title, name, details, comment: saved, version, editable, saving, onClose, onSave }: CommentDrawerProps) {
  const id = useId();
  const [comment, setComment] = useState(saved);
  // The version this drawer's text is based on: the one loaded, then the one a refusal showed.
  const [basedOn, setBasedOn] = useState(version);
  const [conflict, setConflict] = useState<{ message: string; theirs: string | null } | null>(null);
  return (
    <Drawer open onOpenChange={(open) => !open && !saving && onClose()} title={title} description={name} width={EDIT_DRAWER_WIDTH} footer={<DrawerFooter editable={editable} saving={saving} onClose={onClose} formId={`${id}-form`} />}>
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!editable) return;
          const outcome = await onSave(comment.trim(), basedOn);
          if (outcome.status === 'saved') onClose();
          if (outcome.status === 'conflict') {
            if (outcome.current) setBasedOn(outcome.current.version);
            setConflict({ message: outcome.message, theirs: outcome.current?.comments ?? null });
          }
        }}
        className="space-y-6"
      >
        {conflict && (
          <InlineNotice tone="error">
            {conflict.message}. {conflict.theirs !== null && <>Their comment: “{conflict.theirs}” </>}Your comment is kept: save again to save it over theirs.
          </InlineNotice>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          {details.map((detail) => (
            <Detail key={detail.label} label={detail.label} value={detail.value} />
          ))}
        </dl>
        <div>
          <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Comments
          </label>
          <textarea id={`${id}-comment`} rows={4} maxLength={5000} disabled={!editable || saving} value={comment} onChange={(event) => setComment(event.target.value)} className={textareaClasses} />
        </div>
      </form>
    </Drawer>
  );
}
