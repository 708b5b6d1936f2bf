// Typed client of the inventory service (docs/rest-inventory.md). Methods map the service's
// snake_case JSON to the gateway's camelCase records, once, here.
import type { ServicePage } from '../connections.ts';
import { RestClient, type UpstreamOptions } from './http.ts';

// --- Lookup lists (genders, species, breeds, vaccines; spec 000 sections 3 and 7) ---

export interface ListWindow {
  offset: number;
  limit: number;
  search?: string | null;
}

export interface GenderRecord {
  id: string;
  gender: string;
  createdAt: string;
}

export interface SpeciesRecord {
  id: string;
  specie: string;
  createdAt: string;
}

export interface BreedRecord {
  id: string;
  breed: string;
  specieId: string;
  specie: SpeciesRecord;
  createdAt: string;
}

/** A vaccine category, manufacturer or vaccine type. */
export interface NamedLookupRecord {
  id: string;
  name: string;
}

export type VaccineLookupKind = 'categories' | 'manufacturers' | 'types';

export interface VaccineRecord {
  id: string;
  code: string;
  name: string;
  species: SpeciesRecord[];
  category: NamedLookupRecord;
  manufacturer: NamedLookupRecord;
  vaccineType: NamedLookupRecord;
  application: string;
  unit: string;
  dosage: string;
  volume: number;
  /** Dollars with 2 decimals, as text (exact). */
  cost: string;
  createdAt: string;
}

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

export type LookupModule = 'gender' | 'breeds' | 'species' | 'vaccines';

export interface LookupFileRecord {
  fileName: string;
  mimeType: string;
  base64: string;
  rowCount: number;
}

type Raw = Record<string, any>;

const toGender = (raw: Raw): GenderRecord => ({ id: raw.id, gender: raw.gender, createdAt: new Date(raw.created_at).toISOString() });
const toSpecies = (raw: Raw): SpeciesRecord => ({ id: raw.id, specie: raw.specie, createdAt: new Date(raw.created_at).toISOString() });
const toBreed = (raw: Raw): BreedRecord => ({
  id: raw.id,
  breed: raw.breed,
  specieId: raw.specie_id,
  specie: toSpecies(raw.specie),
  createdAt: new Date(raw.created_at).toISOString(),
});
const toNamed = (raw: Raw): NamedLookupRecord => ({ id: raw.id, name: raw.name });
const toVaccine = (raw: Raw): VaccineRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  species: (raw.species ?? []).map(toSpecies),
  category: toNamed(raw.vaccine_category),
  manufacturer: toNamed(raw.manufacturer),
  vaccineType: toNamed(raw.vaccine_type),
  application: raw.application,
  unit: raw.unit,
  dosage: raw.dosage,
  volume: Number(raw.volume),
  cost: raw.cost,
  createdAt: new Date(raw.created_at).toISOString(),
});

const LOOKUP_PATHS: Record<VaccineLookupKind, string> = {
  categories: '/vaccine-category',
  manufacturers: '/manufacturers',
  types: '/vaccine-types',
};

const windowParams = (window: ListWindow) => ({ offset: window.offset, limit: window.limit, q: window.search || undefined });

