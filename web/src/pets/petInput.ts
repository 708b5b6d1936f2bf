// The pet form's values as a mutation's input: the contract reads them (trimmed text, the weight's
// number, comma-split problems, blank details as none) and the date is sent as MM/DD/YYYY.
import { petDetails, type PetTextDetail } from '@vetchart/contracts/pets/pet';
import { isoToUs } from '@vetchart/contracts/text';
import { usToIso } from './petParentSchema';
import { textDetailValues, type PetValues } from './petSchema';

export function petInput(values: PetValues, weightUnit: string) {
  const pet = petDetails.parse(values);
  return { ...pet, dateOfBirth: isoToUs(pet.dateOfBirth), weightUnit };
}

export interface PetRowForForm extends Partial<Record<PetTextDetail, string | null>> {
  name: string;
  species: { id: string } | null | undefined;
  breed: { id: string } | null | undefined;
  gender: { id: string } | null | undefined;
  color: string;
  dateOfBirth: string;
  weight: number;
  problems: ReadonlyArray<string>;
  image: string | null | undefined;
}

export function petValues(pet: PetRowForForm): PetValues {
  return {
    name: pet.name,
    specieId: pet.species?.id ?? '',
    breedId: pet.breed?.id ?? '',
    genderId: pet.gender?.id ?? '',
    color: pet.color,
    dateOfBirth: usToIso(pet.dateOfBirth),
    weight: String(pet.weight),
    problems: pet.problems.join(', '),
    ...textDetailValues(pet),
    image: pet.image ?? null,
  };
}
