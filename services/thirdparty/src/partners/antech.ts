// Antech (reference lab). The adapter signs in with the lab login the clinic entered and checks
// a stored connection by reading the account with the token it got:
//   POST {base}/api/v2/auth/token    { clinic_id, account_id, username, password } → 200 { access_token, account: { id, name } }
//   GET  {base}/api/v2/accounts/me   Bearer access_token                           → 200 { id, name }
// Refusals answer 4xx { Message }.
import { callPartner, type PartnerAdapter, type PartnerCredentials, type PartnerResponse, type Verification } from './partner.ts';

const NAME = 'Antech';

function refusal(response: PartnerResponse): Verification {
  return { ok: false, message: response.body.Message ?? `${NAME} refused the connection (HTTP ${response.status}).` };
}

export function antechAdapter(baseUrl: string): PartnerAdapter {
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

  return {
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