export class InventoryClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }

  private async page<T>(path: string, params: Record<string, string | number | undefined>, map: (raw: Raw) => T): Promise<ServicePage<T>> {
    const body = await this.rest.get<{ data: Raw[]; meta: { total: number } }>(path, params);
    return { data: body.data.map(map), meta: { total: body.meta.total } };
  }

  private async byIds<T>(path: string, ids: readonly string[], map: (raw: Raw) => T): Promise<T[]> {
    if (!ids.length) return [];
    return (await this.page(path, { ids: ids.join(','), limit: 100 }, map)).data;
  }

  private async delete(path: string): Promise<void> {
    await this.rest.request('DELETE', path);
  }

  genders(window: ListWindow) {
    return this.page('/pet-gender', windowParams(window), toGender);
  }
  gendersByIds(ids: readonly string[]) {
    return this.byIds('/pet-gender', ids, toGender);
  }
  async addGender(gender: string) {
    return toGender(await this.rest.post<Raw>('/pet-gender', { gender }));
  }
  async updateGender(id: string, gender: string) {
    return toGender(await this.rest.put<Raw>(`/pet-gender/${encodeURIComponent(id)}`, { gender }));
  }
  deleteGender(id: string) {
    return this.delete(`/pet-gender/${encodeURIComponent(id)}`);
  }

  species(window: ListWindow & { byName?: boolean }) {
    return this.page('/specie', { ...windowParams(window), sort: window.byName ? 'name' : undefined }, toSpecies);
  }
  speciesByIds(ids: readonly string[]) {
    return this.byIds('/specie', ids, toSpecies);
  }
  async addSpecies(name: string) {
    return toSpecies(await this.rest.post<Raw>('/specie', { name }));
  }
  async updateSpecies(id: string, name: string) {
    return toSpecies(await this.rest.put<Raw>(`/specie/${encodeURIComponent(id)}`, { name }));
  }
  deleteSpecies(id: string) {
    return this.delete(`/specie/${encodeURIComponent(id)}`);
  }

  breeds(window: ListWindow & { specieId?: string | null }) {
    return this.page('/breed', { ...windowParams(window), specie_id: window.specieId || undefined }, toBreed);
  }
  breedsByIds(ids: readonly string[]) {
    return this.byIds('/breed', ids, toBreed);
  }
  async addBreed(payload: { breed: string; specie_id: string }) {
    return toBreed(await this.rest.post<Raw>('/breed', payload));
  }
  async updateBreed(id: string, payload: { breed: string; specie_id: string }) {
    return toBreed(await this.rest.put<Raw>(`/breeds/${encodeURIComponent(id)}`, payload));
  }
  deleteBreed(id: string) {
    return this.delete(`/breeds/${encodeURIComponent(id)}`);
  }

  vaccines(window: ListWindow) {
    return this.page('/vaccines', windowParams(window), toVaccine);
  }
  vaccinesByIds(ids: readonly string[]) {
    return this.byIds('/vaccines', ids, toVaccine);
  }
  async addVaccine(payload: VaccinePayload) {
    return toVaccine(await this.rest.post<Raw>('/vaccines', payload));
  }
  async updateVaccine(id: string, payload: VaccinePayload) {
    return toVaccine(await this.rest.put<Raw>(`/vaccines/${encodeURIComponent(id)}`, payload));
  }
  deleteVaccine(id: string) {
    return this.delete(`/vaccines/${encodeURIComponent(id)}`);
  }

  vaccineLookup(kind: VaccineLookupKind, window: ListWindow) {
    return this.page(LOOKUP_PATHS[kind], windowParams(window), toNamed);
  }
  vaccineLookupByIds(kind: VaccineLookupKind, ids: readonly string[]) {
    return this.byIds(LOOKUP_PATHS[kind], ids, toNamed);
  }

  async importLookupFile(payload: { module: LookupModule; file_name: string; data_uri: string }): Promise<{ imported: number; message: string }> {
    const body = await this.rest.post<Raw>('/file/excel', payload);
    return { imported: body.imported, message: body.message };
  }

  /** The list as a file (all matching rows, or only the header row as an import template). */
  async exportLookupList(params: { module: LookupModule; format: 'csv' | 'xlsx'; search?: string | null; template?: boolean }): Promise<LookupFileRecord> {
    const response = await this.rest.raw('/export', {
      module: params.module,
      format: params.format,
      q: params.search || undefined,
      template: params.template ? 'true' : undefined,
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    return {
      fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${params.module}.${params.format}`,
      mimeType: String(response.headers['content-type'] ?? 'application/octet-stream').split(';')[0]!,
      base64: response.body.toString('base64'),
      rowCount: Number(response.headers['x-row-count'] ?? 0),
    };
  }
}
