// The organization's payments, newest first (spec 003 section 2.10): a refetchable connection
// paged by page number. Each attempt is a row: a declined card stays listed as 'Failed' with the
// provider's message and code, beside the attempt that paid.
import dayjs from 'dayjs';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentsTable_query$key } from '../__generated__/PaymentsTable_query.graphql';
import type { PaymentsTableRefetchQuery } from '../__generated__/PaymentsTableRefetchQuery.graphql';
import { DataTable, type Column } from '../ui/table/DataTable';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { formatUsd } from './cardFields';

const paymentsTableFragment = graphql`
  fragment PaymentsTable_query on Query
  @refetchable(queryName: "PaymentsTableRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    payments(first: $first, after: $after) @connection(key: "PaymentsTable_payments") {
      totalCount
      edges {
        node {
          id
          name
          email
          startedAt
          amountCents
          currency
          state
          failureCode
          failureMessage
        }
      }
    }
  }
`;

interface PaymentRow {
  id: string;
  name: string;
  email: string;
  startedAt: string;
  amountCents: number;
  currency: string;
  state: string;
  failureCode: string | null | undefined;
  failureMessage: string | null | undefined;
}

const STATE_TONE: Record<string, string> = {
  succeeded: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-rose-50 text-rose-800',
  requires_action: 'bg-amber-50 text-amber-800',
  processing: 'bg-sky-50 text-sky-800',
};

const STATE_LABEL: Record<string, string> = { succeeded: 'Succeeded', failed: 'Failed', requires_action: 'Needs authentication', processing: 'Processing' };

function StateBadge({ state }: { state: string }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_TONE[state] ?? 'bg-slate-100 text-slate-700'}`}>{STATE_LABEL[state] ?? state}</span>;
}

const columns: Column<PaymentRow>[] = [
  { key: 'name', header: 'Name', render: (payment) => <span className="font-medium text-slate-900">{payment.name || '—'}</span> },
  { key: 'email', header: 'Email', render: (payment) => payment.email || '—' },
  { key: 'startedAt', header: 'Started At', render: (payment) => dayjs(payment.startedAt).format('MMM D, YYYY h:mm A') },
  // Amounts are US dollars; another currency is named beside the figure rather than shown as dollars.
  {
    key: 'amount',
    header: 'Amount (USD)',
    className: 'text-right',
    render: (payment) => (payment.currency.toLowerCase() === 'usd' ? formatUsd(payment.amountCents) : `${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()}`),
  },
  {
    key: 'state',
    header: 'State',
    render: (payment) => (
      <div>
        <StateBadge state={payment.state} />
        {payment.state === 'failed' && (payment.failureMessage || payment.failureCode) && (
          <p className="mt-1 max-w-xs text-xs text-rose-800">
            {payment.failureMessage ?? 'The payment failed.'}
            {payment.failureCode ? ` (${payment.failureCode})` : ''}
          </p>
        )}
      </div>
    ),
  },
];

export function PaymentsTable({ query }: { query: PaymentsTable_query$key }) {
  // The payments connection has no search; the table only pages (loadNext from the server's cursors).
  const { data, ...pagination } = usePaginationFragment<PaymentsTableRefetchQuery, PaymentsTable_query$key>(paymentsTableFragment, query);
  const paging = useConnectionPages(pagination, data.payments.edges.length);
  const rows = paging.slice(data.payments.edges).flatMap((edge) => (edge?.node ? [edge.node] : []));
  return (
    <div>
      <DataTable caption="Payment history" columns={columns} rows={rows} rowKey={(payment) => payment.id} emptyText="Make payment to see history here" loading={paging.isPending} />
      <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.payments.totalCount} onPage={paging.setPage} disabled={paging.isPending} />
    </div>
  );
}
