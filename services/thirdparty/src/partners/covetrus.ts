// Covetrus (practice management). The adapter opens a partner session for the practice and
// account the clinic entered, and checks a stored session by reading the practice with it:
//   POST {base}/v1/partner/sessions   { practice_id, account_id }  → 201 { session_token, practice: { id, name } }
//   GET  {base}/v1/practices/{id}     Bearer session_token         → 200 { id, name }
//   GET  {base}/v1/practices/{id}/providers                       → 200 { items: [doctor] }
//   GET  {base}/v1/practices/{id}/appointments?from&to&provider_id → 200 { items: [appointment] }
//   GET  {base}/v1/practices/{id}/patients?search=                 → 200 { items: [patient with client] }
//   GET  {base}/v1/practices/{id}/patients/{patient id}            → 200 patient with client and medical_records; 404
//   POST {base}/v1/practices/{id}/patients/{patient id}/medical-records
//        { title, date, kind, sections: [{ section, value }], author, external_id } → 201 { id, ... } (the same external_id updates the record)
// Refusals answer 4xx { error: { code, message } }.
import { callPartner, type PartnerAdapter, type PartnerCredentials, type PartnerResponse, type StoredConnection, type Verification } from './partner.ts';
import { PracticeRefusalError, type PracticeAppointment, type PracticeDoctor, type PracticePatient, type PracticeRead, type PracticeSystemAdapter } from './practice-system.ts';

const NAME = 'Covetrus';

const refusalMessage = (response: PartnerResponse): string =>
  response.body.error?.message ?? `${NAME} refused the request (HTTP ${response.status}).`;

function refusal(response: PartnerResponse): Verification {
  return { ok: false, message: response.body.error?.message ?? `${NAME} refused the connection (HTTP ${response.status}).` };
}

const doctorOf = (raw: Record<string, any>): PracticeDoctor => ({
  id: String(raw.id),
  name: [`Dr. ${raw.first_name ?? ''} ${raw.last_name ?? ''}`.trim(), raw.title].filter(Boolean).join(', '),
});

const patientOf = (raw: Record<string, any>): PracticePatient => ({
  id: String(raw.id),
  name: raw.name,
  species: raw.species,
  breed: raw.breed,
  color: raw.color,
  sex: raw.sex,
  date_of_birth: raw.date_of_birth,
  weight: Number(raw.weight),
  weight_unit: raw.weight_unit === 'kg' ? 'kg' : 'lb',
  updated_at: raw.updated_at,
  client: raw.client
    ? {
        id: String(raw.client.id),
        first_name: raw.client.first_name,
        last_name: raw.client.last_name,
        email: raw.client.email,
        phone: raw.client.phone,
        address: raw.client.address,
      }
    : null,
});

const appointmentOf = (raw: Record<string, any>): PracticeAppointment => ({
  id: String(raw.id),
  date: raw.date,
  time: raw.time,
  time_zone: raw.time_zone,
  duration_minutes: raw.duration_minutes,
  type: raw.type,
  status: raw.status,
  doctor: raw.provider ? doctorOf(raw.provider) : null,
  patient: { id: String(raw.patient.id), name: raw.patient.name, species: raw.patient.species, updated_at: raw.patient.updated_at },
  client: raw.client
    ? { id: String(raw.client.id), first_name: raw.client.first_name, last_name: raw.client.last_name, email: raw.client.email, phone: raw.client.phone }
    : null,
});

export function covetrusAdapter(baseUrl: string): PartnerAdapter & PracticeSystemAdapter {
  const base = baseUrl.replace(/\/$/, '');

  const openSession = async (credentials: PartnerCredentials): Promise<Verification> => {
    const response = await callPartner(NAME, `${base}/v1/partner/sessions`, {
      method: 'POST',
      json: { practice_id: credentials.clinicId, account_id: credentials.accountId },
    });
    if (response.status !== 201 && response.status !== 200) return refusal(response);
    return { ok: true, accountName: response.body.practice?.name ?? credentials.clinicId, token: response.body.session_token ?? null };
  };

  /** A call on the practice with the stored session, opening a new one when it has expired. */
  const read = async (connection: StoredConnection, path: string, write?: { json: unknown }): Promise<{ response: PartnerResponse; token: string | null }> => {
    const url = `${base}/v1/practices/${encodeURIComponent(connection.clinicId)}${path}`;
    const init = write ? { method: 'POST' as const, json: write.json } : { method: 'GET' as const };
    if (connection.token) {
      const response = await callPartner(NAME, url, { ...init, token: connection.token });
      if (response.status !== 401) return { response, token: connection.token };
    }
    const session = await openSession(connection);
    if (!session.ok) throw new PracticeRefusalError(session.message, 401);
    return { response: await callPartner(NAME, url, { ...init, token: session.token }), token: session.token };
  };

  const readItems = async <T>(connection: StoredConnection, path: string, map: (raw: Record<string, any>) => T): Promise<PracticeRead<T[]>> => {
    const { response, token } = await read(connection, path);
    if (response.status !== 200) throw new PracticeRefusalError(refusalMessage(response), response.status);
    return { value: (response.body.items as Record<string, any>[]).map(map), token };
  };

  return {
    listDoctors: (connection) => readItems(connection, '/providers', doctorOf),
    listAppointments: (connection, range) =>
      readItems(
        connection,
        `/appointments?${new URLSearchParams({ from: range.from, to: range.to, ...(range.doctorId ? { provider_id: range.doctorId } : {}) })}`,
        appointmentOf,
      ),
    searchPatients: (connection, search) => readItems(connection, `/patients?${new URLSearchParams({ search })}`, patientOf),
    async getPatient(connection, patientId) {
      const { response, token } = await read(connection, `/patients/${encodeURIComponent(patientId)}`);
      if (response.status === 404) return { value: null, token };
      if (response.status !== 200) throw new PracticeRefusalError(refusalMessage(response), response.status);
      const records = (response.body.medical_records ?? []) as Record<string, any>[];
      return {
        value: {
          patient: patientOf(response.body),
          medical_records: records.map((raw) => ({
            id: String(raw.id),
            date: raw.date,
            kind: raw.kind,
            title: raw.title,
            notes: raw.notes,
            external_id: typeof raw.external_id === 'string' ? raw.external_id : null,
            sections: Array.isArray(raw.sections) ? raw.sections : [],
            medications: Array.isArray(raw.medications) ? raw.medications : [],
            charges: Array.isArray(raw.charges) ? raw.charges : [],
          })),
        },
        token,
      };
    },
    async writeMedicalRecord(connection, patientId, record) {
      const { response, token } = await read(connection, `/patients/${encodeURIComponent(patientId)}/medical-records`, { json: record });
      if (response.status !== 201 && response.status !== 200) throw new PracticeRefusalError(refusalMessage(response), response.status);
      return { value: { id: String(response.body.id) }, token };
    },
    slug: 'covetrus',
    displayName: NAME,
    verifyCredentials: openSession,
    async checkConnection(connection) {
      if (connection.token) {
        const response = await callPartner(NAME, `${base}/v1/practices/${encodeURIComponent(connection.clinicId)}`, {
          method: 'GET',
          token: connection.token,
        });
        if (response.status === 200) return { ok: true, accountName: response.body.name ?? connection.clinicId, token: connection.token };
        if (response.status !== 401) return refusal(response);
      }
      // An expired or revoked session: the practice and account may still be good for a new one.
      return openSession(connection);
    },
  };
}
