// Antech (reference lab). The adapter signs in with the lab login the clinic entered and checks
// a stored connection by reading the account with the token it got:
//   POST {base}/api/v2/auth/token    { clinic_id, account_id, username, password } → 200 { access_token, account: { id, name } }
//   GET  {base}/api/v2/accounts/me   Bearer access_token                           → 200 { id, name }
// and places and reads lab orders and results with that token (renewed from the stored login on 401):
//   POST {base}/api/v2/orders { client_order_id, patient, tests: [{ code, name }], ordered_by } → 201 order (200 for a repeated client_order_id)
//   GET  {base}/api/v2/orders?ids=a,b                     → 200 { items: [order] }
//   POST {base}/api/v2/orders/{id}/cancel                 → 200 order; 409 { Message } once submitted
//   GET  {base}/api/v2/results?updated_since=ISO          → 200 { items: [result], next_updated_since }
//   GET  {base}/api/v2/results/{id}/report                → 200 application/pdf
// Refusals answer 4xx { Message }.
import type { LabAdapter, LabOrderTest, LabPartnerOrder, LabPartnerResult, LabRead } from './lab.ts';
import { LabRefusalError } from './lab.ts';
import {
  callPartner,
  callPartnerRaw,
  PartnerUnavailableError,
  type PartnerAdapter,
  type PartnerCredentials,
  type PartnerResponse,
  type StoredConnection,
  type Verification,
} from './partner.ts';

const NAME = 'Antech';

function refusal(response: PartnerResponse): Verification {
  return { ok: false, message: response.body.Message ?? `${NAME} refused the connection (HTTP ${response.status}).` };
}

const ORDER_STATUSES = new Set(['pending', 'submitted', 'in_progress', 'completed', 'cancelled']);

const refusalMessage = (response: { status: number; body: Record<string, any> }) => response.body.Message ?? `${NAME} refused the request (HTTP ${response.status}).`;

/** The lab's order as the product reads it; our treatment ids come back from the tests we sent, by code. */
function orderOf(raw: Record<string, any>, sent: LabOrderTest[] = []): LabPartnerOrder {
  const tests = (Array.isArray(raw.tests) ? raw.tests : []) as Record<string, any>[];
  return {
    partner_order_id: String(raw.id),
    client_order_id: String(raw.client_order_id),
    status: ORDER_STATUSES.has(raw.status) ? raw.status : 'pending',
    links: ((raw.links ?? []) as Record<string, any>[]).map((link) => ({ type: String(link.type), url: String(link.url) })),
    tests: tests.map((test) => ({ code: String(test.code), name: String(test.name ?? test.code), treatment_id: sent.find((mine) => mine.code === test.code)?.treatment_id ?? null })),
  };
}

function resultOf(raw: Record<string, any>): LabPartnerResult {
  const patient = (raw.patient ?? {}) as Record<string, any>;
  return {
    partner_result_id: String(raw.id),
    partner_order_id: raw.order_id ? String(raw.order_id) : null,
    client_order_id: raw.client_order_id ? String(raw.client_order_id) : null,
    identifier: String(raw.accession ?? raw.id),
    status: raw.status === 'final' ? 'final' : 'partial',
    patient: {
      name: String(patient.name ?? ''),
      species: String(patient.species ?? ''),
      breed: String(patient.breed ?? ''),
      sex: String(patient.sex ?? ''),
      parent_name: String(patient.parent_name ?? ''),
    },
    test_date: String(raw.test_date),
    final_result_date: raw.final_result_date ? String(raw.final_result_date) : null,
    tests: ((raw.tests ?? []) as Record<string, any>[]).map((test) => ({
      code: String(test.code),
      name: String(test.name ?? test.code),
      values: ((test.values ?? []) as Record<string, any>[]).map((value) => ({
        analyte: String(value.analyte),
        value: String(value.value),
        unit: String(value.unit ?? ''),
        reference_range: String(value.reference_range ?? ''),
        low: typeof value.low === 'number' ? value.low : null,
        high: typeof value.high === 'number' ? value.high : null,
        flag: ['H', 'L', 'N', 'A'].includes(value.flag) ? value.flag : 'N',
      })),
    })),
    report_available: raw.report_available === true,
    updated_at: new Date(raw.updated_at).toISOString(),
  };
}

