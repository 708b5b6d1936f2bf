// What the public subjective form shows from other services: the clinic's header (auth), the
// pet's species name and the clinic's medication names for Treatment Protocols (inventory). None
// of them has a public endpoint, so 'Send History Form' gathers them with the sender's session and
// the main service stores them on the link, as the treatment-plan estimate links do.
import { SpeciesType } from '../catalogues/species.ts';
import type { GatewayContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { PetType } from '../pets/pet.ts';
import type { FormHeaderPayload } from './subjective-form-wire.ts';
import { clinicHeaderOf } from '../clinic/clinic-header.ts';

/** The service's page size, and how many medication names the form offers at most. */
const PAGE = 100;
const MAX_MEDICATIONS = 1000;

async function medicationNames(context: GatewayContext): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 0; offset < MAX_MEDICATIONS; offset += PAGE) {
    const page = await context.loaders.inventory.medications.list({ offset, limit: PAGE });
    names.push(...page.data.map((row) => row.productName).filter(Boolean));
    if (offset + PAGE >= page.meta.total) break;
  }
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

export async function gatherFormHeader(context: GatewayContext, petId: string): Promise<FormHeaderPayload> {
  const clinicCode = context.principal?.clinicCode;
  if (!clinicCode) throw new NotFoundError('Not found.');
  const pet = await PetType.getDataloader(context).load(petId);
  const [clinic, species, medications] = await Promise.all([
    context.loaders.auth.clinic(clinicCode),
    SpeciesType.getDataloader(context)
      .loadMany([pet.specieId])
      .then(([row]) => (row && !(row instanceof Error) ? row.specie || null : null)),
    medicationNames(context),
  ]);
  return {
    clinic: clinicHeaderOf(clinic),
    species,
    medications,
  };
}
