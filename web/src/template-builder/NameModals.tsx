// The builder's two small forms (spec 003 sections 2.5, 5, 9): the section name modal (400 wide)
// and the field modal (500 wide, the field's name and its hint). An empty name is refused with
// the spec's message beside the field.
import { useEffect, useState, type FormEvent } from 'react';
import { TextAreaField } from '../catalogues/CatalogueFields';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { MAX_NAME_LENGTH, nameProblem } from './parsedTemplate';

export const SECTION_MODAL_WIDTH = 400;
export const FIELD_MODAL_WIDTH = 500;

interface SectionModalProps {
  open: boolean;
  title: string;
  initialName: string;
  onOpenChange: (open: boolean) => void;
  onSave: (name: string) => void;
}

export function SectionNameModal({ open, title, initialName, onOpenChange, onSave }: SectionModalProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(undefined);
    }
  }, [open, initialName]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name, 'section');
    if (problem) return setError(problem);
    onSave(name.trim());
    onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={SECTION_MODAL_WIDTH}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField label="Section Name" maxLength={MAX_NAME_LENGTH} value={name} error={error} onChange={(event) => setName(event.target.value)} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Modal>
  );
}

interface FieldModalProps {
  open: boolean;
  title: string;
  initial: { name: string; hint: string };
  onOpenChange: (open: boolean) => void;
  onSave: (field: { name: string; hint: string }) => void;
}

export function FieldModal({ open, title, initial, onOpenChange, onSave }: FieldModalProps) {
  const [name, setName] = useState(initial.name);
  const [hint, setHint] = useState(initial.hint);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setName(initial.name);
      setHint(initial.hint);
      setError(undefined);
    }
  }, [open, initial.name, initial.hint]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name, 'field');
    if (problem) return setError(problem);
    onSave({ name: name.trim(), hint: hint.trim() });
    onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={FIELD_MODAL_WIDTH}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField label="Field Name" maxLength={MAX_NAME_LENGTH} value={name} error={error} onChange={(event) => setName(event.target.value)} />
        <TextAreaField label="Hint" minRows={2} maxRows={5} maxLength={1000} placeholder="What to write here (optional)" value={hint} onChange={(event) => setHint(event.target.value)} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Modal>
  );
}
