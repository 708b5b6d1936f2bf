// Edit Pet Details: the pet form with the pet's values and its owner as a choice. The caller's row
// gives the core fields; the pet's text details (the contract's list) are read here, fresh, so a
// new detail is added to this query only, not to every list that opens the form.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PetTextDetail } from '@vetchart/contracts/pets/pet';
import type { EditPetModalDetailsQuery } from '../__generated__/EditPetModalDetailsQuery.graphql';
import { Modal } from '../ui/Modal';
import { PageSkeleton } from '../ui/Skeleton';
import { useUpdatePet } from './mutations/useUpdatePet';
import { PetForm } from './PetForm';
import { petInput, petValues, type PetRowForForm } from './petInput';
import { PetParentPicker, type PickedParent } from './PetParentPicker';
import { PET_PATHS } from './petSchema';
import { runReported } from './report';

export interface EditablePet extends PetRowForForm {
  id: string;
  weightUnit: string;
  parent: PickedParent;
}

interface EditPetModalProps {
  pet: EditablePet | null;
  onOpenChange: (open: boolean) => void;
  /** After the save; the edit's answer (the pet's row, PetsTab_row) has already updated the store. */
  onSaved?: () => void;
}

export function EditPetModal({ pet, onOpenChange, onSaved }: EditPetModalProps) {
  return (
    <Modal open={pet !== null} onOpenChange={onOpenChange} title="Edit Pet Details" width={860}>
      {pet && (
        <Suspense fallback={<PageSkeleton />}>
          <EditPetForm key={pet.id} pet={pet} onClose={() => onOpenChange(false)} onSaved={onSaved} />
        </Suspense>
      )}
    </Modal>
  );
}

const detailsQuery = graphql`
  query EditPetModalDetailsQuery($id: ID!) {
    node(id: $id) {
      ... on Pet {
        note
        microchip
      }
    }
  }
`;

/** Compiles only while the query above selects every text detail of the pet contract. */
type UnqueriedDetails = Exclude<PetTextDetail, keyof NonNullable<EditPetModalDetailsQuery['response']['node']>>;
const everyDetailQueried: [UnqueriedDetails] extends [never] ? true : UnqueriedDetails = true;
void everyDetailQueried;

function EditPetForm({ pet, onClose, onSaved }: { pet: EditablePet; onClose: () => void; onSaved?: () => void }) {
  const [owner, setOwner] = useState<PickedParent>(pet.parent);
  const [updatePet] = useUpdatePet();
  // Network-only: the edit answers the table row's fields, not the text details, so the store may hold an older note.
  const details = useLazyLoadQuery<EditPetModalDetailsQuery>(detailsQuery, { id: pet.id }, { fetchPolicy: 'network-only' }).node;
  return (
    <PetForm
      initial={petValues({ ...pet, ...details })}
      weightUnit={pet.weightUnit}
      submitLabel="Save"
      onCancel={onClose}
      owner={
        <div className="sm:col-span-2">
          <PetParentPicker label="Pet Owner" value={owner} onChange={setOwner} />
        </div>
      }
      onSubmit={async (values, setError) => {
        const result = await runReported(
          async () => (await updatePet({ input: { id: pet.id, parentId: owner.id, ...petInput(values, pet.weightUnit) } })).updatePet,
          { successType: 'UpdatePetSuccess', successTitle: 'Pet has been successfully updated', errorTitle: 'Pet Error', form: { setError, paths: PET_PATHS } },
        );
        if (!result) return false;
        onSaved?.();
        onClose();
        return true;
      }}
    />
  );
}
