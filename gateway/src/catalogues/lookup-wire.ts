// The inventory service's lookup lists (genders, species, breeds, vaccines and the vaccine
// categories, manufacturers and types; docs/rest-inventory.md) as it sends them, parsed into the
// gateway's camelCase records. Used by the inventory loader table (loaders/inventory.ts).
import { z } from 'zod';

/** Rows carry their creation time as an ISO string (or a timestamp): read as ISO. */
const createdAt = z.union([z.string(), z.number()]).transform((value) => new Date(value).toISOString());
/** A text the service may leave empty. */
const text = z.string().nullish().transform((value) => value ?? '');

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

export const namedLookupWire = z.object({ id: z.coerce.string(), name: z.string() });
export type NamedLookupRecord = z.output<typeof namedLookupWire>;

export type VaccineLookupKind = 'categories' | 'manufacturers' | 'types';

export const vaccineWire = z
  .object({
    id: z.coerce.string(),
    code: z.string(),
    name: z.string(),
    species: speciesListWire,
    vaccine_category: namedLookupWire,
    manufacturer: namedLookupWire,
    vaccine_type: namedLookupWire,
    application: text,
    unit: text,
    dosage: text,
    volume: z.coerce.number(),
    cost: z.union([z.string(), z.number()]).transform(String),
    created_at: createdAt,
  })
  .transform((raw) => ({
    id: raw.id,
    code: raw.code,
    name: raw.name,
    species: raw.species,
    category: raw.vaccine_category,
    manufacturer: raw.manufacturer,
    vaccineType: raw.vaccine_type,
    application: raw.application,
    unit: raw.unit,
    dosage: raw.dosage,
    volume: raw.volume,
    cost: raw.cost,
    createdAt: raw.created_at,
  }));
export type VaccineRecord = z.output<typeof vaccineWire>;

export interface VaccinePayload {
  name: string;
  specie_ids: string[];
  category_id: string;
  manufacturers_id: string;
  vaccine_type_id: string;
  application: string;
  unit: string;
  dosage: string;
  volume: number;
  cost: string;
}

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
