// What the schedules and patient sync need from a practice-management system, whatever its API
// looks like: its doctors, appointments in a date range, a patient search, and one patient with its
// client and medical records. Every read may renew the partner session (the answer's `token`),
// which the caller stores sealed like the old one.
import type { StoredConnection } from './credentials.ts';

export interface PracticeDoctor {
  id: string;
  name: string;
}

export interface PracticeClient {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string | null; city: string; state: string; zip: string };
}

export interface PracticePatient {
  id: string;
  name: string;
  species: string;
  breed: string;
  color: string;
  sex: string;
  date_of_birth: string;
  weight: number;
  weight_unit: 'lb' | 'kg';
  updated_at: string;
  client: PracticeClient | null;
}

export interface PracticeMedicalRecord {
  id: string;
  date: string;
  kind: string;
  title: string;
  notes: string;
  /** On records a partner wrote: its own id for the record, and the parts it sent. */
  external_id: string | null;
  sections: Array<{ section: string; value: string }>;
  medications: PracticeRecordLine[];
  charges: PracticeRecordLine[];
}

/** A medication or a charge on a written record: flat fields (name, code, dose, quantity, amounts in cents). */
export type PracticeRecordLine = Record<string, string | number | boolean | null>;

export interface PracticeAppointment {
  id: string;
  /** The appointment's day and time in the practice's own time zone. */
  date: string;
  time: string;
  time_zone: string;
  duration_minutes: number;
  type: string;
  status: string;
  doctor: PracticeDoctor | null;
  patient: { id: string; name: string; species: string; updated_at: string };
  client: { id: string; first_name: string; last_name: string; email: string; phone: string } | null;
}

export interface PracticeRange {
  from: string;
  to: string;
  doctorId: string | null;
}

/** A partner's answer with the session token to keep (the old one, or a renewed one). */
export interface PracticeRead<T> {
  value: T;
  token: string | null;
}

/** A medical record the product writes on a patient (a treatment result, later SOAP notes). */
export interface PracticeMedicalRecordWrite {
  title: string;
  date: string;
  kind: 'soap' | 'treatment_result';
  sections: Array<{ section: string; value: string }>;
  /** Structured parts where the partner takes them: the plan's medications and charges. */
  medications: PracticeRecordLine[];
  charges: PracticeRecordLine[];
  author: string;
  /** Our id for the record: writing the same external_id again updates the same record. */
  external_id: string;
}

export interface PracticeSystemAdapter {
  listDoctors(connection: StoredConnection): Promise<PracticeRead<PracticeDoctor[]>>;
  listAppointments(connection: StoredConnection, range: PracticeRange): Promise<PracticeRead<PracticeAppointment[]>>;
  searchPatients(connection: StoredConnection, search: string): Promise<PracticeRead<PracticePatient[]>>;
  /** null: the practice has no such patient. */
  getPatient(connection: StoredConnection, patientId: string): Promise<PracticeRead<{ patient: PracticePatient; medical_records: PracticeMedicalRecord[] } | null>>;
  /** Writes (or, for a known external_id, updates) a medical record on a patient; answers its id. PracticeRefusalError 404: no such patient. */
  writeMedicalRecord(connection: StoredConnection, patientId: string, record: PracticeMedicalRecordWrite): Promise<PracticeRead<{ id: string }>>;
}

/** The partner answered, but refused the request (message is the partner's own explanation). */
export class PracticeRefusalError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
