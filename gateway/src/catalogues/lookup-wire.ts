// The inventory service's lookup lists (genders, species, breeds, vaccines and the vaccine
// categories, manufacturers and types; docs/rest-inventory.md): its answers parsed with their
// contracts (packages/contracts/src/catalogues/lookups.ts and vaccine.ts) into the gateway's
// camelCase records, and the bodies the gateway sends, typed by the same contracts. Used by the
// inventory loader table (loaders/inventory.ts).
import { namedAnswer } from '@vetchart/contracts/catalogues/catalogue-fields';
import type { lookupFileImportWire } from '@vetchart/contracts/catalogues/lookup-file';
import {
  breedAnswer,
  genderAnswer,
  specieAnswer,
  type breedWire as breedBody,
  type genderWire as genderBody,
  type specieWire as specieBody,
} from '@vetchart/contracts/catalogues/lookups';
import { vaccineAnswer, type vaccineWire as vaccineBody } from '@vetchart/contracts/catalogues/vaccine';
import { z } from 'zod';

export const genderWire = genderAnswer;
export type GenderRecord = z.output<typeof genderWire>;
/** POST/PUT /pet-gender. */
export type GenderPayload = z.input<typeof genderBody>;

export const speciesWire = specieAnswer;
export type SpeciesRecord = z.output<typeof speciesWire>;
/** POST/PUT /specie: the spec's add and edit send the name as `name`. */
export type SpeciesPayload = z.input<typeof specieBody>;

export const breedWire = breedAnswer;
export type BreedRecord = z.output<typeof breedWire>;
/** POST /breed, PUT /breeds/{id}. */
export type BreedPayload = z.input<typeof breedBody>;

export const namedLookupWire = namedAnswer;
export type NamedLookupRecord = z.output<typeof namedLookupWire>;

export type VaccineLookupKind = 'categories' | 'manufacturers' | 'types';

export const vaccineWire = vaccineAnswer;
export type VaccineRecord = z.output<typeof vaccineWire>;
/** POST/PUT /vaccines: the contract's JSON (the service answers the spec's messages for what it refuses). */
export type VaccinePayload = z.input<typeof vaccineBody>;

// ---- The lookup lists as spreadsheets (POST /file/excel, GET /export; catalogues/lookup-file.ts) ----

/** A knowledge-base list that can be exported; the first four can also be imported. */
export type LookupModule = 'gender' | 'breeds' | 'species' | 'vaccines' | 'medications' | 'inventory' | 'diagnosis' | 'diagnostics' | 'services';

/** POST /file/excel: the contract's JSON (its module any of these, refused by the service unless it can be imported). */
export type ImportLookupFilePayload = z.input<typeof lookupFileImportWire>;

export const importedLookupFileWire = z.object({ imported: z.coerce.number(), message: z.string() });

/** An exported list: the file's bytes (as base64) with the name, type and row count its headers give. */
export function lookupFileOf(bytes: Buffer, headers: Record<string, string | string[] | undefined>, fallbackName: string) {
  const disposition = String(headers['content-disposition'] ?? '');
  return {
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName,
    mimeType: String(headers['content-type'] ?? 'application/octet-stream').split(';')[0]!,
    base64: bytes.toString('base64'),
    rowCount: Number(headers['x-row-count'] ?? 0),
  };
}
export type LookupFileRecord = ReturnType<typeof lookupFileOf>;
