// /d/soap-templates (spec 003 sections 2.4, 4, 5, 8, 9): the clinic's SOAP note templates, Public
// Templates (active) or Drafts (inactive), searched on the server by name or description, shown as
// cards (name cut to 16 characters, description to 45, the full text in the title and for screen
// readers) or as a list; the choice is remembered in browser storage. Templates are created and
// renamed in a modal, made public or draft with a switch, deleted after confirmation, and their
// sections edited in the template builder. Writes change the list on screen in the store
// (soapTemplatesUpdaters.ts); it is asked for again only when the tab or the search changes.
import { useCallback, useRef, useState, useTransition } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { graphql, readInlineData, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { SoapTemplatesPage_query$key } from '../__generated__/SoapTemplatesPage_query.graphql';
import type { SoapTemplatesPage_row$data, SoapTemplatesPage_row$key } from '../__generated__/SoapTemplatesPage_row.graphql';
import type { SoapTemplatesPageQuery } from '../__generated__/SoapTemplatesPageQuery.graphql';
import type { SoapTemplatesPageRefetchQuery } from '../__generated__/SoapTemplatesPageRefetchQuery.graphql';
import { ActionMenu } from '../ui/ActionMenu';
import { Button, focusRing } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { notify } from '../ui/notifications/notificationStore';
import { Skeleton } from '../ui/Skeleton';
import { SearchInput } from '../ui/table/SearchInput';
import { Tabs } from '../ui/Tabs';
import { useCreateSoapTemplate } from './mutations/useCreateSoapTemplate';
import { useDeleteSoapTemplate } from './mutations/useDeleteSoapTemplate';
import { useSetSoapTemplateStatus } from './mutations/useSetSoapTemplateStatus';
import { useUpdateSoapTemplate } from './mutations/useUpdateSoapTemplate';
import { TemplateFormModal, type TemplateModalState } from './TemplateFormModal';
import { CODE_REQUIRED, STARTER_SECTIONS, type TemplateFormValues } from './templateForm';
import {
  DESCRIPTION_LENGTH,
  emptyText,
  NAME_LENGTH,
  readTemplateView,
  shorten,
  TAB_LABELS,
  templateDate,
  writeTemplateView,
  type TemplateTab,
  type TemplateView,
} from './templateList';

export const HEADING = 'Create and manage your SOAP note templates';

const pageQuery = graphql`
  query SoapTemplatesPageQuery($status: SoapTemplateStatus, $search: String) {
    ...SoapTemplatesPage_query @arguments(status: $status, search: $search)
  }
`;

const listFragment = graphql`
  fragment SoapTemplatesPage_query on Query
  @refetchable(queryName: "SoapTemplatesPageRefetchQuery")
  @argumentDefinitions(status: { type: "SoapTemplateStatus" }, search: { type: "String" }) {
    soapTemplates(status: $status, search: $search) {
      ...SoapTemplatesPage_row
    }
  }
`;

// A template of the list, read with readInlineData; the create, update and status mutations ask
// for it too, so the store holds what the list shows after a write.
const rowFragment = graphql`
  fragment SoapTemplatesPage_row on SoapTemplate @inline {
    id
    code
    name
    description
    status
    version
    updatedAt
    content {
      section
      value
      fields {
        name
        hint
      }
    }
  }
`;

type TemplateRow = SoapTemplatesPage_row$data;

export interface SoapTemplatesLoaderData {
  queryRef: PreloadedQuery<SoapTemplatesPageQuery>;
}

const TABS = (['ACTIVE', 'INACTIVE'] as const).map((key) => ({ key, label: TAB_LABELS[key] }));

/** Text cut for a card, with the whole of it in the tooltip and for screen readers. */
function Shortened({ text, length, className }: { text: string; length: number; className?: string }) {
  const short = shorten(text, length);
  if (short === text) return <span className={className}>{text}</span>;
  return (
    <span className={className} title={text}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

interface RowActions {
  onToggleStatus: (row: TemplateRow) => void;
  onEdit: (row: TemplateRow) => void;
  onEditSections: (row: TemplateRow) => void;
  onDelete: (row: TemplateRow) => void;
  busyCode: string | null;
}

function StatusSwitch({ row, actions }: { row: TemplateRow; actions: RowActions }) {
  const isPublic = row.status === 'ACTIVE';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isPublic}
      aria-label={`Public: ${row.name}`}
      disabled={actions.busyCode === row.code}
      onClick={() => actions.onToggleStatus(row)}
      className={`inline-flex items-center gap-2 rounded-full text-sm font-medium text-slate-700 disabled:opacity-60 ${focusRing}`}
    >
      <span aria-hidden="true" className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${isPublic ? 'bg-teal-700' : 'bg-slate-300'}`}>
        <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${isPublic ? 'translate-x-4.5' : 'translate-x-0.5'}`} />
      </span>
      Public
    </button>
  );
}

