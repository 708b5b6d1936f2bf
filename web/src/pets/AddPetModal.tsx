// Add New Pet (spec 001 section 2.4): first the pet parent — an existing one, or a new one added
// with the parent form ('Pet Parent Added') — then the pets step for that parent, which collects
// pets into a local list (add, edit, remove) and saves them all at once, all or none.
import { Suspense, useState } from 'react';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { PageSkeleton } from '../ui/Skeleton';
import { useAddPetParent } from './mutations/useAddPetParent';
import { useAddPets } from './mutations/useAddPets';
import { PET_PARENTS_CONNECTION, PETS_CONNECTION } from './petsConnection';
import { PetForm } from './PetForm';
import { petInput } from './petInput';
import { PetParentForm } from './PetParentForm';
import { PetParentPicker, type PickedParent } from './PetParentPicker';
import { EMPTY_PARENT, PARENT_PATHS, isoToUs, parentInput } from './petParentSchema';
import { EMPTY_PET, type PetValues } from './petSchema';
import { runReported } from './report';
import { readWeightUnit } from '../catalogues/petVitalsMetrics';

interface AddPetModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ListedPet {
  key: number;
  values: PetValues;
  errors: string[];
}

export function AddPetModal({ open, onOpenChange }: AddPetModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Add New Pet" width={860}>
      {open && <AddPetFlow onClose={() => onOpenChange(false)} />}
    </Modal>
  );
}

function AddPetFlow({ onClose }: { onClose: () => void }) {
  const [parent, setParent] = useState<PickedParent | null>(null);
  const [step, setStep] = useState<'parent' | 'pets'>('parent');
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [pickError, setPickError] = useState<string | undefined>();
  const [pets, setPets] = useState<ListedPet[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [addParent] = useAddPetParent();
  const [addPets, saving] = useAddPets();
  const weightUnit = readWeightUnit();

  if (step === 'parent') {
    return (
      <div className="space-y-5">
        <p className="text-sm text-slate-600">Step 1 of 2: who is the pet parent?</p>
        <div role="radiogroup" aria-label="Pet parent" className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {(
            [
              ['existing', 'Existing pet parent'],
              ['new', 'Add new pet parent'],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={mode === key}
              onClick={() => setMode(key)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${mode === key ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {label}
            </button>
          ))}
        </div>
        {mode === 'existing' ? (
          <div className="space-y-4">
            <PetParentPicker
              label="Pet Owner"
              value={parent}
              onChange={(picked) => {
                setParent(picked);
                setPickError(undefined);
              }}
              error={pickError}
            />
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => (parent ? setStep('pets') : setPickError('Select pet owner'))}>Continue</Button>
            </div>
          </div>
        ) : (
          <PetParentForm
            key="new-parent"
            initial={EMPTY_PARENT}
            submitLabel="Add Pet Parent"
            onCancel={onClose}
            onSubmit={async (values, setError) => {
              const result = await runReported(async () => (await addParent({ input: parentInput(values), connections: [PET_PARENTS_CONNECTION] })).addPetParent, {
                successType: 'AddPetParentSuccess',
                successTitle: 'Pet Parent Added',
                errorTitle: 'Pet Parent Error',
                form: { setError, paths: PARENT_PATHS },
              });
              if (result?.__typename !== 'AddPetParentSuccess' || !result.petParent) return false;
              setParent({ id: result.petParent.id, fullName: result.petParent.fullName });
              setStep('pets');
              return true;
            }}
          />
        )}
      </div>
    );
  }

  const editingPet = editing === null ? null : pets.find((pet) => pet.key === editing);
  const save = async () => {
    if (!parent || pets.length === 0) return;
    try {
      const { addPets: result } = await addPets({ input: { parentId: parent.id, pets: pets.map((pet) => petInput(pet.values, weightUnit)) }, connections: [PETS_CONNECTION] });
      if (result.__typename === 'AddPetsSuccess') {
        notify('success', 'Pet has been successfully added');
        onClose();
        return;
      }
      // Field errors name the pet by its place in the list (pets.<n>.<field>): shown on its row.
      const fieldErrors = 'fieldErrors' in result ? (result.fieldErrors ?? []) : [];
      setPets((list) => list.map((pet, index) => ({ ...pet, errors: fieldErrors.filter((error) => error.path.startsWith(`pets.${index}.`)).map((error) => error.message) })));
      notify('error', 'Pet Error', ('message' in result && result.message) || 'An unexpected error occurred');
    } catch (error) {
      notify('error', 'Pet Error', error instanceof Error ? error.message : 'An unexpected error occurred');
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Step 2 of 2: pets of <strong className="text-slate-900">{parent?.fullName}</strong>. Add each pet to the list, then save them all at once.
        </p>
        <Button variant="ghost" className="px-2 py-1 text-sm" onClick={() => setStep('parent')}>
          Change pet parent
        </Button>
      </div>
      <Suspense fallback={<PageSkeleton />}>
        <PetForm
          key={`${formKey}-${editing ?? 'new'}`}
          initial={editingPet?.values ?? EMPTY_PET}
          weightUnit={weightUnit}
          submitLabel={editingPet ? 'Update pet in list' : 'Add pet to list'}
          clearOnSubmit
          cancelLabel="Cancel edit"
          onCancel={editingPet ? () => setEditing(null) : undefined}
          owner={<TextField label="Pet Owner" value={parent?.fullName ?? ''} readOnly />}
          onSubmit={async (values) => {
            if (editingPet) {
              setPets((list) => list.map((pet) => (pet.key === editingPet.key ? { ...pet, values, errors: [] } : pet)));
              setEditing(null);
            } else {
              setPets((list) => [...list, { key: Date.now() + list.length, values, errors: [] }]);
              setFormKey((key) => key + 1);
            }
            return true;
          }}
        />
      </Suspense>
      <section aria-label="Pets to save" className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Pets to save ({pets.length})</h3>
        {pets.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">No pets in the list yet. Fill in the form and choose “Add pet to list”.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {pets.map((pet) => (
              <li key={pet.key} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{pet.values.name}</span>
                  <span className="text-slate-500">
                    {' '}
                    · born {isoToUs(pet.values.dateOfBirth)} · {pet.values.weight} {weightUnit} · {pet.values.color}
                  </span>
                  {pet.errors.map((error) => (
                    <span key={error} className="block text-rose-600">
                      {error}
                    </span>
                  ))}
                </span>
                <span className="flex gap-1">
                  <Button variant="ghost" className="px-2 py-1 text-xs" aria-label={`Edit ${pet.values.name}`} onClick={() => setEditing(pet.key)}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-xs text-rose-700 hover:bg-rose-50"
                    aria-label={`Remove ${pet.values.name}`}
                    onClick={() => {
                      setPets((list) => list.filter((entry) => entry.key !== pet.key));
                      if (editing === pet.key) setEditing(null);
                    }}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button busy={saving} disabled={pets.length === 0 || editing !== null} onClick={() => void save()}>
          {pets.length > 1 ? `Save ${pets.length} pets` : 'Save pet'}
        </Button>
      </div>
    </div>
  );
}

