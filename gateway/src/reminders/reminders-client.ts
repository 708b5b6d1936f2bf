// The main service's reminder calls (docs/reminders.md) over the request's own main client, so
// they share its token and upstream call counter; snake_case is mapped here, once.
import type { RestClient } from '../clients/http.ts';
import type { GatewayContext } from '../context.ts';

type Raw = Record<string, any>;

interface ReminderBase {
  id: string;
  petId: string;
  visitId: string | null;
  source: string;
  isEditable: boolean;
  visitModificationId: string | null;
  version: number;
  createdByName: string;
  updatedByName: string;
  createdAt: string;
  updatedAt: string;
}

export interface VaccinationReminderRecord extends ReminderBase {
  vaccinationCategoryId: string | null;
  vaccinationCategory: string;
  vaccineTypeId: string | null;
  vaccineType: string;
  vaccineId: string | null;
  productName: string;
  manufacturerId: string | null;
  manufacturerName: string;
  lotNumber: string;
  givenDate: string;
  expirationDate: string;
  reminderDate: string;
  vaccineStatus: string;
}

export interface OtherReminderRecord extends ReminderBase {
  reminder: string;
  date: string;
  lastGivenDate: string;
}

/** Where a write is charted: the visit, and the reason for modification of a read-only one. */
export interface ChartingPlace {
  visit_id: string;
  visit_modification_id?: string | null;
}

export interface VaccinationPayload extends ChartingPlace {
  vaccination_category_id: string;
  vaccination_category: string;
  vaccine_type_id: string;
  vaccine_type: string;
  vaccine_id: string;
  product_name: string;
  manufacturers_id: string;
  manufacturers_name: string;
  lot_number: string;
  given_date: string;
  expiration_date: string;
  reminder_date: string;
}

export interface OtherReminderPayload extends ChartingPlace {
  reminder: string;
  date: string;
  last_given_date: string;
}

const base = (raw: Raw): ReminderBase => ({
  id: String(raw.id),
  petId: String(raw.pet_id),
  visitId: raw.visit_id ?? null,
  source: raw.source,
  isEditable: Boolean(raw.is_editable),
  visitModificationId: raw.visit_modification_id ?? null,
  version: Number(raw.version),
  createdByName: raw.created_by_name,
  updatedByName: raw.updated_by_name,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

export const toVaccinationReminder = (raw: Raw): VaccinationReminderRecord => ({
  ...base(raw),
  vaccinationCategoryId: raw.vaccination_category_id ?? null,
  vaccinationCategory: raw.vaccination_category,
  vaccineTypeId: raw.vaccine_type_id ?? null,
  vaccineType: raw.vaccine_type,
  vaccineId: raw.vaccine_id ?? null,
  productName: raw.product_name,
  manufacturerId: raw.manufacturers_id ?? null,
  manufacturerName: raw.manufacturers_name,
  lotNumber: raw.lot_number,
  givenDate: raw.given_date,
  expirationDate: raw.expiration_date,
  reminderDate: raw.reminder_date,
  vaccineStatus: raw.vaccine_status,
});

export const toOtherReminder = (raw: Raw): OtherReminderRecord => ({
  ...base(raw),
  reminder: raw.reminder,
  date: raw.date,
  lastGivenDate: raw.last_given_date,
});

class ReminderResource<Row, Payload extends ChartingPlace> {
  constructor(
    private readonly rest: RestClient,
    private readonly path: string,
    private readonly map: (raw: Raw) => Row,
  ) {}

  /** Each pet's rows (at most 200 per pet), newest first, in one call. */
  async byPets(petIds: readonly string[], timeZone: string): Promise<Row[]> {
    return (await this.rest.get<{ data: Raw[] }>(this.path, { pet_ids: petIds.join(','), time_zone: timeZone })).data.map(this.map);
  }

  async byIds(ids: readonly string[], timeZone: string): Promise<Row[]> {
    return (await this.rest.get<{ data: Raw[] }>(this.path, { ids: ids.join(','), time_zone: timeZone })).data.map(this.map);
  }

  async add(payload: Payload & { pet_id: string }, timeZone: string): Promise<Row> {
    const response = await this.rest.request<{ data: Raw }>('POST', this.path, { json: payload, searchParams: { time_zone: timeZone } });
    return this.map(response.body.data);
  }

  async update(id: string, payload: Payload & { based_on_version: number }, timeZone: string): Promise<Row> {
    const response = await this.rest.request<{ data: Raw }>('PATCH', `${this.path}/${encodeURIComponent(id)}`, { json: payload, searchParams: { time_zone: timeZone } });
    return this.map(response.body.data);
  }

  /** Marks the row deleted; the service's message. */
  async remove(id: string, place: ChartingPlace): Promise<string> {
    const response = await this.rest.request<{ data: { message: string } }>('DELETE', `${this.path}/${encodeURIComponent(id)}`, {
      searchParams: { visit_id: place.visit_id, visit_modification_id: place.visit_modification_id ?? undefined },
    });
    return response.body.data.message;
  }
}

export class RemindersClient {
  readonly vaccinations: ReminderResource<VaccinationReminderRecord, VaccinationPayload>;
  readonly others: ReminderResource<OtherReminderRecord, OtherReminderPayload>;

  constructor(rest: RestClient) {
    this.vaccinations = new ReminderResource(rest, '/vaccination-reminders', toVaccinationReminder);
    this.others = new ReminderResource(rest, '/other-reminders', toOtherReminder);
  }
}

const clients = new WeakMap<GatewayContext, RemindersClient>();

export function remindersClient(context: GatewayContext): RemindersClient {
  let client = clients.get(context);
  if (!client) {
    client = new RemindersClient(context.clients.main.rest);
    clients.set(context, client);
  }
  return client;
}
