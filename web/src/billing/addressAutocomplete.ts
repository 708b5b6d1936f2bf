// The billing address's line-1 autocomplete, as plain functions the combobox and its test share:
// which key does what in the suggestion list, what picking a suggestion fills in, and how each
// suggestion's source is told to the person (spec 000: 'US-only address autocomplete').
import { US_STATES, type BillingAddressValues } from './cardFields';

export type AddressSourceName = 'SMARTY' | 'KNOWN_ADDRESS' | 'ZIP_DIRECTORY' | '%future added value';

export interface AddressOption {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  source: AddressSourceName;
}

/** Searches shorter than this ask for nothing (the gateway answers [] too). */
export const MIN_ADDRESS_SEARCH = 3;
/** The spec's search debounce. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

export interface ListState {
  open: boolean;
  /** The highlighted option, -1 for none. */
  active: number;
}

export type KeyOutcome = { state: ListState; pick?: number; handled: boolean };

/** What a key does in line 1 while `count` suggestions are shown (the WAI-ARIA combobox pattern). */
export function comboboxKey(state: ListState, key: string, count: number): KeyOutcome {
  if (count === 0) return { state: { open: false, active: -1 }, handled: false };
  switch (key) {
    case 'ArrowDown':
      return { state: { open: true, active: state.open ? (state.active + 1) % count : 0 }, handled: true };
    case 'ArrowUp':
      return { state: { open: true, active: state.open ? (state.active <= 0 ? count - 1 : state.active - 1) : count - 1 }, handled: true };
    case 'Home':
    case 'End':
      if (!state.open) return { state, handled: false };
      return { state: { open: true, active: key === 'Home' ? 0 : count - 1 }, handled: true };
    case 'Enter':
      // Enter picks the highlighted suggestion; with none highlighted the form submits as usual.
      if (state.open && state.active >= 0) return { state: { open: false, active: -1 }, pick: state.active, handled: true };
      return { state, handled: false };
    case 'Escape':
      if (!state.open) return { state, handled: false };
      return { state: { open: false, active: -1 }, handled: true };
    case 'Tab':
      return { state: { open: false, active: -1 }, handled: false };
    default:
      return { state, handled: false };
  }
}

type AddressField = keyof BillingAddressValues;

/**
 * The fields a picked suggestion sets. A street address (Smarty's, or a known one) gives line 1
 * and the parts it has; the ZIP directory knows no street, so line 1 stays as typed. An empty
 * part (no line 2, a city with several ZIP codes) or a state outside the form's list changes
 * nothing: what the person typed there stays.
 */
export function fieldsFromSuggestion(option: AddressOption): Partial<Record<AddressField, string>> {
  const fields: Partial<Record<AddressField, string>> = {};
  if (option.addressLine1) fields.addressLine1 = option.addressLine1;
  if (option.addressLine1 && option.addressLine2) fields.addressLine2 = option.addressLine2;
  if (option.city) fields.city = option.city;
  if ((US_STATES as readonly string[]).includes(option.state)) fields.state = option.state;
  if (/^\d{5}$/.test(option.zip)) fields.zip = option.zip;
  return fields;
}

/** The option's text as read out and shown. */
export function optionLabel(option: AddressOption): string {
  const place = [option.city, [option.state, option.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const street = [option.addressLine1, option.addressLine2].filter(Boolean).join(', ');
  return street ? `${street}, ${place}` : place;
}

/** Where the suggestion came from, told beside it. */
export function sourceLabel(source: AddressSourceName): string {
  switch (source) {
    case 'SMARTY':
      return 'Verified US address';
    case 'KNOWN_ADDRESS':
      return 'Your clinic address';
    case 'ZIP_DIRECTORY':
      return 'City and ZIP only';
    default:
      return 'Suggestion';
  }
}

/** The ZIP code to look up: 5 digits typed while city or state is still empty. */
export function zipToLookUp(values: Pick<BillingAddressValues, 'zip' | 'city' | 'state'>): string | null {
  const zip = values.zip.trim();
  if (!/^\d{5}$/.test(zip)) return null;
  return values.city.trim() && values.state.trim() ? null : zip;
}

/** The empty city and state a ZIP code's answer fills (a field the person filled is kept). */
export function fieldsFromZip(values: Pick<BillingAddressValues, 'city' | 'state'>, place: { city: string; state: string }): Partial<Record<'city' | 'state', string>> {
  const fields: Partial<Record<'city' | 'state', string>> = {};
  if (!values.city.trim() && place.city) fields.city = place.city;
  if (!values.state.trim() && (US_STATES as readonly string[]).includes(place.state)) fields.state = place.state;
  return fields;
}
