// /d/embedding, 'AI Knowledge Base' (spec 003 sections 2.9, 5, 8): the clinic's entries that the
// AI recommendation draws on — a search text the visit's notes are matched against, and the
// recommendation it leads to. Super admins only (the gateway refuses anyone else); the table is
// searched and paged on the server, its search text clamped to 3 rows and recommendation to 2.
// Writes change the table's connection in the store (an add puts the entry first, a delete takes
// its edge out, an edit answers the row fragment); the list is not asked for again.
import { useState } from 'react';
import { graphql, readInlineData, usePreloadedQuery, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AiKnowledgeBasePageQuery } from '../__generated__/AiKnowledgeBasePageQuery.graphql';
import type { AiKnowledgeBasePage_query$key } from '../__generated__/AiKnowledgeBasePage_query.graphql';
import type { AiKnowledgeBasePage_row$data, AiKnowledgeBasePage_row$key } from '../__generated__/AiKnowledgeBasePage_row.graphql';
import type { AiKnowledgeBasePageRefetchQuery } from '../__generated__/AiKnowledgeBasePageRefetchQuery.graphql';
import { useAccess } from '../auth/access';
import { reportMutation } from '../catalogues/reportMutation';
import { ACTION_LABEL, ActionMenu } from '../ui/ActionMenu';
import { BackHeader } from '../ui/BackHeader';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PermissionDenied } from '../ui/PermissionDenied';
import { DataTable, type Column } from '../ui/table/DataTable';
import { SearchInput } from '../ui/table/SearchInput';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { AiKnowledgeBaseEntryModal, AiKnowledgeBaseViewModal, type EntryModalState } from './AiKnowledgeBaseEntryModal';
import { EMPTY_KNOWLEDGE_BASE, type EntryFormValues } from './aiKnowledgeBaseForm';
import { useCreateAiKnowledgeBaseEntry } from './mutations/useCreateAiKnowledgeBaseEntry';
import { useDeleteAiKnowledgeBaseEntry } from './mutations/useDeleteAiKnowledgeBaseEntry';
import { useUpdateAiKnowledgeBaseEntry } from './mutations/useUpdateAiKnowledgeBaseEntry';

export const TITLE = 'AI Knowledge Base';

const pageQuery = graphql`
  query AiKnowledgeBasePageQuery {
    ...AiKnowledgeBasePage_query
  }
`;

const listFragment = graphql`
  fragment AiKnowledgeBasePage_query on Query
  @refetchable(queryName: "AiKnowledgeBasePageRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    aiKnowledgeBaseEntries(first: $first, after: $after, search: $search) @connection(key: "AiKnowledgeBasePage_aiKnowledgeBaseEntries") {
      __id
      totalCount
      edges {
        node {
          ...AiKnowledgeBasePage_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the create and update mutations ask for it too,
// so the store holds what the row shows after a write.
const rowFragment = graphql`
  fragment AiKnowledgeBasePage_row on AiKnowledgeBaseEntry @inline {
    id
    content
    text
    createdAt
    updatedAt
  }
