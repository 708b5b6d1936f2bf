// The description's rich-text modal (Cancel / Save); the editor downloads when it first opens.
import { lazy, Suspense } from 'react';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

const DescriptionEditor = lazy(async () => ({ default: (await import('./DescriptionEditor')).DescriptionEditor }));

interface DescriptionEditorModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  html: string;
  onSave: (html: string) => void;
}

export function DescriptionEditorModal({ open, onOpenChange, html, onSave }: DescriptionEditorModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Edit Description" width={720}>
      {open && (
        <Suspense
          fallback={
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading the editor…
            </p>
          }
        >
          <DescriptionEditor
            html={html}
            onCancel={() => onOpenChange(false)}
            onSave={(next) => {
              onSave(next);
              onOpenChange(false);
            }}
          />
        </Suspense>
      )}
    </Modal>
  );
}
