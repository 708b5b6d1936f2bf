// The REST calls of the public subjective form (services/main/src/subjective-links/public-form.ts)
// over the request's own main client, so they share its idempotency key and upstream call counter.
// No session: the token is the only credential.
import type { GatewayContext } from '../context.ts';
import type { SoapCaseRecord } from '../charting/subjective-wire.ts';

type Raw = Record<string, any>;

export interface SubjectiveFormClinicRecord {
  name: string;
  logoUrl: string | null;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
}

export interface SubjectiveFormRecord {
  clinic: SubjectiveFormClinicRecord | null;
  pet: {
    name: string;
    species: string | null;
    parentFirstName: string | null;
    parentLastName: string | null;
    address: { addressLine1: string | null; addressLine2: string | null; city: string | null; state: string | null; country: string | null; zip: string | null };
  };
  vaccinationReminders: { vaccineStatus: string; productName: string; manufacturersName: string; lotNumber: string; expirationDate: string; reminderDate: string }[];
  otherReminders: { reminder: string; date: string }[];
  medications: string[];
  cases: SoapCaseRecord[];
  expiresAt: string;
}

/** What staff send with the link: gathered from the auth and inventory services (form-header.ts). */
export type { FormHeaderPayload } from '../clients/main.ts';

function toForm(raw: Raw): SubjectiveFormRecord {
  const clinic = raw.clinic as Raw | null;
  const address = raw.pet.parent.address as Raw;
  return {
    clinic: clinic
      ? { name: clinic.name, logoUrl: clinic.logo_url, addressLine1: clinic.address_line1, city: clinic.city, state: clinic.state, zip: clinic.zip, phone: clinic.phone, email: clinic.email }
      : null,
    pet: {
      name: raw.pet.name,
      species: raw.pet.species ?? null,
      parentFirstName: raw.pet.parent.first_name ?? null,
      parentLastName: raw.pet.parent.last_name ?? null,
      address: {
        addressLine1: address.address_line1 ?? null,
        addressLine2: address.address_line2 ?? null,
        city: address.city ?? null,
        state: address.state ?? null,
        country: address.country ?? null,
        zip: address.zip ?? null,
      },
    },
    vaccinationReminders: (raw.reminders.vaccination_reminder as Raw[]).map((row) => ({
      vaccineStatus: row.vaccine_status,
      productName: row.product_name,
      manufacturersName: row.manufacturers_name,
      lotNumber: row.lot_number,
      expirationDate: row.expiration_date,
      reminderDate: row.reminder_date,
    })),
    otherReminders: (raw.reminders.other_reminder as Raw[]).map((row) => ({ reminder: row.reminder, date: row.date })),
    medications: raw.medications,
    cases: raw.cases,
    expiresAt: raw.expires_at,
  };
}

export class SubjectiveFormClient {
  constructor(private readonly context: GatewayContext) {}

  async form(token: string): Promise<SubjectiveFormRecord> {
    return toForm((await this.context.clients.main.rest.get<{ data: Raw }>('/subjective-form', { token })).data);
  }

  async submit(payload: { token: string; ai_consent: boolean; signature_png: string; subjective_note: unknown }): Promise<{ message: string; visitId: string }> {
    const body = await this.context.clients.main.rest.post<{ message: string; data: { visit_id: string } }>('/subjective-form/submit', payload);
    return { message: body.message, visitId: body.data.visit_id };
  }
}

export const subjectiveFormClient = (context: GatewayContext) => new SubjectiveFormClient(context);
