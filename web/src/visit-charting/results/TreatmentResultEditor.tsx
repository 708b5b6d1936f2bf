// The treatment result on the Results step (spec 002 sections 2.7, 4, 5, 8): the services table
// with each service's comment, the collapsible 'Recommended Rule Outs' (only when the objective
// note has rule-outs), the diagnosis table (added from the clinic's diagnoses, unique by name,
// edited in a drawer, removed after confirmation), 'Treatment Protocols' (the medications, supplies
// and custom medications, edited in a drawer) and 'Additional Care Recommendations' (4 rows), with
// Save. Everything but the comments is the draft (useTreatmentResultDraft) until Save.
import { lazy, Suspense, useId, useState } from 'react';
import type { RuleOutPicker_query$key } from '../../__generated__/RuleOutPicker_query.graphql';
import { Button, focusRing } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineNotice } from '../../ui/InlineNotice';
import { DataTable } from '../../ui/table/DataTable';
import type { ResultsVisit, ResultsWriting } from './resultsData';
import { hasName, NONE_PROVIDED, NOT_AVAILABLE, rowStatusText, UNIQUE_NAME_MESSAGE, type ResultDiagnosisValue, type ResultRowValue, type TreatmentResultValue } from './resultsRules';
import { useResultComments } from './useResultComments';
import { planRowsOf, type TreatmentResultDraft } from './useTreatmentResultDraft';

// The drawers and the diagnosis search download when first opened (the step's 60 KB budget).
const CommentDrawer = lazy(async () => ({ default: (await import('./ResultEditDrawers')).CommentDrawer }));
const DiagnosisDrawer = lazy(async () => ({ default: (await import('./ResultEditDrawers')).DiagnosisDrawer }));
const MedicationDrawer = lazy(async () => ({ default: (await import('./ResultEditDrawers')).MedicationDrawer }));
const RuleOutPicker = lazy(async () => ({ default: (await import('../objective/RuleOutPicker')).RuleOutPicker }));

type ProtocolList = 'medications' | 'inventories' | 'customMedications';
type Removal = { kind: 'service'; index: number; name: string } | { kind: 'diagnosis'; index: number; name: string } | { kind: ProtocolList; index: number; name: string };
type Editing = { kind: 'service'; row: ResultRowValue } | { kind: 'diagnosis'; index: number } | { kind: ProtocolList; index: number };

const PROTOCOL_LABELS: Record<ProtocolList, string> = { medications: 'Medication', inventories: 'Supply', customMedications: 'Custom medication' };

interface TreatmentResultEditorProps {
  visit: ResultsVisit;
  query: RuleOutPicker_query$key;
  draft: TreatmentResultDraft;
  writing: ResultsWriting;
}

