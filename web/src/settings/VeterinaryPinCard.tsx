// The Veterinary PIN card (spec 002 sections 2.8 'Lock', 5 'PIN'): a holder of
// 'Lock Visit Note' sets the 4-character PIN they lock visits with once, and changes it with their
// account password. The server keeps only its argon2id hash and says whether one is set.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VeterinaryPinCard_query$key } from '../__generated__/VeterinaryPinCard_query.graphql';
import { formatDate } from '../pets/petAccess';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { emptyPin } from '../visit-charting/status/pin';
import { PinBoxes } from '../visit-charting/status/PinBoxes';
import { useSetVeterinaryPin } from './mutations/useSetVeterinaryPin';
import { SettingsCard } from './SettingsCard';

const queryFragment = graphql`
  fragment VeterinaryPinCard_query on Query {
    veterinaryPin {
      isSet
      updatedAt
    }
  }
`;

interface VeterinaryPinCardProps {
  title: string;
  description: string;
  query: VeterinaryPinCard_query$key;
}

export function VeterinaryPinCard({ title, description, query }: VeterinaryPinCardProps) {
  const { veterinaryPin } = useFragment(queryFragment, query);
  const [open, setOpen] = useState(false);
  const state = veterinaryPin.isSet ? `Set${veterinaryPin.updatedAt ? `, last changed ${formatDate(veterinaryPin.updatedAt)}` : ''}.` : 'Not set yet.';
  return (
    <>
      <SettingsCard title={title} description={`${description} ${state}`} onSelect={() => setOpen(true)} />
      <Modal open={open} onOpenChange={setOpen} title={veterinaryPin.isSet ? 'Change your Veterinary PIN' : 'Set your Veterinary PIN'} width={460}>
        {open && <PinForm isSet={veterinaryPin.isSet} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function PinForm({ isSet, onDone }: { isSet: boolean; onDone: () => void }) {
  const [pin, setPin] = useState(emptyPin);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [errors, setErrors] = useState<{ pin?: string; password?: string; form?: string }>({});
  const [save, saving] = useSetVeterinaryPin();

  const submit = async () => {
    setTried(true);
    const passwordMissing = isSet && password === '' ? 'Enter your password to change your Veterinary PIN.' : undefined;
    setErrors({ password: passwordMissing });
    if (pin.some((box) => box === '') || passwordMissing) return;
    try {
      const { setVeterinaryPin: result } = await save({ input: { pin: pin.join(''), password: isSet ? password : null } });
      if (result.__typename === 'SetVeterinaryPinSuccess' && result.veterinaryPin) {
        notify('success', isSet ? 'Veterinary PIN changed' : 'Veterinary PIN set');
        onDone();
        return;
      }
      const fieldErrors = result.__typename === 'InputValidationError' ? (result.fieldErrors ?? []) : [];
      const byPath = (path: string) => fieldErrors.find((fieldError) => fieldError.path === path)?.message;
      if (byPath('pin') || byPath('password')) setErrors({ pin: byPath('pin'), password: byPath('password') });
      else setErrors({ form: ('message' in result && result.message) || 'The Veterinary PIN could not be saved.' });
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : 'The Veterinary PIN could not be saved.' });
    }
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
      {errors.form && <InlineNotice tone="error">{errors.form}</InlineNotice>}
      <PinBoxes legend={isSet ? 'New Veterinary PIN' : 'Veterinary PIN'} value={pin} onChange={setPin} showErrors={tried} />
      {errors.pin && <p className="text-sm text-rose-600">{errors.pin}</p>}
      {isSet && <TextField type="password" label="Password" autoComplete="current-password" value={password} onChange={(event) => { setPassword(event.target.value); setErrors((current) => ({ ...current, password: undefined })); }} error={errors.password} />}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
