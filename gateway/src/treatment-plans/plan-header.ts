// The header a treatment-plan link or signature carries: the clinic's
// details live in the auth service and the species and breed names in the
// inventory service, which have no public endpoints. So when staff send a link, sign in person or
// finish a visit, the gateway gathers the clinic header and the pet and parent block with their
// session (loaders, side by side) and the main service stores it with the link or the snapshot.
import { BreedType } from '../catalogues/breed.ts';
import { SpeciesType } from '../catalogues/species.ts';
import type { GatewayContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { PetParentType } from '../pets/pet-parent.ts';
import { PetType } from '../pets/pet.ts';
import { VisitType } from '../visits/visit.ts';
import type { HeaderPayload } from './treatment-plan-wire.ts';
import { clinicHeaderOf } from '../clinic/clinic-header.ts';

const named = async <T>(load: Promise<(T | Error)[]>, name: (row: T) => string): Promise<string | null> => {
  const [row] = await load;
  return row && !(row instanceof Error) ? name(row) || null : null;
};

export async function gatherHeader(context: GatewayContext, visitId: string): Promise<HeaderPayload> {
  const clinicCode = context.principal?.clinicCode;
  if (!clinicCode) throw new NotFoundError('Visit not found.');
  const visit = await VisitType.getDataloader(context).load(visitId);
  const pet = await PetType.getDataloader(context).load(visit.petId);
  const [clinic, parent, species, breed] = await Promise.all([
    context.loaders.auth.clinic(clinicCode),
    PetParentType.getDataloader(context)
      .loadMany([pet.parentId])
      .then(([row]) => (row instanceof Error ? null : (row ?? null))),
    named(SpeciesType.getDataloader(context).loadMany([pet.specieId]), (row) => row.specie),
    named(BreedType.getDataloader(context).loadMany([pet.breedId]), (row) => row.breed),
  ]);
  return {
    clinic: clinicHeaderOf(clinic),
    party: {
      pet_name: pet.name,
      species,
      breed,
      parent_name: parent ? `${parent.firstName} ${parent.lastName}`.trim() : pet.parentName,
      address_line1: parent?.address.addressLine1 ?? null,
      city: parent?.address.city ?? null,
      state: parent?.address.state ?? null,
      zip: parent?.address.zip ?? null,
      phone: parent?.phoneNumber ?? null,
      email: parent?.email ?? null,
    },
  };
}
