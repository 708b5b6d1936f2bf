// One card of the settings hub: a link to a page, or a button that acts on the hub itself
// (a modal, a sync). Other screens can reuse it for their own cards.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../ui/Button';

interface SettingsCardProps {
  title: string;
  description: string;
  /** A page to open; without it the card is a button calling onSelect. */
  to?: string;
  onSelect?: () => void;
  /** Shown instead of the arrow, e.g. a spinner while an action runs. */
  status?: ReactNode;
  disabled?: boolean;
}

const cardClasses = `group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-teal-300 hover:shadow-md disabled:cursor-not-allowed disabled:opacity-70 ${focusRing}`;

function CardBody({ title, description, status }: Pick<SettingsCardProps, 'title' | 'description' | 'status'>) {
  return (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="text-base font-semibold text-slate-900">{title}</span>
        {status ?? (
          <span aria-hidden="true" className="text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-teal-700">
            →
          </span>
        )}
      </span>
      <span className="mt-2 text-sm text-slate-600">{description}</span>
    </>
  );
}

export function SettingsCard({ title, description, to, onSelect, status, disabled }: SettingsCardProps) {
  if (to) {
    return (
      <Link to={to} className={cardClasses}>
        <CardBody title={title} description={description} status={status} />
      </Link>
    );
  }
  return (
    <button type="button" onClick={onSelect} disabled={disabled} className={cardClasses}>
      <CardBody title={title} description={description} status={status} />
    </button>
  );
}
