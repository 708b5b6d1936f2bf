// The inventory service's lookup lists (genders, species, breeds, vaccines and the vaccine
// categories, manufacturers and types; docs/rest-inventory.md) as it sends them, parsed into the
// gateway's camelCase records; vaccines with their contract (packages/contracts/src/catalogues/
// vaccine.ts). Used by the inventory loader table (loaders/inventory.ts).
import { namedAnswer } from '@vetchart/contracts/catalogues/catalogue-fields';
import { vaccineAnswer, type vaccineWire as vaccineBody } from '@vetchart/contracts/catalogues/vaccine';
import { z } from 'zod';

/** Rows carry their creation time as an ISO string (or a timestamp): read as ISO. */
const createdAt = z.union([z.string(), z.number()]).transform((value) => new Date(value).toISOString());

export const genderWire = z
  .object({ id: z.coerce.string(), gender: z.string(), created_at: createdAt })
  .transform((raw) => ({ id: raw.id, gender: raw.gender, createdAt: raw.created_at }));
export type GenderRecord = z.output<typeof genderWire>;

export const speciesWire = z
  .object({ id: z.coerce.string(), specie: z.string(), created_at: createdAt })
  .transform((raw) => ({ id: raw.id, specie: raw.specie, createdAt: raw.created_at }));
export type SpeciesRecord = z.output<typeof speciesWire>;

/** A row's species (vaccines and catalogue rows apply to some species). */
export const speciesListWire = z
  .array(speciesWire)
  .nullish()
  .transform((rows) => rows ?? []);

export const breedWire = z
  .object({ id: z.coerce.string(), breed: z.string(), specie_id: z.coerce.string(), specie: speciesWire, created_at: createdAt })
  .transform((raw) => ({ id: raw.id, breed: raw.breed, specieId: raw.specie_id, specie: raw.specie, createdAt: raw.created_at }));
export type BreedRecord = z.output<typeof breedWire>;

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
