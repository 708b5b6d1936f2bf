// The in-process links main is handed by the services host (services/host/src/lab-links.ts implements
// them with the thirdparty service): the clinic's reference lab (orders, results, reports) and its
// practice system (medical-record write-back). Main never calls a partner itself. The shapes are
// the contract of PLAN-18 ("In-process interfaces"), kept byte-identical to it; PLAN-19 adds the
// medical record's optional kind and external_id (a SOAP note: 'soap', 'soap:<visit id>').
export interface LabClinic { clinic_id: string; organization_id: string; clinic_code: string; provider: string; provider_name: string }
export interface LabOrderTest { code: string; name: string; treatment_id: string | null }
export interface LabPatient { pet_id: string; name: string; species: string; breed: string; sex: string; date_of_birth: string | null; parent_name: string; parent_email: string | null }
export interface LabPartnerOrder { partner_order_id: string; client_order_id: string; status: 'pending' | 'submitted' | 'in_progress' | 'completed' | 'cancelled'; links: Array<{ type: string; url: string }>; tests: LabOrderTest[] }
export interface LabValue { analyte: string; value: string; unit: string; reference_range: string; low: number | null; high: number | null; flag: 'H' | 'L' | 'N' | 'A' }
export interface LabPartnerResult {
  partner_result_id: string; partner_order_id: string | null; client_order_id: string | null;
  identifier: string;                  // the lab's accession number
  status: 'partial' | 'final';
  patient: { name: string; species: string; breed: string; sex: string; parent_name: string };
  test_date: string;                   // YYYY-MM-DD
  final_result_date: string | null;    // YYYY-MM-DD
  tests: Array<{ code: string; name: string; values: LabValue[] }>;
  report_available: boolean;
  updated_at: string;                  // ISO
}
export class LabLinkError extends Error { constructor(message: string, readonly kind: 'not_connected' | 'refused' | 'unreachable') { super(message); } }
export interface LabLink {
  /** Every clinic with an active lab connection. */
  connectedClinics(): Promise<LabClinic[]>;
  /** The clinic's active lab, or null. */
  clinicLab(clinicId: string): Promise<LabClinic | null>;
  placeOrder(clinicId: string, order: { client_order_id: string; visit_id: string; patient: LabPatient; tests: LabOrderTest[]; ordered_by: string }): Promise<LabPartnerOrder>;
  cancelOrder(clinicId: string, partnerOrderId: string): Promise<LabPartnerOrder>;
  orders(clinicId: string, partnerOrderIds: string[]): Promise<LabPartnerOrder[]>;
  resultsSince(clinicId: string, since: string | null): Promise<{ results: LabPartnerResult[]; next_since: string }>;
  report(clinicId: string, partnerResultId: string): Promise<Uint8Array>;   // application/pdf
}
/** A medication or a charge written as a structured line: flat fields (name, code, dose, quantity, amounts in cents). */
export type PracticeRecordLine = Record<string, string | number | boolean | null>;
export interface PracticeRecordParts { title: string; date: string; sections: Array<{ section: string; value: string }>; medications?: PracticeRecordLine[]; charges?: PracticeRecordLine[] }
export interface PracticeLink {
  /** Writes a medical record on the patient in the clinic's connected practice system; answers the system's record id. */
  writeMedicalRecord(clinicId: string, record: PracticeRecordParts & { source: string; patient_source_id: string; visit_id: string; author: string; kind?: string; external_id?: string }): Promise<{ record_id: string; source: string; source_name: string }>;
  /** The record written under external_id on the patient as the practice system keeps it now; null: none. */
  readMedicalRecord(clinicId: string, record: { source: string; patient_source_id: string; external_id: string }): Promise<(PracticeRecordParts & { record_id: string; kind: string }) | null>;
}
export class PracticeLinkError extends Error { constructor(message: string, readonly kind: 'not_connected' | 'refused' | 'unreachable') { super(message); } }
