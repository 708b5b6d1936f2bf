// The offline address lookup (the embedded default): no street database, so it is honest about
// what it knows. A 5-digit ZIP gives its city and state, a city name's first letters give US
// cities from the `zipcodes` directory, and line 1 is completed only from the organization's own
// known addresses (its clinics'). Canadian entries of the directory are left out: US only.
import type Zipcodes from 'zipcodes';
import { US_ZIP, type AddressLookup, type AddressSuggestion, type UsAddress } from './address-types.ts';

interface CityEntry {
  city: string;
  state: string;
  zips: string[];
  /** Lower-case city name, compared with the query. */
  key: string;
}

// The directory (about 0.3 s of a start's CPU and tens of MB) is loaded on the first lookup.
let directory: Promise<typeof Zipcodes> | undefined;
const loadDirectory = () => (directory ??= import('zipcodes').then((module) => module.default));

let cityIndex: CityEntry[] | null = null;

/** US cities with their ZIP codes, built once on first use: by name, and of one name the larger (more ZIP codes) first. */
function usCities(zipcodes: typeof Zipcodes): CityEntry[] {
  if (cityIndex) return cityIndex;
  const byCity = new Map<string, CityEntry>();
  for (const record of Object.values(zipcodes.codes)) {
    if (record.country !== 'US' || !US_ZIP.test(record.zip)) continue;
    const id = `${record.city.toLowerCase()}|${record.state}`;
    const entry = byCity.get(id) ?? { city: record.city, state: record.state, zips: [], key: record.city.toLowerCase() };
    entry.zips.push(record.zip);
    byCity.set(id, entry);
  }
  cityIndex = [...byCity.values()].sort((a, b) => a.key.localeCompare(b.key) || b.zips.length - a.zips.length || a.state.localeCompare(b.state));
  return cityIndex;
}

const normalize = (value: string) => value.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();

function lookupUsZip(zipcodes: typeof Zipcodes, zip: string): { city: string; state: string } | null {
  if (!US_ZIP.test(zip)) return null;
  const record = zipcodes.lookup(zip);
  return record && record.country === 'US' ? { city: record.city, state: record.state } : null;
}

/** Known addresses whose line 1 (or whole address) starts with, or contains a word starting with, the query. */
function matchKnown(query: string, known: UsAddress[]): AddressSuggestion[] {
  const wanted = normalize(query);
  return known
    .filter((address) => {
      const line = normalize(`${address.address1} ${address.address2} ${address.city} ${address.state} ${address.zip}`);
      return line.startsWith(wanted) || line.includes(` ${wanted}`);
    })
    .map((address) => ({ ...address, source: 'known-address' as const }));
}

export function createOfflineAddressLookup(): AddressLookup {
  return {
    provider: 'offline',
    async suggest(query, { limit, knownAddresses }) {
      const trimmed = query.trim();
      const seen = new Set<string>();
      const results: AddressSuggestion[] = [];
      const add = (suggestion: AddressSuggestion) => {
        const id = [suggestion.address1, suggestion.address2, suggestion.city, suggestion.state, suggestion.zip].join('|').toLowerCase();
        if (results.length < limit && !seen.has(id)) {
          seen.add(id);
          results.push(suggestion);
        }
      };
      for (const suggestion of matchKnown(trimmed, knownAddresses ? await knownAddresses() : [])) add(suggestion);
      const zipcodes = await loadDirectory();
      const zip = lookupUsZip(zipcodes, trimmed);
      if (zip) add({ address1: '', address2: '', ...zip, zip: trimmed, source: 'zip-directory' });
      // A city name: letters and spaces only (a street line starts with its number).
      if (/^[a-z][a-z .'-]*$/i.test(trimmed)) {
        const prefix = normalize(trimmed);
        for (const city of usCities(zipcodes)) {
          if (results.length >= limit) break;
          if (!city.key.startsWith(prefix)) continue;
          // A city with several ZIP codes leaves the ZIP to the person rather than guess one.
          add({ address1: '', address2: '', city: city.city, state: city.state, zip: city.zips.length === 1 ? city.zips[0]! : '', source: 'zip-directory' });
        }
      }
      return results;
    },
    async zip(zip) {
      return lookupUsZip(await loadDirectory(), zip.trim());
    },
  };
}
