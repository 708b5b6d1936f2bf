// The store ids of the Pets tab's list (PetsTab_pets, unsearched) and of the Pet Parents tab's
// (PetParentsTab_petParents, unsearched, newest first): the Add New Pet flow, which lives outside
// the tabs (PetProfilesPage), puts the pets and the parent it adds first in them. A searched or
// otherwise sorted list is a connection of its own; the tab refreshes it from the server when
// that search or order is chosen again.
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

export const PETS_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'PetsTab_pets');
export const PET_PARENTS_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'PetParentsTab_petParents', { orderBy: 'CREATED_AT_DESC' });