function RowMenu({ row, actions }: { row: TemplateRow; actions: RowActions }) {
  return (
    <ActionMenu
      variant="icon"
      label="⋯"
      subject={row.name}
      items={[
        { label: 'Edit details', onSelect: () => actions.onEdit(row) },
        { label: 'Edit sections', onSelect: () => actions.onEditSections(row) },
        { label: 'Delete', tone: 'danger', onSelect: () => actions.onDelete(row) },
      ]}
    />
  );
}

const sectionSummary = (row: TemplateRow) => `${row.content.length} ${row.content.length === 1 ? 'section' : 'sections'}`;

function TemplateCard({ row, actions }: { row: TemplateRow; actions: RowActions }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-slate-900">
          <Shortened text={row.name} length={NAME_LENGTH} />
        </h3>
        <RowMenu row={row} actions={actions} />
      </div>
      <p className="mt-1 min-h-10 text-sm break-words text-slate-600">
        <Shortened text={row.description} length={DESCRIPTION_LENGTH} />
      </p>
      <p className="mt-3 text-xs text-slate-500">
        {sectionSummary(row)} · Updated {templateDate(row.updatedAt)}
      </p>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <StatusSwitch row={row} actions={actions} />
      </div>
    </li>
  );
}

function TemplateTable({ rows, actions, caption }: { rows: ReadonlyArray<TemplateRow>; actions: RowActions; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">Name</th>
            <th scope="col" className="px-4 py-3">Description</th>
            <th scope="col" className="px-4 py-3">Sections</th>
            <th scope="col" className="px-4 py-3">Updated</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3 text-right">Action</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3 font-medium text-slate-900">{row.name}</td>
              <td className="px-4 py-3 text-slate-600">{row.description}</td>
              <td className="px-4 py-3 whitespace-nowrap">{row.content.length}</td>
              <td className="px-4 py-3 whitespace-nowrap">{templateDate(row.updatedAt)}</td>
              <td className="px-4 py-3">
                <StatusSwitch row={row} actions={actions} />
              </td>
              <td className="px-4 py-3 text-right">
                <RowMenu row={row} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: TemplateView; onChange: (view: TemplateView) => void }) {
  const option = (value: TemplateView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={`px-3 py-2 text-sm font-medium ${focusRing} ${view === value ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-lg border border-slate-300">
      {option('grid', 'Grid')}
      {option('list', 'List')}
    </div>
  );
}

function builderEditPath(row: TemplateRow): string {
  const query = new URLSearchParams({ edit: 'true', templateCode: row.code, name: row.name, description: row.description });
  return `/d/template-builder?${query.toString()}`;
}

function TemplatesList({ query }: { query: SoapTemplatesPage_query$key }) {
  const [data, refetch] = useRefetchableFragment<SoapTemplatesPageRefetchQuery, SoapTemplatesPage_query$key>(listFragment, query);
  const navigate = useNavigate();
  const [isPending, startTransition] = useTransition();
  const [tab, setTab] = useState<TemplateTab>('ACTIVE');
  const [search, setSearch] = useState('');
  const [view, setView] = useState<TemplateView>(() => readTemplateView());
  const [modal, setModal] = useState<TemplateModalState | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const [busyCode, setBusyCode] = useState<string | null>(null);
  // What the list shows now: a write that finishes late changes the list of the latest tab and
  // search, not that of the render that started it.
  const filter = useRef<{ status: TemplateTab; search: string }>({ status: tab, search });
  const shownList = useCallback(() => filter.current, []);
  const [createTemplate] = useCreateSoapTemplate(shownList);
  const [updateTemplate] = useUpdateSoapTemplate(shownList);
  const [setStatus] = useSetSoapTemplateStatus(shownList);
  const [deleteTemplate, deleteBusy] = useDeleteSoapTemplate(shownList);
  const rows = data.soapTemplates.map((row) => readInlineData<SoapTemplatesPage_row$key>(rowFragment, row));

  const reload = () =>
    startTransition(() => {
      refetch({ status: filter.current.status, search: filter.current.search || null }, { fetchPolicy: 'network-only' });
    });

  const chooseTab = (next: TemplateTab) => {
    setTab(next);
    filter.current = { ...filter.current, status: next };
    reload();
  };
  const runSearch = (text: string) => {
    setSearch(text);
    filter.current = { ...filter.current, search: text };
    reload();
  };
  const chooseView = (next: TemplateView) => {
    setView(next);
    writeTemplateView(next);
  };

  /** Runs a mutation; the result when it succeeded, else null after telling why. */
  async function outcome<R extends { __typename: string; message?: string }>(run: () => Promise<R>, successType: string, errorTitle: string): Promise<R | null> {
    try {
      const result = await run();
      if (result.__typename === successType) return result;
      notify('error', errorTitle, result.message || 'An unexpected error occurred');
    } catch (error) {
      notify('error', errorTitle, error instanceof Error ? error.message : 'An unexpected error occurred');
    }
    return null;
  }

  const save = async (values: TemplateFormValues, _setError: UseFormSetError<TemplateFormValues>) => {
    if (modal?.mode === 'edit') {
      const row = rows.find((template) => template.code === modal.code);
      if (!modal.code || !row) {
        notify('info', CODE_REQUIRED);
        return false;
      }
      const content = row.content.map((section) => ({ section: section.section, value: section.value, fields: section.fields.map((field) => ({ name: field.name, hint: field.hint })) }));
      const done = await outcome(
        async () => (await updateTemplate({ input: { code: row.code, name: values.name, description: values.description, content, basedOnVersion: row.version } })).updateSoapTemplate,
        'UpdateSoapTemplateSuccess',
        'Template Edit Error',
      );
      if (!done) return false;
      notify('success', 'Template updated');
      return true;
    }
    const done = await outcome(
      async () => (await createTemplate({ input: { name: values.name, description: values.description, status: 'ACTIVE', content: STARTER_SECTIONS } })).createSoapTemplate,
      'CreateSoapTemplateSuccess',
      'Template Creation Error',
    );
    if (!done) return false;
    notify('success', 'Template created');
    // A new template is public: the Public Templates tab shows it (first, from the store).
    if (filter.current.status !== 'ACTIVE') chooseTab('ACTIVE');
    return true;
  };

  const actions: RowActions = {
    busyCode,
    onEdit: (row) => setModal({ mode: 'edit', code: row.code, name: row.name, description: row.description }),
    onEditSections: (row) => navigate(builderEditPath(row)),
    onDelete: setDeleting,
    onToggleStatus: async (row) => {
      setBusyCode(row.code);
      const done = await outcome(
        async () => (await setStatus({ input: { code: row.code, status: row.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' } })).setSoapTemplateStatus,
        'SetSoapTemplateStatusSuccess',
        'Failed to update template status',
      );
      setBusyCode(null);
      if (!done) return;
      notify('success', 'Template Status Updated.');
    },
  };

  const remove = async () => {
    if (!deleting) return;
    const target = deleting;
    const done = await outcome(async () => (await deleteTemplate({ input: { code: target.code } })).deleteSoapTemplate, 'DeleteSoapTemplateSuccess', 'Failed to delete template');
    setDeleting(null);
    if (!done) return;
    notify('success', 'Template deleted');
  };

  const caption = `${TAB_LABELS[tab]}${search ? ` matching “${search}”` : ''}`;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{HEADING}</h2>
        <Button onClick={() => setModal({ mode: 'create' })}>Create New Template</Button>
      </div>
      <Tabs
        label="Template status"
        tabs={TABS}
        selected={tab}
        onSelect={chooseTab}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <div className="w-64">
              <SearchInput label="Search templates by name or description" placeholder="Search templates" onSearch={runSearch} />
            </div>
            <ViewToggle view={view} onChange={chooseView} />
          </div>
        }
      >
        <div aria-busy={isPending || undefined}>
          {isPending ? (
            <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              <span className="sr-only">Loading templates…</span>
              <Skeleton className="h-36" />
              <Skeleton className="h-36" />
              <Skeleton className="h-36" />
            </div>
          ) : rows.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">{search ? `No ${TAB_LABELS[tab].toLowerCase()} match “${search}”` : emptyText(tab)}</p>
          ) : view === 'grid' ? (
            <ul aria-label={caption} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {rows.map((row) => (
                <TemplateCard key={row.id} row={row} actions={actions} />
              ))}
            </ul>
          ) : (
            <TemplateTable rows={rows} actions={actions} caption={caption} />
          )}
        </div>
      </Tabs>
      <TemplateFormModal state={modal} onOpenChange={(open) => !open && setModal(null)} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Template"
        message={`Are you sure you want to delete the template “${deleting?.name ?? ''}”? Notes already written with it keep their text.`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </div>
  );
}

export function SoapTemplatesPage() {
  const { queryRef } = useLoaderData() as SoapTemplatesLoaderData;
  const data = usePreloadedQuery(pageQuery, queryRef);
  return (
    <section aria-label="Templates">
      <TemplatesList query={data} />
    </section>
  );
}
