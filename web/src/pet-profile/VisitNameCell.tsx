// The inline-editable 'Name of SOAP' of a visit row (spec 001 section 2.6): an edit button
// switches the row to an input; Enter or Save saves and returns to the name, Escape or Cancel
// returns without saving. An empty name is refused before it reaches the server. Leaving the
// input gives focus back to the row's edit button, so a keyboard user stays in the table.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { VISIT_MESSAGES, VISIT_NAME_MAX } from '@vetchart/contracts/visits/visit';
import { Button, focusRing } from '../ui/Button';
import { notify } from '../ui/notifications/notificationStore';
import { useRenameVisit } from './mutations/useRenameVisit';

export const EMPTY_NAME_TITLE = 'Name cannot be empty';
/** The spec's message, the visit contract's (the main service answers it for an empty name too). */
export const EMPTY_NAME_DESCRIPTION = VISIT_MESSAGES.name;

export function VisitNameCell({ visitId, name, canRename }: { visitId: string; name: string; canRename: boolean }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [renameVisit, busy] = useRenameVisit();
  const editButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);

  useEffect(() => {
    if (editing || !refocus) return;
    editButton.current?.focus();
    setRefocus(false);
  }, [editing, refocus]);

  const start = () => {
    setDraft(name);
    setEditing(true);
  };
  const finish = () => {
    setEditing(false);
    setRefocus(true);
  };

  const save = async () => {
    const next = draft.trim();
    if (!next) {
      notify('info', EMPTY_NAME_TITLE, EMPTY_NAME_DESCRIPTION);
      return;
    }
    if (next === name) {
      finish();
      return;
    }
    try {
      const { renameVisit: result } = await renameVisit({ input: { id: visitId, name: next } });
      if (result.__typename === 'RenameVisitSuccess') {
        notify('success', 'SOAP name updated!');
        finish();
        return;
      }
      if (result.__typename === 'InputValidationError' && result.message === EMPTY_NAME_DESCRIPTION) {
        notify('info', EMPTY_NAME_TITLE, EMPTY_NAME_DESCRIPTION);
        return;
      }
      notify('error', 'An error occured while updating SOAP Name', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'An error occured while updating SOAP Name', error instanceof Error ? error.message : undefined);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish();
    }
  };

  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <span className="font-medium text-slate-900">{name}</span>
        {canRename && (
          <button
            ref={editButton}
            type="button"
            onClick={start}
            aria-label={`Edit name of ${name}`}
            title="Edit name"
            className={`rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${focusRing}`}
          >
            <span aria-hidden="true">✎</span>
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <input
        // Entering edit mode is a deliberate request to type the new name.
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={VISIT_NAME_MAX}
        aria-label="Name of SOAP"
        // Read-only rather than disabled while saving: a disabled input drops the focus.
        readOnly={busy}
        className={`w-40 min-w-0 rounded-lg border border-slate-300 px-2 py-1.5 text-sm ${focusRing}`}
      />
      <Button className="px-2.5 py-1.5" busy={busy} onClick={() => void save()}>
        Save
      </Button>
      <Button variant="ghost" className="px-2 py-1.5" disabled={busy} onClick={finish}>
        Cancel
      </Button>
    </div>
  );
}
