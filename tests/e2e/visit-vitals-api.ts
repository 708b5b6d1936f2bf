// The GraphQL calls the vitals, preview, status and lock journeys set their visits up with: their
// own pet (so its trend holds only their visits), visits with distinctive names, a subjective note.
import { expect, type APIRequestContext } from '@playwright/test';
import { graphql } from './support';

export { graphql, notice, sessionToken } from './support';

const suffix = Date.now().toString(36).slice(-6);
let parents = 0;



/**
 * A pet of this journey's own (a Canine named Biscuit unless told otherwise), with a parent of its
 * own. Journeys run two at a time, so a journey never borrows a pet from the pets list: the newest
 * one may be another journey's, which that journey counts the visits of.
 */
export async function addPet(request: APIRequestContext, token: string, { specie = 'Canine', name = 'Biscuit' }: { specie?: 'Canine' | 'Feline'; name?: string } = {}): Promise<string> {
  const lookups = await graphql(request, token, `query ($specie: String) { species(first: 50, search: $specie) { edges { node { id specie } } } genders(first: 50) { edges { node { id gender } } } }`, { specie });
  const canine = lookups.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === specie).node.id;
  const gender = lookups.genders.edges.find((edge: { node: { gender: string } }) => edge.node.gender === 'Female').node.id;
  const breeds = await graphql(request, token, `query ($specieId: ID) { breeds(first: 1, specieId: $specieId) { edges { node { id } } } }`, { specieId: canine });
  const parent = await graphql(
    request,
    token,
    `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { __typename ... on AddPetParentSuccess { petParent { id } } } }`,
    { input: { firstName: 'Vera', lastName: 'Vitals', email: `vitals.${suffix}.${(parents += 1)}@example.com`, phoneNumber: '5125550142', address: { addressLine1: '3 Elm St', city: 'Austin', state: 'TX', zip: '78701' } } },
  );
  const added = await graphql(
    request,
    token,
    `mutation ($input: AddPetsInput!) { addPets(input: $input) { __typename ... on AddPetsSuccess { pets { id } } ... on Error { message } } }`,
    {
      input: {
        parentId: parent.addPetParent.petParent.id,
        pets: [{ name, breedId: breeds.breeds.edges[0].node.id, specieId: canine, genderId: gender, color: 'Tan', dateOfBirth: '01/15/2021', weight: 22, weightUnit: 'lb(s)' }],
      },
    },
  );
  expect(added.addPets.__typename).toBe('AddPetsSuccess');
  return added.addPets.pets[0].id;
}

export async function createVisit(request: APIRequestContext, token: string, petId: string, name: string): Promise<string> {
  const created = await graphql(request, token, `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { __typename ... on CreateVisitSuccess { visit { id } } } }`, {
    input: { petId, name },
  });
  return created.createVisit.visit.id;
}

export async function saveSubjective(request: APIRequestContext, token: string, visitId: string, extra: Record<string, unknown> = {}) {
  const saved = await graphql(
    request,
    token,
    `mutation ($input: SaveSubjectiveNoteInput!) { saveSubjectiveNote(input: $input) { __typename ... on Error { message } } }`,
    { input: { visitId, chiefComplaint: { complaint: 'Lethargic', duration: 'GRADUAL' }, reasonForConsultation: { mainCaseIds: [2] }, ...extra } },
  );
  expect(saved.saveSubjectiveNote.__typename).toBe('SaveSubjectiveNoteSuccess');
}

