// Pets and pet parents through the real gateway and services: the table's upstream cost, the
// lookup checks, typed errors, permissions and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let assistant: string;
let other: string;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const PETS_TABLE = `query ($first: Int, $search: String) { pets(first: $first, search: $search) { totalCount edges { node {
  id name image createdAt problems color dateOfBirth dateOfBirthIso weight weightUnit source canSync
  parent { id fullName email phoneNumber } breed { id breed } species { id specie } gender { id gender } } } } }`;
const PARENTS = `query ($search: String, $orderBy: PetParentOrder) { petParents(first: 50, search: $search, orderBy: $orderBy) { totalCount edges { node {
  id firstName lastName email phoneNumber appointmentDate lastVisit petCount emergencyContact { firstName lastName phoneNumber } } } } }`;
const LOOKUPS = `{ species(first: 50) { edges { node { id specie } } } breeds(first: 50, search: "Retriever") { edges { node { id breed specie { id specie } } } }
  genders(first: 50) { edges { node { id gender } } } }`;
const ADD_PARENT = `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { ${RESULT} ... on AddPetParentSuccess { petParent { id fullName emergencyContact { firstName lastName phoneNumber } } } } }`;
const UPDATE_PARENT = `mutation ($input: UpdatePetParentInput!) { updatePetParent(input: $input) { ${RESULT} } }`;
const DELETE_PARENT = `mutation ($input: DeletePetParentInput!) { deletePetParent(input: $input) { ${RESULT} ... on DeletePetParentSuccess { deletedId } } }`;
const ADD_PETS = `mutation ($input: AddPetsInput!) { addPets(input: $input) { ${RESULT} ... on AddPetsSuccess { pets { id name color breed { breed } parent { id } } } } }`;
const UPDATE_PET = `mutation ($input: UpdatePetInput!) { updatePet(input: $input) { ${RESULT} ... on UpdatePetSuccess { pet { id name weight weightUnit } } } }`;
const DELETE_PET = `mutation ($input: DeletePetInput!) { deletePet(input: $input) { ${RESULT} ... on DeletePetSuccess { deletedId } } }`;
const UPLOAD = `mutation ($input: UploadPetImageInput!) { uploadPetImage(input: $input) { ${RESULT} ... on UploadPetImageSuccess { url } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Pet { name } ... on PetParent { firstName } } }`;

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const nodes = (connection: { edges: { node: any }[] }) => connection.edges.map((edge) => edge.node);

let lookups: { canine: string; feline: string; labrador: string; male: string };

const parentInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  phoneNumber: '5125550199',
  email: 'grace.hopper@example.com',
  address: { addressLine1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  ...overrides,
});

const petInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Scout',
  breedId: lookups.labrador,
  specieId: lookups.canine,
  genderId: lookups.male,
  color: 'Chocolate',
  dateOfBirth: '06/01/2020',
  weight: 70,
  problems: ['Allergies'],
  ...overrides,
});