export function antechAdapter(baseUrl: string): PartnerAdapter & LabAdapter {
  const base = baseUrl.replace(/\/$/, '');

  const signIn = async (credentials: PartnerCredentials): Promise<Verification> => {
    const response = await callPartner(NAME, `${base}/api/v2/auth/token`, {
      method: 'POST',
      json: {
        clinic_id: credentials.clinicId,
        account_id: credentials.accountId,
        username: credentials.username,
        password: credentials.password,
      },
    });
    if (response.status !== 200) return refusal(response);
    return { ok: true, accountName: response.body.account?.name ?? credentials.clinicId, token: response.body.access_token ?? null };
  };

  /**
   * One lab call with the stored token; on 401 (an expired token) a fresh token from the stored
   * login and the call once more. The answer carries the token to keep.
   */
  const withToken = async <T>(connection: StoredConnection, call: (token: string | null) => Promise<{ status: number } & T>): Promise<{ answer: { status: number } & T; token: string | null }> => {
    if (connection.token) {
      const answer = await call(connection.token);
      if (answer.status !== 401) return { answer, token: connection.token };
    }
    const session = await signIn(connection);
    if (!session.ok) throw new LabRefusalError(session.message, 401);
    return { answer: await call(session.token), token: session.token };
  };

  const json = async (connection: StoredConnection, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const { answer, token } = await withToken(connection, (bearer) => callPartner(NAME, `${base}${path}`, { method, json: body, token: bearer }));
    return { response: answer as PartnerResponse, token };
  };

  const expect = <T>(response: PartnerResponse, ok: number[], map: (body: Record<string, any>) => T): T => {
    if (!ok.includes(response.status)) throw new LabRefusalError(refusalMessage(response), response.status);
    return map(response.body);
  };

  const lab: LabAdapter = {
    async placeOrder(connection, order): Promise<LabRead<LabPartnerOrder>> {
      const { response, token } = await json(connection, 'POST', '/api/v2/orders', {
        client_order_id: order.client_order_id,
        patient: {
          id: order.patient.pet_id,
          name: order.patient.name,
          species: order.patient.species,
          breed: order.patient.breed,
          sex: order.patient.sex,
          date_of_birth: order.patient.date_of_birth,
          parent_name: order.patient.parent_name,
          parent_email: order.patient.parent_email,
        },
        tests: order.tests.map((test) => ({ code: test.code, name: test.name })),
        ordered_by: order.ordered_by,
      });
      return { value: expect(response, [200, 201], (body) => orderOf(body, order.tests)), token };
    },
    async cancelOrder(connection, partnerOrderId) {
      const { response, token } = await json(connection, 'POST', `/api/v2/orders/${encodeURIComponent(partnerOrderId)}/cancel`, {});
      return { value: expect(response, [200], (body) => orderOf(body)), token };
    },
    async orders(connection, partnerOrderIds) {
      if (partnerOrderIds.length === 0) return { value: [], token: connection.token };
      const { response, token } = await json(connection, 'GET', `/api/v2/orders?${new URLSearchParams({ ids: partnerOrderIds.join(',') })}`);
      return { value: expect(response, [200], (body) => ((body.items ?? []) as Record<string, any>[]).map((raw) => orderOf(raw))), token };
    },
    async resultsSince(connection, since) {
      const { response, token } = await json(connection, 'GET', `/api/v2/results${since ? `?${new URLSearchParams({ updated_since: since })}` : ''}`);
      return {
        value: expect(response, [200], (body) => ({
          results: ((body.items ?? []) as Record<string, any>[]).map(resultOf),
          next_since: String(body.next_updated_since ?? new Date().toISOString()),
        })),
        token,
      };
    },
    async report(connection, partnerResultId) {
      const { answer, token } = await withToken(connection, (bearer) =>
        callPartnerRaw(NAME, `${base}/api/v2/results/${encodeURIComponent(partnerResultId)}/report`, { method: 'GET', token: bearer, accept: 'application/pdf' }),
      );
      if (answer.status !== 200) {
        let message = `${NAME} refused the request (HTTP ${answer.status}).`;
        try {
          message = (JSON.parse(Buffer.from(answer.bytes).toString('utf8')) as { Message?: string }).Message ?? message;
        } catch {
          // Not JSON: the generic message stands.
        }
        throw new LabRefusalError(message, answer.status);
      }
      if (!answer.contentType.startsWith('application/pdf')) throw new PartnerUnavailableError(`${NAME} could not be reached. Please try again later.`);
      return { value: answer.bytes, token };
    },
  };

  return {
    ...lab,
    slug: 'antech',
    displayName: NAME,
    verifyCredentials: signIn,
    async checkConnection(connection) {
      if (connection.token) {
        const response = await callPartner(NAME, `${base}/api/v2/accounts/me`, { method: 'GET', token: connection.token });
        if (response.status === 200) return { ok: true, accountName: response.body.name ?? connection.clinicId, token: connection.token };
        if (response.status !== 401) return refusal(response);
      }
      // Lab tokens expire; the stored login gets a fresh one.
      return signIn(connection);
    },
  };
}
