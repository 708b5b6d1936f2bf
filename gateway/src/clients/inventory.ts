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

/** A knowledge-base list that can be exported; the first four can also be imported. */
export type LookupModule = 'gender' | 'breeds' | 'species' | 'vaccines' | 'medications' | 'inventory' | 'diagnosis' | 'diagnostics' | 'services';

export interface LookupFileRecord {
  fileName: string;
  mimeType: string;
  base64: string;
  rowCount: number;
}

// --- Catalogues (medications, inventory supplies, diagnoses, treatments, services; spec 001 sections 3 and 7) ---

export type CatalogueLookupKind =
  | 'medication-categories'
  | 'inventory-types'
  | 'inventory-categories'
  | 'diagnosis-categories'
  | 'treatment-categories'
  | 'treatment-result-types'
  | 'service-categories';

export interface DosageUnitRecord {
  dosage: string;
  unit: string;
}

export interface MedicationRecord {
  id: string;
  drugCode: string;
  productName: string;
  category: NamedLookupRecord | null;
  doseInstructions: string;
  sideEffects: string;
  dosageUnits: DosageUnitRecord[];
  species: SpeciesRecord[];
  createdAt: string;
}

export interface MedicationPayload {
  product_name: string;
  category_id: string | null;
  dose_instructions: string;
  side_effects: string;
  dosage_unit: DosageUnitRecord[];
  specie_ids: string[];
}

export interface InventorySupplyRecord {
  id: string;
  code: string;
  name: string;
  productType: NamedLookupRecord | null;
  category: NamedLookupRecord | null;
  directions: string;
  sideEffects: string;
  dosageUnits: DosageUnitRecord[];
  species: SpeciesRecord[];
  createdAt: string;
}

export interface InventorySupplyPayload {
  name: string;
  type_id: string | null;
  category_id: string | null;
  directions: string;
  side_effects: string;
  dosage_unit: DosageUnitRecord[];
  specie_ids: string[];
}

export interface DiagnosisRecord {
  id: string;
  code: string;
  name: string;
  category: NamedLookupRecord | null;
  description: string;
  symptoms: string;
  species: SpeciesRecord[];
  createdAt: string;
}

export interface DiagnosisPayload {
  name: string;
  category_id: string | null;
  description: string;
  symptoms: string;
  specie_ids: string[];
}

export interface TreatmentResultRecord {
  name: string;
  resultType: NamedLookupRecord | null;
}

export interface TreatmentRecord {
  id: string;
  code: string;
  name: string;
  category: NamedLookupRecord | null;
  description: string;
  /** Dollars with 2 decimals, as text. */
  cost: string;
  tax: boolean;
  results: TreatmentResultRecord[];
  species: SpeciesRecord[];
  createdAt: string;
}

export interface TreatmentPayload {
  name: string;
  category_id: string | null;
  description: string;
  cost: string;
  tax: boolean;
  results: { name: string; result_type_id: string | null }[];
  specie_ids: string[];
}

export interface ServiceRecord {
  id: string;
  code: string;
  name: string;
  category: NamedLookupRecord | null;
  description: string;
  cost: string;
  tax: boolean;
  comment: string;
  species: SpeciesRecord[];
  createdAt: string;
}

