import { describe, expect, it } from 'vitest';
import { comboboxKey, fieldsFromSuggestion, fieldsFromZip, optionLabel, sourceLabel, zipToLookUp, type AddressOption, type ListState } from './addressAutocomplete';

const closed: ListState = { open: false, active: -1 };
const street: AddressOption = { addressLine1: '233 S Wacker Dr', addressLine2: 'Ste 4400', city: 'Chicago', state: 'IL', zip: '60606', source: 'SMARTY' };
const city: AddressOption = { addressLine1: '', addressLine2: '', city: 'Portland', state: 'OR', zip: '', source: 'ZIP_DIRECTORY' };

describe('comboboxKey', () => {
  it('opens on ArrowDown at the first suggestion, wraps around, and ArrowUp goes back', () => {
    let outcome = comboboxKey(closed, 'ArrowDown', 3);
    expect(outcome).toEqual({ state: { open: true, active: 0 }, handled: true });
    outcome = comboboxKey(outcome.state, 'ArrowDown', 3);
    outcome = comboboxKey(outcome.state, 'ArrowDown', 3);
    expect(outcome.state.active).toBe(2);
    expect(comboboxKey(outcome.state, 'ArrowDown', 3).state.active).toBe(0);
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowUp', 3).state.active).toBe(2);
    expect(comboboxKey(closed, 'ArrowUp', 3).state).toEqual({ open: true, active: 2 });
  });

  it('picks the highlighted suggestion with Enter, and leaves Enter to the form when none is highlighted', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Enter', 3)).toEqual({ state: closed, pick: 1, handled: true });
    expect(comboboxKey({ open: true, active: -1 }, 'Enter', 3)).toEqual({ state: { open: true, active: -1 }, handled: false });
    expect(comboboxKey(closed, 'Enter', 3).handled).toBe(false);
  });

  it('closes with Escape (and lets Escape through when already closed), and on Tab', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Escape', 3)).toEqual({ state: closed, handled: true });
    expect(comboboxKey(closed, 'Escape', 3).handled).toBe(false);
    expect(comboboxKey({ open: true, active: 1 }, 'Tab', 3)).toEqual({ state: closed, handled: false });
  });

  it('does nothing with no suggestions, and Home/End move only in an open list', () => {
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowDown', 0)).toEqual({ state: closed, handled: false });
    expect(comboboxKey({ open: true, active: 1 }, 'Home', 3).state.active).toBe(0);
    expect(comboboxKey({ open: true, active: 1 }, 'End', 3).state.active).toBe(2);
    expect(comboboxKey(closed, 'Home', 3).handled).toBe(false);
  });
});

describe('fieldsFromSuggestion', () => {
  it('fills every part of a street address', () => {
    expect(fieldsFromSuggestion(street)).toEqual({ addressLine1: '233 S Wacker Dr', addressLine2: 'Ste 4400', city: 'Chicago', state: 'IL', zip: '60606' });
  });

  it('keeps line 1 and 2 as typed for a ZIP-directory city, and guesses no ZIP', () => {
    expect(fieldsFromSuggestion(city)).toEqual({ city: 'Portland', state: 'OR' });
  });

  it('keeps line 2 as typed when the address has none, and skips a state the form does not list', () => {
    expect(fieldsFromSuggestion({ ...street, addressLine2: '', state: 'AE' })).toEqual({ addressLine1: '233 S Wacker Dr', city: 'Chicago', zip: '60606' });
  });
});

describe('labels', () => {
  it('reads the option as one address line and says where it came from', () => {
    expect(optionLabel(street)).toBe('233 S Wacker Dr, Ste 4400, Chicago, IL 60606');
    expect(optionLabel(city)).toBe('Portland, OR');
    expect(sourceLabel('SMARTY')).toBe('Verified US address');
    expect(sourceLabel('KNOWN_ADDRESS')).toBe('Your clinic address');
    expect(sourceLabel('ZIP_DIRECTORY')).toBe('City and ZIP only');
  });
});

describe('ZIP code fill', () => {
  it('looks up a 5-digit ZIP only while city or state is empty', () => {
    expect(zipToLookUp({ zip: ' 78704 ', city: '', state: '' })).toBe('78704');
    expect(zipToLookUp({ zip: '78704', city: 'Austin', state: '' })).toBe('78704');
    expect(zipToLookUp({ zip: '78704', city: 'Austin', state: 'TX' })).toBeNull();
    expect(zipToLookUp({ zip: '7870', city: '', state: '' })).toBeNull();
  });

  it('fills only the empty fields', () => {
    expect(fieldsFromZip({ city: '', state: '' }, { city: 'Austin', state: 'TX' })).toEqual({ city: 'Austin', state: 'TX' });
    expect(fieldsFromZip({ city: 'West Lake Hills', state: '' }, { city: 'Austin', state: 'TX' })).toEqual({ state: 'TX' });
  });
});
