// Edit a pet parent from the Pet Parents tab, with the rules of the add form. The mutation answers
// the tab's row fragment, so the row shows the saved parent without the list being asked for again.
import { Modal } from '../ui/Modal';
import { useUpdatePetParent } from './mutations/useUpdatePetParent';
import { PetParentForm } from './PetParentForm';
import { PARENT_PATHS, parentInput, usToIso, type PetParentValues } from './petParentSchema';
import { runReported } from './report';

export interface EditableParent {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string | null | undefined;
  address: { addressLine1: string; addressLine2: string | null | undefined; city: string; state: string; zip: string };
  emergencyContact: { firstName: string; lastName: string; phoneNumber: string };
}

const valuesOf = (parent: EditableParent): PetParentValues => ({
  firstName: parent.firstName,
  lastName: parent.lastName,
  email: parent.email,
  phoneNumber: parent.phoneNumber,
  dateOfBirth: usToIso(parent.dateOfBirth),
  address: { ...parent.address, addressLine2: parent.address.addressLine2 ?? '' },
  emergencyContact: { ...parent.emergencyContact },
});

export function EditPetParentModal({ parent, onOpenChange }: { parent: EditableParent | null; onOpenChange: (open: boolean) => void }) {
  const [updateParent] = useUpdatePetParent();
  return (
    <Modal open={parent !== null} onOpenChange={onOpenChange} title="Edit Pet Parent" width={760}>
      {parent && (
        <PetParentForm
          key={parent.id}
          initial={valuesOf(parent)}
          submitLabel="Save"
          onCancel={() => onOpenChange(false)}
          onSubmit={async (values, setError) => {
            const result = await runReported(async () => (await updateParent({ input: { id: parent.id, ...parentInput(values) } })).updatePetParent, {
              successType: 'UpdatePetParentSuccess',
              successTitle: 'Pet Parent Updated',
              errorTitle: 'Pet Parent Error',
              form: { setError, paths: PARENT_PATHS },
            });
            if (!result) return false;
            onOpenChange(false);
            return true;
          }}
        />
      )}
    </Modal>
  );
}
