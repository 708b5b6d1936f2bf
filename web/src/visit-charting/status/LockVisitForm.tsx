// The Lock dialog's form (LockVisitDialog.tsx): the Veterinary PIN in four boxes, or, for a vet
// who has none yet, the PIN chosen here and the visit locked with it.
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { LockVisitFormQuery } from '../../__generated__/LockVisitFormQuery.graphql';
import { useSetVeterinaryPin } from '../../settings/mutations/useSetVeterinaryPin';
import { Button } from '../../ui/Button';
import { notify } from '../../ui/notifications/notificationStore';
import { useLockVisit } from './mutations/useLockVisit';
import { emptyPin } from './pin';
import { PinBoxes } from './PinBoxes';

export const NO_PIN_YET = 'You have not set a Veterinary PIN yet.';

const pinQuery = graphql`
  query LockVisitFormQuery {
    veterinaryPin {
      isSet
    }
  }
`;

export function LockForm({ visitId, onDone }: { visitId: string; onDone: () => void }) {
  // Asked each time the dialog opens: a PIN set on another device or tab counts at once.
  const { veterinaryPin } = useLazyLoadQuery<LockVisitFormQuery>(pinQuery, {}, { fetchPolicy: 'network-only' });
  const [choosing, setChoosing] = useState(!veterinaryPin.isSet);
  const [pin, setPin] = useState(emptyPin);
  const [tried, setTried] = useState(false);
  const [pinError, setPinError] = useState<string | undefined>();
  const [lockVisit, locking] = useLockVisit();
  const [savePin, savingPin] = useSetVeterinaryPin();
  const busy = locking || savingPin;

  /** Saves the chosen first PIN; false (with the reason shown) when the server refused it. */
  const setFirstPin = async (chosen: string): Promise<boolean> => {
    const { setVeterinaryPin: result } = await savePin({ input: { pin: chosen, password: null } });
    if (result.__typename === 'SetVeterinaryPinSuccess') {
      notify('success', 'Veterinary PIN set');
      setChoosing(false);
      return true;
    }
    const fieldError = result.__typename === 'InputValidationError' ? result.fieldErrors?.find((error) => error.path === 'pin')?.message : undefined;
    if (fieldError) setPinError(fieldError);
    else notify('error', 'Lock Error', ('message' in result && result.message) || 'The Veterinary PIN could not be saved.');
    return false;
  };

  const submit = async () => {
    setTried(true);
    setPinError(undefined);
    if (pin.some((box) => box === '')) return;
    try {
      if (choosing && !(await setFirstPin(pin.join('')))) return;
      const { lockVisit: result } = await lockVisit({ input: { visitId, pin: pin.join('') } });
      if (result.__typename === 'LockVisitSuccess') {
        notify('success', 'SOAP Visit Locked', 'You have successfully locked the SOAP Visit');
        onDone();
        return;
      }
      notify('error', 'Lock Error', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'Lock Error', error instanceof Error ? error.message : undefined);
    }
    setPin(emptyPin());
    setTried(false);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-5"
    >
      {choosing && (
        <p className="text-sm text-slate-700">
          {NO_PIN_YET} Choose 4 characters: they are saved as your PIN and this visit is locked with them. You can change it later under{' '}
          <Link to="/d/settings" className="font-medium text-teal-700 underline">
            Veterinary PIN in Settings
          </Link>
          .
        </p>
      )}
      <PinBoxes legend={choosing ? 'Choose your Veterinary PIN' : 'Please enter your Veterinary PIN'} value={pin} onChange={setPin} showErrors={tried} />
      {pinError && <p className="text-sm text-rose-600">{pinError}</p>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {choosing ? 'Set PIN and Lock' : 'Lock'}
        </Button>
      </div>
    </form>
  );
}
