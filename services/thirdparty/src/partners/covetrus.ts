// Covetrus (practice management). The adapter opens a partner session for the practice and
// account the clinic entered, and checks a stored session by reading the practice with it:
//   POST {base}/v1/partner/sessions   { practice_id, account_id }  → 201 { session_token, practice: { id, name } }
//   GET  {base}/v1/practices/{id}     Bearer session_token         → 200 { id, name }
// Refusals answer 4xx { error: { code, message } }.
import { callPartner, type PartnerAdapter, type PartnerCredentials, type PartnerResponse, type Verification } from './partner.ts';

const NAME = 'Covetrus';

function refusal(response: PartnerResponse): Verification {
  return { ok: false, message: response.body.error?.message ?? `${NAME} refused the connection (HTTP ${response.status}).` };
}

export function covetrusAdapter(baseUrl: string): PartnerAdapter {
  const base = baseUrl.replace(/\/$/, '');

  const openSession = async (credentials: PartnerCredentials): Promise<Verification> => {
    const response = await callPartner(NAME, `${base}/v1/partner/sessions`, {
      method: 'POST',
      json: { practice_id: credentials.clinicId, account_id: credentials.accountId },
    });
    if (response.status !== 201 && response.status !== 200) return refusal(response);
    return { ok: true, accountName: response.body.practice?.name ?? credentials.clinicId, token: response.body.session_token ?? null };
  };

  return {
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
