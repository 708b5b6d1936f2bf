// What lab ordering and result import need from a reference lab, whatever its API looks like:
// place an order (idempotent on our client order id), cancel it, read orders' statuses, read the
// results changed since a time, and a result's PDF report. The shapes are the ones the main
// service's LabLink speaks (services/main/src/results/links.ts); the host passes them through.
// Every call may renew the lab token (the answer's `token`), which the caller stores sealed.
import type { StoredConnection } from './credentials.ts';

export interface LabOrderTest {
  code: string;
  name: string;
  treatment_id: string | null;
}

export interface LabPatient {
  pet_id: string;
  name: string;
  species: string;
  breed: string;
  sex: string;
  date_of_birth: string | null;
  parent_name: string;
  parent_email: string | null;
}

export type LabOrderStatus = 'pending' | 'submitted' | 'in_progress' | 'completed' | 'cancelled';

export interface LabPartnerOrder {
  partner_order_id: string;
  client_order_id: string;
  status: LabOrderStatus;
  links: Array<{ type: string; url: string }>;
  tests: LabOrderTest[];
}

export interface LabValue {
  analyte: string;
  value: string;
  unit: string;
  reference_range: string;
  low: number | null;
  high: number | null;
  flag: 'H' | 'L' | 'N' | 'A';
}

export interface LabPartnerResult {
  partner_result_id: string;
  partner_order_id: string | null;
  client_order_id: string | null;
  identifier: string;
  status: 'partial' | 'final';
  patient: { name: string; species: string; breed: string; sex: string; parent_name: string };
  test_date: string;
  final_result_date: string | null;
  tests: Array<{ code: string; name: string; values: LabValue[] }>;
  report_available: boolean;
  updated_at: string;
}

export interface LabOrderRequest {
  client_order_id: string;
  visit_id: string;
  patient: LabPatient;
  tests: LabOrderTest[];
  ordered_by: string;
}

/** A lab's answer with the token to keep (the old one, or a renewed one). */
export interface LabRead<T> {
  value: T;
  token: string | null;
}

export interface LabAdapter {
  placeOrder(connection: StoredConnection, order: LabOrderRequest): Promise<LabRead<LabPartnerOrder>>;
  cancelOrder(connection: StoredConnection, partnerOrderId: string): Promise<LabRead<LabPartnerOrder>>;
  orders(connection: StoredConnection, partnerOrderIds: string[]): Promise<LabRead<LabPartnerOrder[]>>;
  resultsSince(connection: StoredConnection, since: string | null): Promise<LabRead<{ results: LabPartnerResult[]; next_since: string }>>;
  report(connection: StoredConnection, partnerResultId: string): Promise<LabRead<Uint8Array>>;
}

/** The lab answered, but refused the request (message is the lab's own explanation). */
export class LabRefusalError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
