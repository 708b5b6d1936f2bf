// Asks before a destructive action (or, with tone 'primary', before an unusual but harmless one);
// the confirm button shows progress while the action runs.
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  /** 'danger' (red) for what cannot be undone; 'primary' for a go-ahead such as 'Save anyway'. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
}

export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel = 'Delete', busy = false, tone = 'danger', onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button className={tone === 'danger' ? 'bg-rose-600 hover:bg-rose-700' : ''} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
    </Modal>
  );
}
