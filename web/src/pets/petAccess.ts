// What the pet screens share: the permissions that show their buttons (spec 001 section 6), texts,
// the search pause, date display and the pet profile's path.
export const ADD_PET = 'Add new Pet';
export const EDIT_PET = 'Edit Pet Details';
export const DELETE_PET = 'Delete Pet';

export const SEARCH_DEBOUNCE_MS = 500;
export const PETS_EMPTY_TEXT = 'No pets yet. Add a pet with “Add New Pet”.';
export const PARENTS_EMPTY_TEXT = 'No pet parents yet. Add one with “Add New Pet”.';

/** MM/DD/YYYY of an ISO timestamp, in the viewer's time zone; N/A for none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  return new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  return new Date(iso).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The pet profile (spec 001 section 2.4): source defaults to the product's own, vea. */
export const petProfilePath = (petId: string, source?: string | null) =>
  `/d/pet-profiles/pets/${encodeURIComponent(petId)}?source=${encodeURIComponent(source || 'vea')}`;