export interface ServicePayload {
  name: string;
  category_id: string | null;
  description: string;
  cost: string;
  tax: boolean;
  comment: string;
  specie_ids: string[];
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

const toNamedOrNull = (raw: Raw | null | undefined): NamedLookupRecord | null => (raw ? { id: raw.id, name: raw.name ?? raw.type ?? raw.category } : null);
const toDosageUnits = (raw: Raw[] | null | undefined): DosageUnitRecord[] => (raw ?? []).map((row) => ({ dosage: String(row.dosage), unit: String(row.unit) }));
const toMedication = (raw: Raw): MedicationRecord => ({
  id: raw.id,
  drugCode: raw.drug_code,
  productName: raw.product_name,
  category: toNamedOrNull(raw.category),
  doseInstructions: raw.dose_instructions,
  sideEffects: raw.side_effects,
  dosageUnits: toDosageUnits(raw.dosage_unit),
  species: (raw.species ?? []).map(toSpecies),
  createdAt: new Date(raw.created_at).toISOString(),
});
const toInventorySupply = (raw: Raw): InventorySupplyRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  productType: toNamedOrNull(raw.inventory_type),
  category: toNamedOrNull(raw.inventory_category),
  directions: raw.directions,
  sideEffects: raw.side_effects,
  dosageUnits: toDosageUnits(raw.dosage_unit),
  species: (raw.species ?? []).map(toSpecies),
  createdAt: new Date(raw.created_at).toISOString(),
});
const toDiagnosis = (raw: Raw): DiagnosisRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  category: toNamedOrNull(raw.category),
  description: raw.description,
  symptoms: raw.symptoms,
  species: (raw.species ?? []).map(toSpecies),
  createdAt: new Date(raw.created_at).toISOString(),
});
const toTreatment = (raw: Raw): TreatmentRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  category: toNamedOrNull(raw.tx_category),
  description: raw.description,
  cost: raw.cost,
  tax: Boolean(raw.tax),
  results: (raw.results ?? []).map((result: Raw) => ({ name: result.name, resultType: toNamedOrNull(result.result_type) })),
  species: (raw.species ?? []).map(toSpecies),
  createdAt: new Date(raw.created_at).toISOString(),
});
const toService = (raw: Raw): ServiceRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  category: toNamedOrNull(raw.category),
  description: raw.description,
  cost: raw.cost,
  tax: Boolean(raw.tax),
  comment: raw.comment,
  species: (raw.species ?? []).map(toSpecies),
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
  // --- Catalogues. Deletes go by what the service names: drug code, code, or (services) id.

  catalogueLookup(kind: CatalogueLookupKind, window: ListWindow) {
    return this.page(`/${kind}`, windowParams(window), toNamed);
  }
  catalogueLookupByIds(kind: CatalogueLookupKind, ids: readonly string[]) {
    return this.byIds(`/${kind}`, ids, toNamed);
  }

  medications(window: ListWindow) {
    return this.page('/medications', windowParams(window), toMedication);
  }
  medicationsByIds(ids: readonly string[]) {
    return this.byIds('/medications', ids, toMedication);
  }
  async addMedication(payload: MedicationPayload) {
    return toMedication(await this.rest.post<Raw>('/medications', payload));
  }
  async updateMedication(id: string, payload: MedicationPayload) {
    return toMedication(await this.rest.put<Raw>(`/medications/${encodeURIComponent(id)}`, payload));
  }
  deleteMedication(drugCode: string) {
    return this.delete(`/medications/${encodeURIComponent(drugCode)}`);
  }

  inventorySupplies(window: ListWindow) {
    return this.page('/inventory-supplies', windowParams(window), toInventorySupply);
  }
  inventorySuppliesByIds(ids: readonly string[]) {
    return this.byIds('/inventory-supplies', ids, toInventorySupply);
  }
  async addInventorySupply(payload: InventorySupplyPayload) {
    return toInventorySupply(await this.rest.post<Raw>('/inventory-supplies', payload));
  }
  async updateInventorySupply(id: string, payload: InventorySupplyPayload) {
    return toInventorySupply(await this.rest.put<Raw>(`/inventory-supplies/${encodeURIComponent(id)}`, payload));
  }
  deleteInventorySupply(code: string) {
    return this.delete(`/inventory-supplies/${encodeURIComponent(code)}`);
  }

  diagnoses(window: ListWindow) {
    return this.page('/diagnosis', windowParams(window), toDiagnosis);
  }
  diagnosesByIds(ids: readonly string[]) {
    return this.byIds('/diagnosis', ids, toDiagnosis);
  }
  async addDiagnosis(payload: DiagnosisPayload) {
    return toDiagnosis(await this.rest.post<Raw>('/diagnosis', payload));
  }
  async updateDiagnosis(id: string, payload: DiagnosisPayload) {
    return toDiagnosis(await this.rest.put<Raw>(`/diagnosis/${encodeURIComponent(id)}`, payload));
  }
  deleteDiagnosis(code: string) {
    return this.delete(`/diagnosis/${encodeURIComponent(code)}`);
  }

  treatments(window: ListWindow) {
    return this.page('/treatments', windowParams(window), toTreatment);
  }
  treatmentsByIds(ids: readonly string[]) {
    return this.byIds('/treatments', ids, toTreatment);
  }
  async addTreatment(payload: TreatmentPayload) {
    return toTreatment(await this.rest.post<Raw>('/treatments', payload));
  }
  async updateTreatment(id: string, payload: TreatmentPayload) {
    return toTreatment(await this.rest.put<Raw>(`/treatments/${encodeURIComponent(id)}`, payload));
  }
  deleteTreatment(code: string) {
    return this.delete(`/treatments/${encodeURIComponent(code)}`);
  }

  services(window: ListWindow) {
    return this.page('/services', windowParams(window), toService);
  }
  servicesByIds(ids: readonly string[]) {
    return this.byIds('/services', ids, toService);
  }
  async addService(payload: ServicePayload) {
    return toService(await this.rest.post<Raw>('/services', payload));
  }
  async updateService(id: string, payload: ServicePayload) {
    return toService(await this.rest.put<Raw>(`/services/${encodeURIComponent(id)}`, payload));
  }
  deleteService(id: string) {
    return this.delete(`/services/${encodeURIComponent(id)}`);
  }
}
