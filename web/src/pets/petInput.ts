// The pet form's values as a mutation's input: MM/DD/YYYY dates, comma-split problems, the unit.
import { isoToUs, usToIso } from './petParentSchema';
import { splitProblems, type PetValues } from './petSchema';

export function petInput(values: PetValues, weightUnit: string) {
  return {
    name: values.name.trim(),
    specieId: values.specieId,
    breedId: values.breedId,
    genderId: values.genderId,
    color: values.color.trim(),
    dateOfBirth: isoToUs(values.dateOfBirth),
    weight: Number(values.weight),
    weightUnit,
    problems: splitProblems(values.problems),
    note: values.note.trim() || null,
    image: values.image,
  };
}

export interface PetRowForForm {
  name: string;
  species: { id: string } | null | undefined;
  breed: { id: string } | null | undefined;
  gender: { id: string } | null | undefined;
  color: string;
  dateOfBirth: string;
  weight: number;
  problems: ReadonlyArray<string>;
  note: string | null | undefined;
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
    note: pet.note ?? '',
    image: pet.image ?? null,
  };
}