async function addParent(token = admin, overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await gateway.execute(ADD_PARENT, { input: parentInput(overrides) }, token);
  expect(result.data.addPetParent.__typename).toBe('AddPetParentSuccess');
  return result.data.addPetParent.petParent.id;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  assistant = (await gateway.signIn('assistant@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const data = (await gateway.execute(LOOKUPS, {}, admin)).data;
  const specie = (name: string) => nodes(data.species).find((node) => node.specie === name).id;
  lookups = {
    canine: specie('Canine'),
    feline: specie('Feline'),
    labrador: nodes(data.breeds).find((node) => node.breed === 'Labrador Retriever').id,
    male: nodes(data.genders).find((node) => node.gender === 'Male').id,
  };
});
afterAll(async () => gateway?.close());

describe('the pets table', () => {
  it('shows the demo pets with parent, breed, species, gender and color', async () => {
    const result = await gateway.execute(PETS_TABLE, { first: 50, search: 'Max' }, admin);
    expect(result.errors).toBeUndefined();
    const max = nodes(result.data.pets).find((node) => node.name === 'Max');
    expect(max).toMatchObject({
      color: 'Yellow',
      problems: ['Hip dysplasia', 'Seasonal allergies'],
      source: 'vea',
      canSync: false,
      weightUnit: 'lb(s)',
      parent: { fullName: 'Olivia Bennett' },
      breed: { breed: 'Labrador Retriever' },
      species: { specie: 'Canine' },
      gender: { gender: 'Male (Neutered)' },
    });
    expect(max.dateOfBirth).toBe('04/12/2019');
    expect(max.dateOfBirthIso).toBe('2019-04-12');
  });

  it('costs the same number of upstream calls for 1 row and for 50', async () => {
    const parentId = await addParent(admin, { firstName: 'Bulk', lastName: 'Owner', email: 'bulk.owner@example.com' });
    for (let batch = 0; batch < 3; batch++) {
      const pets = Array.from({ length: 15 }, (_, index) => petInput({ name: `Bulk ${batch}-${index}`, color: `Shade ${index % 4}` }));
      const added = await gateway.execute(ADD_PETS, { input: { parentId, pets } }, admin);
      expect(added.data.addPets.__typename).toBe('AddPetsSuccess');
    }
    const one = await gateway.execute(PETS_TABLE, { first: 1 }, admin);
    const fifty = await gateway.execute(PETS_TABLE, { first: 50 }, admin);
    expect(nodes(one.data.pets)).toHaveLength(1);
    expect(nodes(fifty.data.pets)).toHaveLength(50);
    // pets, then parents, breeds, species and genders: one call each.
    expect(one.extensions?.upstreamCalls).toBe(5);
    expect(fifty.extensions?.upstreamCalls).toBe(one.extensions?.upstreamCalls);
  });
});

describe('pet parents', () => {
  it("answers the spec's messages at the input's paths and falls back to the parent for the emergency contact", async () => {
    const refused = await gateway.execute(
      ADD_PARENT,
      {
        input: parentInput({
          firstName: 'Jo-Ann-Marie',
          phoneNumber: '512555',
          email: 'grace@',
          address: { addressLine1: 'PO Box 44', city: 'Austin', state: 'TX', zip: '78701' },
          emergencyContact: { firstName: 'R2D2', phoneNumber: '12-34' },
        }),
      },
      admin,
    );
    expect(refused.data.addPetParent.__typename).toBe('InputValidationError');
    expect(refused.data.addPetParent.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First Name may contain only letters and 1 hyphen.' },
        { path: 'phoneNumber', message: 'Phone Number must be 10-digits.' },
        { path: 'email', message: 'Please input correct Email!' },
        { path: 'address.addressLine1', message: 'PO Box is not allowed!' },
        { path: 'emergencyContact.firstName', message: 'First Name may contain only letters and 1 hyphen.' },
        { path: 'emergencyContact.phoneNumber', message: 'Phone Number must not contain special characters!' },
      ]),
    );
    const added = await gateway.execute(ADD_PARENT, { input: parentInput({ emergencyContact: { firstName: '', lastName: '', phoneNumber: '' } }) }, admin);
    expect(added.data.addPetParent.petParent).toMatchObject({ fullName: 'Grace Hopper', emergencyContact: { firstName: 'Grace', lastName: 'Hopper', phoneNumber: '5125550199' } });
  });

  it('sorts by appointment date on the server and refuses to delete a parent who has pets', async () => {
    const ascending = nodes((await gateway.execute(PARENTS, { orderBy: 'APPOINTMENT_DATE_ASC' }, admin)).data.petParents);
    const dated = ascending.filter((node) => node.appointmentDate);
    expect(dated.map((node) => node.appointmentDate)).toEqual([...dated.map((node) => node.appointmentDate)].sort());
    expect(dated[0].firstName).toBe('Marcus');
    const olivia = ascending.find((node) => node.firstName === 'Olivia');
    const refused = await gateway.execute(DELETE_PARENT, { input: { id: olivia.id } }, admin);
    expect(refused.data.deletePetParent).toMatchObject({ __typename: 'ConflictError', message: 'This pet parent still has pets. Delete their pets first, then the pet parent.' });
    const lonely = await addParent(admin, { firstName: 'Lonely', email: 'lonely@example.com' });
    expect((await gateway.execute(DELETE_PARENT, { input: { id: lonely } }, admin)).data.deletePetParent.__typename).toBe('DeletePetParentSuccess');
    expect((await gateway.execute(NODE, { id: lonely }, admin)).data.node).toBeNull();
  });
});

