// The Reminders section of the subjective step (spec 002 sections 2.2, 4 "Reminders", 5 and 8):
// the pet's vaccinations and other reminders — the pet's, so every later visit lists them —,
// 'Add Reminder' through 'Reminder Type', edit, and delete after 'Are you sure to remove <item
// name>'. Read with the step's one query (VisitRemindersFragment spread on the pet); when the
// visit is locked or read-only every button is disabled (the server refuses anyway).
//
// The page query declares $reminderRows (200, the spec's table size, which is also the gateway's
// page for these lists). A literal `first: 200` would be priced by the gateway's cost limit as
// 200 copies of every row field (some 265,000 against its 3,500); the server caps the rows itself.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VisitReminders_pet$key } from '../../__generated__/VisitReminders_pet.graphql';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notify } from '../../ui/notifications/notificationStore';
import { useDeleteOtherReminder } from './mutations/useDeleteOtherReminder';
import { useDeleteVaccinationReminder } from './mutations/useDeleteVaccinationReminder';
import { OtherReminderModal } from './OtherReminderModal';
import { OtherRemindersTable, type OtherReminderRow } from './OtherRemindersTable';
import { removeQuestion } from './reminderForms';
import { ReminderTypeModal } from './ReminderTypeModal';
import { VaccinationModal } from './VaccinationModal';
import { VaccinationRemindersTable, type VaccinationReminderRow } from './VaccinationRemindersTable';

const fragment = graphql`
  fragment VisitReminders_pet on Pet {
    id
    vaccinationReminders(first: $reminderRows) @connection(key: "VisitReminders_vaccinationReminders") {
      __id
      edges {
        node {
          ...VaccinationRemindersTable_rows
        }
      }
    }
    otherReminders(first: $reminderRows) @connection(key: "VisitReminders_otherReminders") {
      __id
      edges {
        node {
          ...OtherRemindersTable_rows
        }
      }
    }
  }
`;

export const DELETE_VACCINATION_ERROR = 'Delete Vaccination Error';
export const DELETE_OTHER_REMINDER_ERROR = 'Delete Other Reminders Error';

type Open =
  | { modal: 'none' }
  | { modal: 'type' }
  | { modal: 'vaccination'; editing: VaccinationReminderRow | null }
  | { modal: 'other'; editing: OtherReminderRow | null };

type Removing = { kind: 'vaccination'; id: string; name: string } | { kind: 'other'; id: string; name: string } | null;

interface VisitRemindersProps {
  pet: VisitReminders_pet$key;
  visitId: string;
  editable: boolean;
  visitModificationId: string | null;
}

export function VisitReminders({ pet, visitId, editable, visitModificationId }: VisitRemindersProps) {
  const data = useFragment(fragment, pet);
  const [open, setOpen] = useState<Open>({ modal: 'none' });
  const [removing, setRemoving] = useState<Removing>(null);
  const [deleteVaccination, deletingVaccination] = useDeleteVaccinationReminder();
  const [deleteOther, deletingOther] = useDeleteOtherReminder();
  const close = () => setOpen({ modal: 'none' });
  const charting = { petId: data.id, visitId, visitModificationId };

  const remove = async () => {
    if (!removing) return;
    const input = { id: removing.id, visitId, visitModificationId };
    const title = removing.kind === 'vaccination' ? DELETE_VACCINATION_ERROR : DELETE_OTHER_REMINDER_ERROR;
    try {
      const result =
        removing.kind === 'vaccination'
          ? (await deleteVaccination({ input, connections: [data.vaccinationReminders.__id] })).deleteVaccinationReminder
          : (await deleteOther({ input, connections: [data.otherReminders.__id] })).deleteOtherReminder;
      if (result.__typename === 'DeleteVaccinationReminderSuccess' || result.__typename === 'DeleteOtherReminderSuccess') {
        notify('success', result.message ?? 'Removed');
        setRemoving(null);
        return;
      }
      notify('error', title, 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', title, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <section aria-labelledby="visit-reminders-title" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="visit-reminders-title" className="text-lg font-semibold text-slate-900">
          Reminders
        </h3>
        <Button onClick={() => setOpen({ modal: 'type' })} disabled={!editable}>
          Add Reminder
        </Button>
      </div>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-800">
          Vaccinations <span className="font-normal text-slate-500">({data.vaccinationReminders.edges.length})</span>
        </h4>
        <VaccinationRemindersTable
          rows={data.vaccinationReminders.edges.map((edge) => edge.node)}
          editable={editable}
          onEdit={(row) => setOpen({ modal: 'vaccination', editing: row })}
          onDelete={(row) => setRemoving({ kind: 'vaccination', id: row.id, name: row.productName })}
        />
      </div>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-800">
          Other Reminders <span className="font-normal text-slate-500">({data.otherReminders.edges.length})</span>
        </h4>
        <OtherRemindersTable
          rows={data.otherReminders.edges.map((edge) => edge.node)}
          editable={editable}
          onEdit={(row) => setOpen({ modal: 'other', editing: row })}
          onDelete={(row) => setRemoving({ kind: 'other', id: row.id, name: row.reminder })}
        />
      </div>

      <ReminderTypeModal
        open={open.modal === 'type'}
        onOpenChange={(next) => !next && close()}
        onChoose={(kind) => setOpen(kind === 'vaccine' ? { modal: 'vaccination', editing: null } : { modal: 'other', editing: null })}
      />
      <VaccinationModal
        open={open.modal === 'vaccination'}
        onOpenChange={(next) => !next && close()}
        editing={open.modal === 'vaccination' ? open.editing : null}
        connectionId={data.vaccinationReminders.__id}
        {...charting}
      />
      <OtherReminderModal
        open={open.modal === 'other'}
        onOpenChange={(next) => !next && close()}
        editing={open.modal === 'other' ? open.editing : null}
        connectionId={data.otherReminders.__id}
        {...charting}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={removing?.kind === 'vaccination' ? 'Remove vaccination' : 'Remove reminder'}
        message={removing ? removeQuestion(removing.name) : ''}
        confirmLabel="Remove"
        busy={deletingVaccination || deletingOther}
        onConfirm={remove}
      />
    </section>
  );
}