`;

export type EntryRow = AiKnowledgeBasePage_row$data;

export interface AiKnowledgeBaseLoaderData {
  queryRef: PreloadedQuery<AiKnowledgeBasePageQuery> | null;
}

const PATHS = ['content', 'text'];
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function EntriesTable({ query }: { query: AiKnowledgeBasePage_query$key }) {
  const { data, ...pagination } = usePaginationFragment<AiKnowledgeBasePageRefetchQuery, AiKnowledgeBasePage_query$key>(listFragment, query);
  const paging = useConnectionPages(pagination, data.aiKnowledgeBaseEntries.edges.length);
  const [modal, setModal] = useState<EntryModalState | null>(null);
  const [viewing, setViewing] = useState<EntryRow | null>(null);
  const [deleting, setDeleting] = useState<EntryRow | null>(null);
  const [createEntry] = useCreateAiKnowledgeBaseEntry();
  const [updateEntry] = useUpdateAiKnowledgeBaseEntry();
  const [deleteEntry, deleteBusy] = useDeleteAiKnowledgeBaseEntry();
  const connection = data.aiKnowledgeBaseEntries.__id;
  const rows = paging.slice(data.aiKnowledgeBaseEntries.edges).map((edge) => readInlineData<AiKnowledgeBasePage_row$key>(rowFragment, edge.node));

  const save: Parameters<typeof AiKnowledgeBaseEntryModal>[0]['onSave'] = async (values: EntryFormValues, setError) => {
    const form = { setError, paths: PATHS };
    const ok =
      modal?.mode === 'edit'
        ? await reportMutation(() => updateEntry({ input: { id: modal.row.id, ...values } }), {
            successType: 'UpdateAiKnowledgeBaseEntrySuccess',
            errorTitle: 'Edit Knowledge Base Error',
            successTitle: 'Knowledge base entry updated',
            form,
          })
        : await reportMutation(() => createEntry({ input: values, connections: [connection] }), {
            successType: 'CreateAiKnowledgeBaseEntrySuccess',
            errorTitle: 'Create Knowledge Base Error',
            successTitle: 'Knowledge base entry added',
            form,
          });
    return ok;
  };

  const remove = async () => {
    if (!deleting) return;
    const mark = paging.beforeDelete();
    const ok = await reportMutation(() => deleteEntry({ input: { id: deleting.id }, connections: [connection] }), {
      successType: 'DeleteAiKnowledgeBaseEntrySuccess',
      errorTitle: 'Delete Knowledge Base Error',
      successTitle: 'Knowledge base entry deleted',
    });
    setDeleting(null);
    if (ok) paging.afterDelete(mark);
  };

  const columns: Column<EntryRow>[] = [
    {
      key: 'content',
      header: 'Search Text',
      className: 'w-2/5 min-w-56 align-top',
      render: (row) => (
        <span className="line-clamp-3 whitespace-pre-line" title={row.content}>
          {row.content}
        </span>
      ),
    },
    {
      key: 'text',
      header: 'Recommendation',
      className: 'w-2/5 min-w-56 align-top',
      render: (row) => (
        <span className="line-clamp-2 whitespace-pre-line text-slate-700" title={row.text}>
          {row.text}
        </span>
      ),
    },
    { key: 'updated', header: 'Updated', className: 'align-top whitespace-nowrap', render: (row) => shortDate(row.updatedAt) },
    {
      key: 'action',
      header: 'Action',
      pinned: true,
      className: 'text-right align-top whitespace-nowrap',
      render: (row) => (
        <ActionMenu
          variant="outline"
          label={ACTION_LABEL}
          subject={row.content.slice(0, 60)}
          items={[
            { label: 'View', onSelect: () => setViewing(row) },
            { label: 'Edit', onSelect: () => setModal({ mode: 'edit', row }) },
            { label: 'Delete', tone: 'danger', onSelect: () => setDeleting(row) },
          ]}
        />
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">
        When a visit's complaint or observations match an entry's search text, the Assessment step suggests the catalogue items its recommendation names, and says that this entry was the source.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput label="Search the AI knowledge base" placeholder="Search entries" debounceMs={500} onSearch={paging.setSearch} />
        <Button onClick={() => setModal({ mode: 'create' })}>Add Entry</Button>
      </div>
      <DataTable caption={TITLE} columns={columns} rows={rows} rowKey={(row) => row.id} emptyText={EMPTY_KNOWLEDGE_BASE} loading={paging.isPending} />
      <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.aiKnowledgeBaseEntries.totalCount} onPage={paging.setPage} disabled={paging.isPending} />
      <AiKnowledgeBaseEntryModal state={modal} onOpenChange={(open) => !open && setModal(null)} onSave={save} />
      <AiKnowledgeBaseViewModal row={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Knowledge Base Entry"
        message="Are you sure to delete this entry? Recommendations will no longer draw on it."
        busy={deleteBusy}
        onConfirm={remove}
      />
    </div>
  );
}

function LoadedKnowledgeBase({ queryRef }: { queryRef: PreloadedQuery<AiKnowledgeBasePageQuery> }) {
  const data = usePreloadedQuery(pageQuery, queryRef);
  return <EntriesTable query={data} />;
}

export function AiKnowledgeBasePage() {
  const { queryRef } = useLoaderData() as AiKnowledgeBaseLoaderData;
  const { isSuperAdmin } = useAccess();
  return (
    <section aria-label={TITLE}>
      <BackHeader title={TITLE} />
      {queryRef && isSuperAdmin ? <LoadedKnowledgeBase queryRef={queryRef} /> : <PermissionDenied />}
    </section>
  );
}
