// The plan document's tables (spec 002 section 2.6, spec 003 section 2.7): Diagnostics, Services,
// Medications (and inventory supplies when there are some), each row with its quantity, unit
// price, tax and total as the server priced them and its decision, 'Approved' or 'Declined' with
// the date. Where the client decides, each row has Approve / Decline radios. Shared by the plan
// step (staff, in person) and the public estimate page (the pet parent, by link). The public page
// reads without the Relay store, so the fragments below are spread unmasked
// (@relay(mask: false)) and the tables take plain data: no Relay code comes with them.
import { graphql } from 'react-relay';
import type { PlanItemsTables_items$data } from '../../__generated__/PlanItemsTables_items.graphql';
import type { PlanItemsTables_totals$data } from '../../__generated__/PlanItemsTables_totals.graphql';
import { decisionText, dosageText, formatCents, PLAN_TABLES, rowsOf, taxLabel } from './planDocument';

graphql`
  fragment PlanItemsTables_items on TreatmentPlanItem @relay(plural: true) {
    id
    kind
    code
    name
    category
    selectedDosage {
      dosage
      unit
    }
    quantity
    unitPriceCents
    taxCents
    totalCents
    removed
    approved
    approvedAt
  }
`;

graphql`
  fragment PlanItemsTables_totals on TreatmentPlanTotals {
    subtotalCents
    taxCents
    totalCents
    taxRate
  }
`;

export type PlanItem = PlanItemsTables_items$data[number];
type Item = Omit<PlanItem, ' $fragmentType'>;
export type PlanTotals = Omit<PlanItemsTables_totals$data, ' $fragmentType'>;

export interface PlanDecisions {
  /** A decision made on this page and not yet in the data (the public page holds them until signing). */
  pending?: Readonly<Record<string, { approved: boolean; at: string }>>;
  onDecide: (itemId: string, approved: boolean) => void;
  disabled?: boolean;
}

interface PlanItemsTablesProps {
  items: ReadonlyArray<Omit<PlanItem, ' $fragmentType'>>;
  /**
   * The server's totals over the rows not declined (approvedTotals): a declined row
   * leaves the Estimated Total as soon as the server has its decision.
   */
  totals: PlanTotals;
  /** The approve/decline radios; without them the decisions are shown as text only. */
  decisions?: PlanDecisions;
  /** A signed plan's total reads 'Approved Total'. */
  totalLabel?: 'Estimated Total' | 'Approved Total';
  /** While a decision is being priced by the server, the totals say so. */
  totalsPending?: boolean;
  /** Makes the radio names unique when two documents are on one page. */
  idPrefix: string;
  /** The level of the tables' titles (under the document's title). */
  heading: 'h2' | 'h4';
}

const cell = 'px-3 py-2.5 align-top';
const number = `${cell} text-right tabular-nums whitespace-nowrap`;

function DecisionRadios({ item, approved, decisions, name }: { item: Item; approved: boolean; decisions: PlanDecisions; name: string }) {
  const option = (value: boolean, label: string) => (
    <label className={`inline-flex cursor-pointer items-center gap-1.5 rounded-md px-1.5 py-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600 ${decisions.disabled ? 'cursor-not-allowed opacity-60' : ''}`}>
      <input
        type="radio"
        name={name}
        checked={approved === value}
        disabled={decisions.disabled}
        onChange={() => decisions.onDecide(item.id, value)}
        className="size-4 accent-teal-700"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-wrap gap-x-2">
      <legend className="sr-only">Decision for {item.name}</legend>
      {option(true, 'Approve')}
      {option(false, 'Decline')}
    </fieldset>
  );
}

