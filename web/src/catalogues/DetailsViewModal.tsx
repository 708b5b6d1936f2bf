// The View modals of the catalogues: a diagnosis, diagnostic or service shows its details as a
// list of terms and anything else (the diagnostic's results) below; the pieces here (a term, the
// Created On date, a two-column table) also make the medication and inventory item's View modal.
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { formatMoney } from './CatalogueFields';

export interface DetailsView {
  title: string;
  details: ReadonlyArray<{ term: string; value: ReactNode; wide?: boolean }>;
  extra?: ReactNode;
}

export const createdOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A term and its value: one group of a <dl>, its direct child (a <dl> takes only groups). */
export function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm whitespace-pre-wrap text-slate-900">{children || <span className="text-slate-500">N/A</span>}</dd>
    </div>
  );
}

interface DetailsTableProps {
  caption: ReactNode;
  /** The two columns: their headers and the classes of their cells. */
  columns: readonly [{ header: string; className?: string }, { header: string; className?: string }];
  rows: ReadonlyArray<readonly [ReactNode, ReactNode]>;
  emptyText: string;
}

/** A captioned two-column table of a row's details (the Dosage & Unit rows, a diagnostic's results). */
export function DetailsTable({ caption, columns: [first, second], rows, emptyText }: DetailsTableProps) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-slate-800">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {first.header}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {second.header}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-3 text-slate-500">
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map(([left, right], index) => (
            <tr key={index} className="border-b border-slate-100">
              <td className={`py-2 pr-4${first.className ? ` ${first.className}` : ''}`}>{left}</td>
              <td className={`py-2${second.className ? ` ${second.className}` : ''}`}>{right}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

type Details = DetailsView['details'];

/** Created On, the name (under the tab's term for it), Category and Code: how a diagnosis, diagnostic or service's details start. */
export const identityDetails = (row: { createdAt: string; name: string; category: { name: string } | null | undefined; code: string }, nameTerm: string): Details => [
  { term: 'Created On', value: createdOn(row.createdAt) },
  { term: nameTerm, value: row.name },
  { term: 'Category', value: row.category?.name },
  { term: 'Code', value: row.code },
];

/** The cost in US dollars and the Yes / No tax flag. */
export const pricingDetails = (row: { cost: string; tax: boolean }): Details => [
  { term: 'Cost', value: formatMoney(row.cost) },
  { term: 'Tax', value: row.tax ? 'Yes' : 'No' },
];

/** The species a row applies to and its description, each across the modal. */
export const speciesAndDescription = (row: { species: ReadonlyArray<{ specie: string }>; description: string }): Details => [
  { term: 'Species', value: row.species.map((specie) => specie.specie).join(', '), wide: true },
  { term: 'Description', value: row.description, wide: true },
];

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
              <Detail key={detail.term} term={detail.term} className={detail.wide ? 'sm:col-span-2' : undefined}>
                {detail.value}
              </Detail>
            ))}
          </dl>
          {view.extra}
        </div>
      )}
    </Modal>
  );
}
