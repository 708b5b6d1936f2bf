// The View modal of a diagnosis, diagnostic or service: its details as a list of terms, and
// anything else (the diagnostic's results) below.
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { Detail } from './ProductViewModal';

export interface DetailsView {
  title: string;
  details: ReadonlyArray<{ term: string; value: ReactNode; wide?: boolean }>;
  extra?: ReactNode;
}

export function DetailsViewModal({ view, width = 720, onOpenChange }: { view: DetailsView | null; width?: number; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open={view !== null}
      onOpenChange={onOpenChange}
      title={view?.title ?? ''}
      width={width}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      {view && (
        <div className="space-y-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            {view.details.map((detail) => (
              <div key={detail.term} className={detail.wide ? 'sm:col-span-2' : undefined}>
                <Detail term={detail.term}>{detail.value}</Detail>
              </div>
            ))}
          </dl>
          {view.extra}
        </div>
      )}
    </Modal>
  );
}

export const createdOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
