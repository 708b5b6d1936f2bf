// PetMatch: a pet of the clinic that may be the patient of an orphaned lab result (beyond
// the spec). The main service finds candidates by the similarity of the pet's and
// the parent's names (pg_trgm); the gateway adds the species: the lab's species name against the
// pet's species name from the inventory lookups (one batched call for every orphan on the page).
// A matching species adds SPECIES_BONUS to the score (at most 1) and the reason 'species'; the
// list is then sorted again, best first.
import { builder } from '../builder.ts';
import type { LabResultRecord, PetSuggestionRecord } from './results-wire.ts';
import type { PetRecord } from '../pets/pet-wire.ts';
import type { GatewayContext } from '../context.ts';
import { SpeciesType } from '../catalogues/species.ts';
import { PetType } from '../pets/pet.ts';

export interface PetMatchRecord {
  pet: PetRecord;
  score: number;
  reasons: string[];
}

export const SPECIES_BONUS = 0.15;

/** What labs and clinics call the same species. */
const SPECIES_SYNONYMS: Record<string, string> = {
  dog: 'canine',
  canine: 'canine',
  k9: 'canine',
  cat: 'feline',
  feline: 'feline',
  horse: 'equine',
  equine: 'equine',
  rabbit: 'lagomorph',
  bunny: 'lagomorph',
  lagomorph: 'lagomorph',
  bird: 'avian',
  avian: 'avian',
};

export function sameSpecies(labSpecies: string, petSpecies: string): boolean {
  const normal = (name: string) => {
    const word = name.trim().toLowerCase().replace(/[^a-z0-9 ]/g, '');
    return SPECIES_SYNONYMS[word] ?? word;
  };
  const lab = normal(labSpecies);
  return lab !== '' && lab === normal(petSpecies);
}

/** Main's candidates with the species reason added, best first (pets no longer there left out). */
export async function suggestedPets(context: GatewayContext, result: LabResultRecord): Promise<PetMatchRecord[]> {
  if (result.visitId || !result.suggestedPets.length) return [];
  const pets = await PetType.getDataloader(context).loadMany(result.suggestedPets.map((suggestion) => suggestion.petId));
  const specieIds = [...new Set(pets.flatMap((pet) => (pet instanceof Error || !pet?.specieId ? [] : [pet.specieId])))];
  const loaded = await SpeciesType.getDataloader(context).loadMany(specieIds);
  const speciesName = new Map(specieIds.map((id, index) => [id, loaded[index] instanceof Error ? '' : ((loaded[index] as { specie: string } | undefined)?.specie ?? '')]));
  const matches: PetMatchRecord[] = [];
  result.suggestedPets.forEach((suggestion: PetSuggestionRecord, index) => {
    const pet = pets[index];
    if (!pet || pet instanceof Error) return;
    const matched = sameSpecies(result.patient.species, speciesName.get(pet.specieId) ?? '');
    matches.push({
      pet,
      score: Math.min(1, Math.round((suggestion.score + (matched ? SPECIES_BONUS : 0)) * 1000) / 1000),
      reasons: matched ? [...suggestion.reasons.filter((reason) => reason !== 'species'), 'species'] : suggestion.reasons,
    });
  });
  return matches.sort((a, b) => b.score - a.score || a.pet.name.localeCompare(b.pet.name));
}

export const PetMatchType = builder.objectRef<PetMatchRecord>('PetMatch').implement({
  description: 'A pet of the clinic that may be the patient of an orphaned result.',
  fields: (t) => ({
    pet: t.field({ type: PetType, resolve: (match) => match.pet }),
    score: t.exposeFloat('score', { description: '0..1: the similarity of the names, plus a bonus when the species matches.' }),
    reasons: t.exposeStringList('reasons', { description: "Why it matches: 'name' (pet name), 'parent' (parent name), 'species'." }),
  }),
});
