// The wiring every knowledge-base tab shares around its own query, form and mutations (spec 000
// "Admin list pages", spec 001 section 2.1): the LookupList frame with an action column, which
// row is being added, edited, viewed or deleted, saving through the add or update mutation with
// the spec's notifications (field errors beside the form's fields), and the delete confirmation.
// A write changes the tab's connection in the store, not by reloading it: an add puts the new row
// first (@prependNode; the tables are newest first), a delete takes it out (@deleteEdge), an edit
// returns the row (its row fragment) and Relay updates it where it shows. Each tab keeps its own graphql tags (Relay compiles one
// static tag per component) and passes what differs: columns, form, View modal and messages.
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { useAccess } from '../auth/access';
import { ACTION_LABEL, ActionMenu } from '../ui/ActionMenu';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { Column } from '../ui/table/DataTable';
import type { ConnectionPages } from '../ui/table/useConnectionPages';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { LookupList, RowActions, type LookupListProps } from './LookupList';
import { reportMutation } from './reportMutation';

/** A catalogue tab's list query and the query of its form's choices, loaded side by side. */
export interface CatalogueTabRefs<List extends OperationType, Options extends OperationType> {
  list: PreloadedQuery<List>;
  options: PreloadedQuery<Options>;
}

/** How one mutation's outcome is told: its success __typename and the spec's titles. */
export interface MutationReport {
  successType: string;
  errorTitle: string;
  successTitle: string;
}

/** A mutation hook's answer (relay/usePromiseMutation): the commit and whether it is in flight. */
type Commit<Variables> = readonly [(variables: Variables) => Promise<Record<string, unknown>>, boolean];

/**
 * The tab's add, update and delete mutation hooks' answers; every catalogue's mutations take
 * { input } (the update's with the row's id, the delete's the id alone). The delete's in-flight
 * flag shows as progress on the confirmation.
 */
export interface CatalogueMutations<Input> {
  add: Commit<{ input: Input; connections: ReadonlyArray<string> }>;
  update: Commit<{ input: Input & { id: string } }>;
  remove: Commit<{ input: { id: string }; connections: ReadonlyArray<string> }>;
  reports: { add: MutationReport; update: MutationReport; remove: MutationReport };
}

/** What the tab hands its add / edit form. */
export interface CatalogueFormProps<Row, Values extends FieldValues> {
  open: boolean;
  /** The row being edited; null when adding. */
  row: Row | null;
  onOpenChange: (open: boolean) => void;
  /** Saves; true when it succeeded (the form then closes). */
  onSave: (values: Values, setError: UseFormSetError<Values>) => Promise<boolean>;
}

interface CatalogueTabProps<Row, Values extends FieldValues, Input> extends Omit<LookupListProps<Row>, 'columns' | 'rowKey' | 'onAdd' | 'children' | 'paging'> {
  paging: ConnectionPages;
  /** The store id (__id) of the tab's connection: where an add or delete changes the rows. */
  connection: string;
  /** The data columns; the action column is added here. */
  columns: ReadonlyArray<Column<Row>>;
  /** The row's name: what the action menu acts on (its accessible name) and the delete confirmation's subject. */
  rowName: (row: Row) => string;
  /** The mutation input from the form's values. */
  toInput: (values: Values) => Input;
  /** The form's field names, where the server's field errors may go. */
  formPaths: ReadonlyArray<string>;
  mutations: CatalogueMutations<NoInfer<Input>>;
  renderForm: (props: CatalogueFormProps<Row, Values>) => ReactNode;
  /**
   * The View modal of a row (null when closed). With it, each row has an 'Action ▾' menu (View,
   * and Edit and Delete for those who may change the list); without it, Edit and Delete buttons
   * shown only to those who may change the list.
   */
  renderView?: (row: Row | null, onOpenChange: (open: boolean) => void) => ReactNode;
  deleteTitle: string;
  deleteMessage: (name: string) => string;
}

export function CatalogueTab<Row extends { id: string }, Values extends FieldValues, Input>(props: CatalogueTabProps<Row, Values, Input>) {
  const { connection, columns, rowName, toInput, formPaths, mutations, renderForm, renderView, deleteTitle, deleteMessage, ...list } = props;
  const { paging } = list;
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { reports } = mutations;
  const [add] = mutations.add;
  const [update] = mutations.update;
  const [removeRow, removing] = mutations.remove;

  const save = async (values: Values, setError: UseFormSetError<Values>) => {
    const input = toInput(values);
    const form = { setError, paths: formPaths };
    return editing === 'new'
      ? await reportMutation(() => add({ input, connections: [connection] }), { ...reports.add, form })
      : await reportMutation(() => update({ input: { id: (editing as Row).id, ...input } }), { ...reports.update, form });
  };

  const remove = async () => {
    if (!deleting) return;
    const mark = paging.beforeDelete();
    const ok = await reportMutation(() => removeRow({ input: { id: deleting.id }, connections: [connection] }), reports.remove);
    setDeleting(null);
    if (ok) paging.afterDelete(mark);
  };

  const actionColumn: Column<Row>[] = renderView
    ? [
        {
          key: 'action',
          header: 'Action',
          className: 'text-right whitespace-nowrap',
          render: (row) => (
            <ActionMenu
              variant="outline"
              label={ACTION_LABEL}
              subject={rowName(row)}
              items={[
                { label: 'View', onSelect: () => setViewing(row) },
                ...(canModify
                  ? [
                      { label: 'Edit', onSelect: () => setEditing(row) },
                      { label: 'Delete', tone: 'danger' as const, onSelect: () => setDeleting(row) },
                    ]
                  : []),
              ]}
            />
          ),
        },
      ]
    : canModify
      ? [
          {
            key: 'action',
            header: <span className="sr-only">Action</span>,
            className: 'text-right whitespace-nowrap',
            render: (row) => <RowActions name={rowName(row)} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />,
          },
        ]
      : [];

  return (
    <LookupList {...list} rowKey={(row) => row.id} onAdd={canModify ? () => setEditing('new') : undefined} columns={[...columns, ...actionColumn]}>
      {renderForm({ open: editing !== null, row: editing === 'new' ? null : editing, onOpenChange: (open) => !open && setEditing(null), onSave: save })}
      {renderView?.(viewing, (open) => !open && setViewing(null))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleteTitle}
        message={deleteMessage(deleting ? rowName(deleting) : '')}
        busy={removing}
        onConfirm={remove}
      />
    </LookupList>
  );
}