export function TreatmentResultEditor({ visit, query, draft, writing }: TreatmentResultEditorProps) {
  const id = useId();
  const { value } = draft;
  const editable = writing.writable;
  const comments = useResultComments(visit.id, visit.results.comments, writing);
  const [rulesOpen, setRulesOpen] = useState(true);
  const [adding, setAdding] = useState(false);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const planRows = planRowsOf(visit);
  const signed = visit.signedTreatmentPlan != null;
  const hasObjectiveRuleOuts = (visit.objectiveNote?.ruleOuts.length ?? 0) > 0;
  const saved = visit.results.treatmentResult;

  const change = (next: (current: TreatmentResultValue) => TreatmentResultValue) => draft.update(next);
  const statusOf = (row: ResultRowValue) => {
    const planRow = planRows.find((entry) => entry.rowId === row.planItemId || entry.id === row.planItemId);
    return planRow ? rowStatusText({ signed, approved: planRow.approved, approvedAt: planRow.approvedAt }) : NOT_AVAILABLE;
  };
  const protocols = (['medications', 'inventories', 'customMedications'] as const).flatMap((list) => value[list].map((row, index) => ({ list, index, row })));

  const remove = () => {
    if (!removal) return;
    change((current) => {
      if (removal.kind === 'service') return { ...current, services: current.services.filter((_, index) => index !== removal.index) };
      if (removal.kind === 'diagnosis') return { ...current, diagnosis: current.diagnosis.filter((_, index) => index !== removal.index) };
      return { ...current, [removal.kind]: current[removal.kind].filter((_, index) => index !== removal.index) };
    });
    setRemoval(null);
  };

  const addDiagnosis = (row: ResultDiagnosisValue) => {
    if (hasName(value.diagnosis, row.name)) return;
    change((current) => ({ ...current, diagnosis: [...current.diagnosis, { ...row, description: row.description || null }] }));
  };

  const actions = (label: string, onEdit: () => void, onRemove: () => void) => (
    <div className="flex gap-2">
      <Button variant="ghost" className="px-2 py-1" onClick={onEdit} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      {editable && (
        <Button variant="ghost" className="px-2 py-1 text-rose-700" onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </Button>
      )}
    </div>
  );

  return (
    <div className="space-y-6">
      {draft.conflict && <InlineNotice tone="error">{draft.conflict}</InlineNotice>}
      <p className="text-sm text-slate-600">
        {saved ? `Last saved by ${saved.updatedByName}.` : 'Not saved yet: it starts from the plan and the physical exam.'}
        {draft.dirty && <span className="ml-2 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">Form Modified</span>}
      </p>

      <section aria-labelledby={`${id}-services`} className="space-y-3">
        <h4 id={`${id}-services`} className="text-base font-semibold text-slate-900">
          Services
        </h4>
        <DataTable
          caption="Services"
          rows={value.services}
          rowKey={(row) => `${row.planItemId ?? row.code}-${row.name}`}
          emptyText="No services in this visit's plan. Add them in the Assessment step."
          columns={[
            { key: 'name', header: 'Name', render: (row) => row.name },
            { key: 'code', header: 'Code', render: (row) => row.code || NOT_AVAILABLE },
            { key: 'comments', header: 'Comments', render: (row) => comments.find('SERVICE', row.code)?.comments || row.comment || '-' },
            { key: 'status', header: 'Status', render: statusOf },
            {
              key: 'actions',
              header: <span className="sr-only">Actions</span>,
              pinned: true,
              render: (row) =>
                actions(
                  row.name,
                  () => setEditing({ kind: 'service', row }),
                  () => setRemoval({ kind: 'service', index: value.services.indexOf(row), name: row.name }),
                ),
            },
          ]}
        />
      </section>

      {hasObjectiveRuleOuts && (
        <section className="rounded-xl border border-slate-200">
          <h4>
            <button
              type="button"
              aria-expanded={rulesOpen}
              aria-controls={`${id}-rule-outs`}
              onClick={() => setRulesOpen((open) => !open)}
              className={`flex w-full items-center justify-between px-4 py-3 text-left text-base font-semibold text-slate-900 ${focusRing}`}
            >
              Recommended Rule Outs
              <span aria-hidden="true">{rulesOpen ? '▾' : '▸'}</span>
            </button>
          </h4>
          <div id={`${id}-rule-outs`} hidden={!rulesOpen} className="border-t border-slate-200 px-4 py-3">
            {value.ruleOuts.length === 0 ? (
              <p className="text-sm text-slate-600">{NONE_PROVIDED}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {value.ruleOuts.map((ruleOut) => (
                  <li key={ruleOut.name} className="py-2 text-sm">
                    <span className="font-medium text-slate-900">{ruleOut.name}</span>
                    {ruleOut.category && <span className="ml-2 text-slate-500">{ruleOut.category}</span>}
                    <p className="text-slate-600">{ruleOut.description || NONE_PROVIDED}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby={`${id}-diagnosis`} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id={`${id}-diagnosis`} className="text-base font-semibold text-slate-900">
            Diagnosis
          </h4>
          {editable && (
            <Button variant="secondary" className="px-3 py-1.5" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
              {adding ? 'Done adding' : 'Add Diagnosis'}
            </Button>
          )}
        </div>
        {adding && editable && (
          <Suspense fallback={<p role="status" className="text-sm text-slate-600">Loading the diagnoses…</p>}>
            <RuleOutPicker
              query={query}
              title="Add a diagnosis from the clinic's diagnoses"
              chosen={value.diagnosis.map((row) => ({ ...row, description: row.description ?? '' }))}
              onAdd={addDiagnosis}
              disabled={!editable}
            />
          </Suspense>
        )}
        <DataTable
          caption="Diagnosis"
          rows={value.diagnosis.map((row, index) => ({ row, index }))}
          rowKey={({ row }) => row.name.toLowerCase()}
          emptyText="No diagnosis yet. Search the clinic's diagnoses and add them."
          columns={[
            { key: 'name', header: 'Name', render: ({ row }) => row.name },
            { key: 'category', header: 'Category', render: ({ row }) => row.category || NOT_AVAILABLE },
            { key: 'description', header: 'Description', render: ({ row }) => <span className="line-clamp-3">{row.description || NONE_PROVIDED}</span> },
            {
              key: 'actions',
              header: <span className="sr-only">Actions</span>,
              pinned: true,
              render: ({ row, index }) =>
                actions(
                  row.name,
                  () => setEditing({ kind: 'diagnosis', index }),
                  () => setRemoval({ kind: 'diagnosis', index, name: row.name }),
                ),
            },
          ]}
        />
      </section>

      <section aria-labelledby={`${id}-protocols`} className="space-y-3">
        <h4 id={`${id}-protocols`} className="text-base font-semibold text-slate-900">
          Treatment Protocols
        </h4>
        <DataTable
          caption="Treatment Protocols"
          rows={protocols}
          rowKey={({ list, index }) => `${list}-${index}`}
          emptyText="No medications or supplies in this visit's plan. Add them in the Assessment step."
          columns={[
            { key: 'name', header: 'Name', render: ({ row }) => row.name },
            { key: 'kind', header: 'Type', render: ({ list }) => PROTOCOL_LABELS[list] },
            { key: 'dosage', header: 'Dosage', render: ({ row }) => row.dosage || NOT_AVAILABLE },
            { key: 'quantity', header: 'Quantity', render: ({ row }) => row.quantity ?? '-' },
            { key: 'comment', header: 'Comments', render: ({ row }) => row.comment || '-' },
            {
              key: 'actions',
              header: <span className="sr-only">Actions</span>,
              pinned: true,
              render: ({ list, index, row }) =>
                actions(
                  row.name,
                  () => setEditing({ kind: list, index }),
                  () => setRemoval({ kind: list, index, name: row.name }),
                ),
            },
          ]}
        />
      </section>

      <section className="space-y-2">
        <label htmlFor={`${id}-care`} className="block text-base font-semibold text-slate-900">
          Additional Care Recommendations
        </label>
        <textarea
          id={`${id}-care`}
          rows={4}
          maxLength={20000}
          disabled={!editable}
          value={value.additionalCareText}
          onChange={(event) => change((current) => ({ ...current, additionalCareText: event.target.value }))}
          className={`block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 ${focusRing}`}
        />
      </section>

      <div className="flex justify-end">
        <Button onClick={() => void draft.save()} busy={draft.saving} disabled={!editable}>
          Save
        </Button>
      </div>

      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title="Remove"
        message={removal ? `Are you sure to remove ${removal.name}` : ''}
        confirmLabel="Remove"
        onConfirm={remove}
      />
      <Suspense fallback={null}>
        {editing?.kind === 'service' && (
          <CommentDrawer
            title="Edit Service"
            name={editing.row.name}
            details={[
              { label: 'Name', value: editing.row.name },
              { label: 'Code', value: editing.row.code },
              { label: 'Status', value: statusOf(editing.row) },
            ]}
            comment={comments.find('SERVICE', editing.row.code)?.comments ?? editing.row.comment ?? ''}
            editable={editable}
            saving={comments.saving}
            onClose={() => setEditing(null)}
            version={comments.find('SERVICE', editing.row.code)?.version ?? null}
            onSave={(text, basedOnVersion) => comments.save('SERVICE', editing.row.code, text, basedOnVersion)}
          />
        )}
        {editing?.kind === 'diagnosis' && value.diagnosis[editing.index] && (
          <DiagnosisDrawer
            row={value.diagnosis[editing.index]!}
            nameTaken={(name) => hasName(value.diagnosis, name, editing.index)}
            uniqueMessage={UNIQUE_NAME_MESSAGE}
            editable={editable}
            onClose={() => setEditing(null)}
            onSave={(row) => {
              change((current) => ({ ...current, diagnosis: current.diagnosis.map((entry, index) => (index === editing.index ? row : entry)) }));
              setEditing(null);
            }}
          />
        )}
        {editing && (editing.kind === 'medications' || editing.kind === 'inventories' || editing.kind === 'customMedications') && value[editing.kind][editing.index] && (
          <MedicationDrawer
            row={value[editing.kind][editing.index]!}
            editable={editable}
            onClose={() => setEditing(null)}
            onSave={(row) => {
              change((current) => ({ ...current, [editing.kind]: current[editing.kind].map((entry, index) => (index === editing.index ? row : entry)) }));
              setEditing(null);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