function ItemsTable({ title, rows, decisions, idPrefix, heading: Heading }: { title: string; rows: Item[]; decisions?: PlanDecisions; idPrefix: string; heading: 'h2' | 'h4' }) {
  const medication = rows.some((row) => row.selectedDosage);
  const titleId = `${idPrefix}-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <Heading id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </Heading>
      {/* A phone shows each row as a card, its decision in reach without scrolling sideways. */}
      <ul aria-label={title} className="divide-y divide-slate-100 rounded-xl border border-slate-200 sm:hidden">
        {rows.map((row) => {
          const pending = decisions?.pending?.[row.id];
          const approved = pending ? pending.approved : row.approved;
          const dosage = dosageText(row.selectedDosage);
          return (
            <li key={row.id} className={`space-y-2 px-3 py-3 text-sm ${approved ? '' : 'bg-rose-50/40'}`}>
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-slate-900">
                  {row.name}
                  {row.category && <span className="block text-xs font-normal text-slate-600">{row.category}</span>}
                  {dosage && <span className="block text-xs font-normal text-slate-700">{dosage}</span>}
                </p>
                <p className="text-right font-semibold whitespace-nowrap tabular-nums">{formatCents(row.totalCents)}</p>
              </div>
              <p className="text-xs text-slate-700 tabular-nums">
                {row.quantity} × {formatCents(row.unitPriceCents)} · Tax {formatCents(row.taxCents)}
              </p>
              <p className={approved ? 'text-emerald-800' : 'text-rose-700'}>{decisionText({ approved, approvedAt: pending ? pending.at : row.approvedAt })}</p>
              {decisions && <DecisionRadios item={row} approved={approved} decisions={decisions} name={`${idPrefix}-card-decision-${row.id}`} />}
            </li>
          );
        })}
      </ul>
      {/* relative: the screen-reader-only legends are positioned inside the scrolling box, not past the page's edge */}
      <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 sm:block">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className={cell}>
                Name
              </th>
              {medication && (
                <th scope="col" className={cell}>
                  Dosage &amp; Unit
                </th>
              )}
              <th scope="col" className={`${cell} text-right`}>
                Quantity
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Unit Price
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Tax
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Total
              </th>
              <th scope="col" className={cell}>
                Status
              </th>
              {decisions && (
                <th scope="col" className={cell}>
                  Decision
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => {
              const pending = decisions?.pending?.[row.id];
              const approved = pending ? pending.approved : row.approved;
              return (
                <tr key={row.id} className={approved ? '' : 'bg-rose-50/40'}>
                  <th scope="row" className={`${cell} font-medium text-slate-900`}>
                    {row.name}
                    {row.category && <span className="block text-xs font-normal text-slate-600">{row.category}</span>}
                  </th>
                  {medication && <td className={cell}>{dosageText(row.selectedDosage) || 'N/A'}</td>}
                  <td className={number}>{row.quantity}</td>
                  <td className={number}>{formatCents(row.unitPriceCents)}</td>
                  <td className={number}>{formatCents(row.taxCents)}</td>
                  <td className={number}>{formatCents(row.totalCents)}</td>
                  <td className={`${cell} whitespace-nowrap ${approved ? 'text-emerald-800' : 'text-rose-700'}`}>
                    {decisionText({ approved, approvedAt: pending ? pending.at : row.approvedAt })}
                  </td>
                  {decisions && (
                    <td className={cell}>
                      <DecisionRadios item={row} approved={approved} decisions={decisions} name={`${idPrefix}-decision-${row.id}`} />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Tax is charged on the catalogue's taxable items only, and the line says so. */

export function PlanItemsTables({ items, totals, decisions, totalLabel = 'Estimated Total', totalsPending = false, idPrefix, heading: Heading }: PlanItemsTablesProps) {
  const tables = PLAN_TABLES.map((table) => ({ ...table, rows: rowsOf(items, table.kind) })).filter((table) => table.kind !== 'INVENTORY' || table.rows.length > 0);
  // Counted from the rows as the server last answered (the totals are that answer's).
  const declined = items.filter((item) => !item.removed && !item.approved).length;

  return (
    <div className="space-y-6">
      {tables.map((table) =>
        table.rows.length ? (
          <ItemsTable key={table.kind} title={table.title} rows={table.rows} decisions={decisions} idPrefix={idPrefix} heading={Heading} />
        ) : (
          <section key={table.kind} aria-labelledby={`${idPrefix}-${table.kind}`} className="space-y-1">
            <Heading id={`${idPrefix}-${table.kind}`} className="text-base font-semibold text-slate-900">
              {table.title}
            </Heading>
            <p className="text-sm text-slate-600">None provided</p>
          </section>
        ),
      )}
      <div role="group" aria-label="Totals" aria-busy={totalsPending} className="ml-auto w-full max-w-sm space-y-1.5 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
        <dl className="space-y-1.5">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Subtotal</dt>
            <dd className="tabular-nums">{formatCents(totals.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{taxLabel(totals.taxRate)}</dt>
            <dd className="tabular-nums">{formatCents(totals.taxCents)}</dd>
          </div>
          <div className={`flex justify-between gap-4 border-t border-slate-200 pt-1.5 font-semibold ${totalLabel === 'Approved Total' ? 'text-emerald-800' : 'text-slate-900'}`}>
            <dt>{totalLabel}</dt>
            <dd className={`tabular-nums ${totalsPending ? 'opacity-50' : ''}`}>{formatCents(totals.totalCents)}</dd>
          </div>
        </dl>
        {declined > 0 && (
          <p className="text-xs text-slate-600">
            {declined === 1 ? '1 declined item is' : `${declined} declined items are`} not included.
          </p>
        )}
      </div>
    </div>
  );
}
