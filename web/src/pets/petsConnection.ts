// The store id of the Pets tab's list (PetsTab_pets, unsearched): the Add New Pet flow, which
// lives outside the tab (PetProfilesPage), puts the pets it adds first in it. A searched list is
// a connection of its own; the tab refreshes it from the server when that search is made again.
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

export const PETS_CONNECTION = ConnectionHandler.getConnectionID(ROOT_ID, 'PetsTab_pets');