describe('adding, editing and deleting pets', () => {
  it('saves several pets at once or none, checking the lookup ids', async () => {
    const parentId = await addParent(admin, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const wrongSpecie = await gateway.execute(
      ADD_PETS,
      { input: { parentId, pets: [petInput({ name: 'Good' }), petInput({ name: 'Cat-dog', specieId: lookups.feline })] } },
      admin,
    );
    expect(wrongSpecie.data.addPets).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'pets.1.breedId', message: 'The selected breed is not a breed of the selected specie.' }],
    });
    const invalid = await gateway.execute(ADD_PETS, { input: { parentId, pets: [petInput({ name: 'Good' }), petInput({ name: '', weight: null })] } }, admin);
    expect(invalid.data.addPets.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'pets.1.name', message: 'Enter name' },
        { path: 'pets.1.weight', message: 'Enter weight' },
      ]),
    );
    const search = await gateway.execute(PETS_TABLE, { first: 10, search: 'Good' }, admin);
    expect(search.data.pets.totalCount).toBe(0);
    const saved = await gateway.execute(ADD_PETS, { input: { parentId, pets: [petInput({ name: 'Pixel' }), petInput({ name: 'Byte', color: 'chocolate' })] } }, admin);
    expect(saved.data.addPets.pets).toMatchObject([
      { name: 'Pixel', color: 'Chocolate', breed: { breed: 'Labrador Retriever' }, parent: { id: parentId } },
      { name: 'Byte', color: 'Chocolate' },
    ]);
  });

  it("edits with 'Edit Pet Details' and deletes with 'Delete Pet' only", async () => {
    const parentId = await addParent(admin, { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' });
    const pet = (await gateway.execute(ADD_PETS, { input: { parentId, pets: [petInput({ name: 'Enigma' })] } }, assistant)).data.addPets.pets[0];
    const edited = await gateway.execute(UPDATE_PET, { input: { id: pet.id, parentId, ...petInput({ name: 'Enigma II', weight: 31.5, weightUnit: 'kg(s)' }) } }, admin);
    expect(edited.data.updatePet).toMatchObject({ __typename: 'UpdatePetSuccess', pet: { name: 'Enigma II', weight: 31.5, weightUnit: 'kg(s)' } });
    const assistantEdit = await gateway.execute(UPDATE_PET, { input: { id: pet.id, parentId, ...petInput({ name: 'Nope' }) } }, assistant);
    expect(assistantEdit.data.updatePet.__typename).toBe('ForbiddenError');
    const assistantDelete = await gateway.execute(DELETE_PET, { input: { id: pet.id } }, assistant);
    expect(assistantDelete.data.deletePet.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(NODE, { id: pet.id }, admin)).data.node).toMatchObject({ name: 'Enigma II' });
    expect((await gateway.execute(DELETE_PET, { input: { id: pet.id } }, admin)).data.deletePet.__typename).toBe('DeletePetSuccess');
    expect((await gateway.execute(NODE, { id: pet.id }, admin)).data.node).toBeNull();
  });

  it('keeps a microchip number from add to edit, refusing one longer than 20 characters', async () => {
    const parentId = await addParent(admin, { firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@example.com' });
    const added = await gateway.execute(ADD_PETS, { input: { parentId, pets: [petInput({ name: 'Chip', microchip: ' 985112003456789 ' })] } }, admin);
    const pet = added.data.addPets.pets[0];
    const read = `query ($id: ID!) { node(id: $id) { ... on Pet { microchip note } } }`;
    expect((await gateway.execute(read, { id: pet.id }, admin)).data.node).toEqual({ microchip: '985112003456789', note: null });
    const tooLong = await gateway.execute(UPDATE_PET, { input: { id: pet.id, parentId, ...petInput({ name: 'Chip', microchip: '9'.repeat(21) }) } }, admin);
    expect(tooLong.data.updatePet.fieldErrors).toEqual([{ path: 'microchip', message: 'Microchip number must be at most 20 characters.' }]);
    const cleared = await gateway.execute(UPDATE_PET, { input: { id: pet.id, parentId, ...petInput({ name: 'Chip', microchip: '' }) } }, admin);
    expect(cleared.data.updatePet.__typename).toBe('UpdatePetSuccess');
    expect((await gateway.execute(read, { id: pet.id }, admin)).data.node).toEqual({ microchip: null, note: null });
  });

  it('uploads a pet picture, refusing what is not an image', async () => {
    const stored = await gateway.execute(UPLOAD, { input: { name: 'scout.png', type: 'image/png', dataUri: `data:image/png;base64,${PNG_BASE64}` } }, assistant);
    expect(stored.data.uploadPetImage.url).toMatch(/^\/files\/[A-Za-z0-9_-]+\.png$/);
    const refused = await gateway.execute(UPLOAD, { input: { name: 'x.png', type: 'image/png', dataUri: 'data:image/png;base64,bm90IGFuIGltYWdl' } }, assistant);
    expect(refused.data.uploadPetImage.__typename).toBe('InputValidationError');
  });
});

describe('tenant isolation', () => {
  it("gives admin@other.vet nothing of Demo Animal Hospital's pets and parents, and changes nothing", async () => {
    const demo = nodes((await gateway.execute(PETS_TABLE, { first: 50, search: 'Max' }, admin)).data.pets).find((node) => node.name === 'Max');
    const parentId = demo.parent.id;
    const theirs = await gateway.execute(PETS_TABLE, { first: 50 }, other);
    expect(nodes(theirs.data.pets).map((node) => node.id)).not.toContain(demo.id);
    expect(nodes((await gateway.execute(PARENTS, {}, other)).data.petParents).map((node) => node.id)).not.toContain(parentId);
    expect((await gateway.execute(NODE, { id: demo.id }, other)).data.node).toBeNull();
    expect((await gateway.execute(NODE, { id: parentId }, other)).data.node).toBeNull();
    // Nor its medical records, or the files imported documents kept with them.
    const records = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Pet { medicalRecords { title attachment { downloadUrl } } } } }`, { id: demo.id }, other);
    expect(records.data.node).toBeNull();

    const update = await gateway.execute(UPDATE_PET, { input: { id: demo.id, parentId, ...petInput({ name: 'Stolen' }) } }, other);
    expect(update.data.updatePet.__typename).toBe('InputValidationError'); // Demo's breed, species and gender are not theirs
    const theirParent = await addParent(other, { firstName: 'Other', email: 'other.parent@example.com' });
    // With their own clinic's breed, species and gender the pet is still not theirs to change.
    const theirs_ = (await gateway.execute(LOOKUPS, {}, other)).data;
    const own = {
      specieId: nodes(theirs_.species).find((node) => node.specie === 'Canine').id,
      breedId: nodes(theirs_.breeds).find((node) => node.breed === 'Labrador Retriever').id,
      genderId: nodes(theirs_.genders).find((node) => node.gender === 'Male').id,
    };
    expect(own.breedId).not.toBe(lookups.labrador);
    const updateOwnLookups = await gateway.execute(UPDATE_PET, { input: { id: demo.id, parentId: theirParent, ...petInput(own) } }, other);
    expect(updateOwnLookups.data.updatePet).toMatchObject({ __typename: 'NotFoundError', message: 'Pet not found.' });
    const colors = await gateway.execute(`{ colors(first: 50) { edges { node { color } } } }`, {}, other);
    expect(nodes(colors.data.colors).map((node) => node.color)).not.toContain('Seal point');
    expect((await gateway.execute(DELETE_PET, { input: { id: demo.id } }, other)).data.deletePet.__typename).toBe('NotFoundError');
    expect((await gateway.execute(UPDATE_PARENT, { input: { id: parentId, ...parentInput() } }, other)).data.updatePetParent.__typename).toBe('NotFoundError');
    expect((await gateway.execute(DELETE_PARENT, { input: { id: parentId } }, other)).data.deletePetParent.__typename).toBe('NotFoundError');
    const addToTheirParent = await gateway.execute(ADD_PETS, { input: { parentId, pets: [petInput()] } }, other);
    expect(addToTheirParent.data.addPets.__typename).toBe('InputValidationError');

    const after = nodes((await gateway.execute(PETS_TABLE, { first: 50, search: 'Max' }, admin)).data.pets).find((node) => node.name === 'Max');
    expect(after).toEqual(demo);
    expect((await gateway.execute(NODE, { id: parentId }, admin)).data.node).toMatchObject({ firstName: 'Olivia' });
  });
});
