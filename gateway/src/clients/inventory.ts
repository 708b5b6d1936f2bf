// Typed client of the inventory service (docs/rest-inventory.md). Methods map the service's
// snake_case JSON to the gateway's camelCase records, once, here.
import type { ServicePage } from './service-page.ts';
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

const createdAt = (raw: Raw) => new Date(raw.created_at).toISOString();
const toGender = (raw: Raw): GenderRecord => ({ id: raw.id, gender: raw.gender, createdAt: createdAt(raw) });
const toSpecies = (raw: Raw): SpeciesRecord => ({ id: raw.id, specie: raw.specie, createdAt: createdAt(raw) });
const speciesOf = (raw: Raw): SpeciesRecord[] => (raw.species ?? []).map(toSpecies);
const toBreed = (raw: Raw): BreedRecord => ({
  id: raw.id,
  breed: raw.breed,
  specieId: raw.specie_id,
  specie: toSpecies(raw.specie),
  createdAt: createdAt(raw),
});
const toNamed = (raw: Raw): NamedLookupRecord => ({ id: raw.id, name: raw.name });
const toVaccine = (raw: Raw): VaccineRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  species: speciesOf(raw),
  category: toNamed(raw.vaccine_category),
  manufacturer: toNamed(raw.manufacturer),
  vaccineType: toNamed(raw.vaccine_type),
  application: raw.application,
  unit: raw.unit,
  dosage: raw.dosage,
  volume: Number(raw.volume),
  cost: raw.cost,
  createdAt: createdAt(raw),
});

const toNamedOrNull = (raw: Raw | null | undefined): NamedLookupRecord | null => (raw ? { id: raw.id, name: raw.name ?? raw.type ?? raw.category } : null);
/** A catalogue row's (or a plan row's) list of { dosage, unit }. */
export const toDosageUnits = (raw: Raw[] | null | undefined): DosageUnitRecord[] => (raw ?? []).map((row) => ({ dosage: String(row.dosage), unit: String(row.unit) }));
const toMedication = (raw: Raw): MedicationRecord => ({
  id: raw.id,
  drugCode: raw.drug_code,
  productName: raw.product_name,
  category: toNamedOrNull(raw.category),
  doseInstructions: raw.dose_instructions,
  sideEffects: raw.side_effects,
  dosageUnits: toDosageUnits(raw.dosage_unit),
  species: speciesOf(raw),
  createdAt: createdAt(raw),
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
  species: speciesOf(raw),
  createdAt: createdAt(raw),
});
const toDiagnosis = (raw: Raw): DiagnosisRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  category: toNamedOrNull(raw.category),
  description: raw.description,
  symptoms: raw.symptoms,
  species: speciesOf(raw),
  createdAt: createdAt(raw),
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
  species: speciesOf(raw),
  createdAt: createdAt(raw),
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
  species: speciesOf(raw),
  createdAt: createdAt(raw),
});

const LOOKUP_PATHS: Record<VaccineLookupKind, string> = {
  categories: '/vaccine-category',
  manufacturers: '/manufacturers',
  types: '/vaccine-types',
};

type QueryParams = Record<string, string | number | undefined>;

const windowParams = (window: ListWindow): QueryParams => ({ offset: window.offset, limit: window.limit, q: window.search || undefined });

interface ResourceOptions<Filters> {
  /** Where one row is changed or deleted, when not under the list's path (the spec's /breed vs /breeds/{id}). */
  itemPath?: string;
  /** The list's own filters as the service's query parameters. */
  filters?: (filters: Filters) => QueryParams;
}

/**
 * One list of the service (a lookup list or a catalogue): `GET path` pages it (or returns the
 * rows with the given ids), `POST path` adds, `PUT itemPath/{id}` changes and `DELETE
 * itemPath/{key}` deletes (the key is what the service deletes by: an id, a code or a drug code).
 */
export class InventoryResource<Row, Payload, Filters = object> {
  constructor(
    // The owning client: its RestClient is read when a request is made.
    private readonly client: { readonly rest: RestClient },
    private readonly path: string,
    private readonly map: (raw: Raw) => Row,
    private readonly options: ResourceOptions<Filters> = {},
  ) {}

  private get itemPath() {
    return this.options.itemPath ?? this.path;
  }

  list(window: ListWindow & Filters): Promise<ServicePage<Row>> {
    return this.page({ ...windowParams(window), ...this.options.filters?.(window) });
  }

  async byIds(ids: readonly string[]): Promise<Row[]> {
    if (!ids.length) return [];
    return (await this.page({ ids: ids.join(','), limit: 100 })).data;
  }

  async add(payload: Payload): Promise<Row> {
    return this.map(await this.client.rest.post<Raw>(this.path, payload));
  }

  async update(id: string, payload: Payload): Promise<Row> {
    return this.map(await this.client.rest.put<Raw>(`${this.itemPath}/${encodeURIComponent(id)}`, payload));
  }

  async remove(key: string): Promise<void> {
    await this.client.rest.request('DELETE', `${this.itemPath}/${encodeURIComponent(key)}`);
  }

  private async page(params: QueryParams): Promise<ServicePage<Row>> {
    const body = await this.client.rest.get<{ data: Raw[]; meta: { total: number } }>(this.path, params);
    return { data: body.data.map(this.map), meta: { total: body.meta.total } };
  }
}

export class InventoryClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }

  // --- Lookup lists. These fields are set before the constructor runs; a resource reads `rest` only when called.

  readonly genders = new InventoryResource<GenderRecord, { gender: string }>(this, '/pet-gender', toGender);
  /** Newest first, or by name (the selects of the breed, vaccine and pet forms). */
  readonly species = new InventoryResource<SpeciesRecord, { name: string }, { byName?: boolean }>(this, '/specie', toSpecies, {
    filters: (filters) => ({ sort: filters.byName ? 'name' : undefined }),
  });
  readonly breeds = new InventoryResource<BreedRecord, { breed: string; specie_id: string }, { specieId?: string | null }>(this, '/breed', toBreed, {
    itemPath: '/breeds',
    filters: (filters) => ({ specie_id: filters.specieId || undefined }),
  });
  readonly vaccines = new InventoryResource<VaccineRecord, VaccinePayload>(this, '/vaccines', toVaccine);

  /** A vaccine category, manufacturer or type list (read-only here). */
  vaccineLookup(kind: VaccineLookupKind) {
    return new InventoryResource<NamedLookupRecord, never>(this, LOOKUP_PATHS[kind], toNamed);
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

  /** A catalogue's category, product type or result type list (read-only here). */
  catalogueLookup(kind: CatalogueLookupKind) {
    return new InventoryResource<NamedLookupRecord, never>(this, `/${kind}`, toNamed);
  }

  readonly medications = new InventoryResource<MedicationRecord, MedicationPayload>(this, '/medications', toMedication);
  readonly inventorySupplies = new InventoryResource<InventorySupplyRecord, InventorySupplyPayload>(this, '/inventory-supplies', toInventorySupply);
  readonly diagnoses = new InventoryResource<DiagnosisRecord, DiagnosisPayload>(this, '/diagnosis', toDiagnosis);
  readonly treatments = new InventoryResource<TreatmentRecord, TreatmentPayload>(this, '/treatments', toTreatment);
  readonly services = new InventoryResource<ServiceRecord, ServicePayload>(this, '/services', toService);
}
