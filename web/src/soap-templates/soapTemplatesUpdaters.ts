// How the SOAP templates page's writes change its list in the store, so the list is not asked for
// again. The list is a plain field (Query.soapTemplates(status, search), newest updated first),
// not a connection, so @prependNode / @deleteEdge do not apply: each updater edits the list on
// screen, the one of the tab and search the page shows (read when the answer comes). The other
// tab's list is asked for when that tab is chosen (network-only), so it is left alone.
import type { RecordProxy, RecordSourceSelectorProxy, SelectorStoreUpdater } from 'relay-runtime';

export interface TemplateList {
  status: 'ACTIVE' | 'INACTIVE';
  search: string;
}

type Payload = ({ __typename?: string } & Record<string, unknown>) | null | undefined;

function success(data: unknown, field: string, successType: string): Payload {
  const payload = (data as Record<string, Payload> | null | undefined)?.[field];
  return payload?.__typename === successType ? payload : null;
}

function editList(store: RecordSourceSelectorProxy<unknown>, list: TemplateList, change: (rows: RecordProxy[]) => RecordProxy[]) {
  const root = store.getRoot();
  // In the order of the field's storage key (arguments sorted by name): soapTemplates(search:…,status:…).
  const args = { search: list.search || null, status: list.status };
  const rows = root.getLinkedRecords('soapTemplates', args);
  if (!rows) return;
  root.setLinkedRecords(change(rows.filter((row): row is RecordProxy => row != null)), 'soapTemplates', args);
}

const templateOf = (store: RecordSourceSelectorProxy<unknown>, payload: Payload) => {
  const id = (payload?.template as { id?: string } | undefined)?.id;
  return id ? store.get(id) : null;
};

/** A created template (always public) goes first in the Public Templates list on screen. */
export function templateCreatedUpdater(list: () => TemplateList): SelectorStoreUpdater<unknown> {
  return (store, data) => {
    const template = templateOf(store, success(data, 'createSoapTemplate', 'CreateSoapTemplateSuccess'));
    if (!template || list().status !== template.getValue('status')) return;
    editList(store, list(), (rows) => [template, ...rows.filter((row) => row.getDataID() !== template.getDataID())]);
  };
}

/** An edited template was updated last: it moves first. */
export function templateUpdatedUpdater(list: () => TemplateList): SelectorStoreUpdater<unknown> {
  return (store, data) => {
    const template = templateOf(store, success(data, 'updateSoapTemplate', 'UpdateSoapTemplateSuccess'));
    if (!template) return;
    editList(store, list(), (rows) => (rows.some((row) => row.getDataID() === template.getDataID()) ? [template, ...rows.filter((row) => row.getDataID() !== template.getDataID())] : rows));
  };
}

/** A template made public or draft leaves the tab on screen for the other one. */
export function templateStatusUpdater(list: () => TemplateList): SelectorStoreUpdater<unknown> {
  return (store, data) => {
    const template = templateOf(store, success(data, 'setSoapTemplateStatus', 'SetSoapTemplateStatusSuccess'));
    if (!template) return;
    editList(store, list(), (rows) => rows.filter((row) => row.getDataID() !== template.getDataID() || row.getValue('status') === list().status));
  };
}

/** A deleted template leaves the list on screen. */
export function templateDeletedUpdater(list: () => TemplateList): SelectorStoreUpdater<unknown> {
  return (store, data) => {
    const code = success(data, 'deleteSoapTemplate', 'DeleteSoapTemplateSuccess')?.deletedCode;
    if (typeof code !== 'string') return;
    editList(store, list(), (rows) => rows.filter((row) => row.getValue('code') !== code));
  };
}
