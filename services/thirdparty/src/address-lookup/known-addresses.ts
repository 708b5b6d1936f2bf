// The organization's own US addresses (its clinics'), read from the auth service's GET /me with
// the caller's own authorization: the offline provider completes line 1 only from these.
import type { UsAddress } from './address-lookup.ts';

interface MeClinic {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

/** An empty list when auth is not reachable: suggestions are a help, never a reason to fail the form. */
export function knownAddressesFromAuth(authUrl: () => string | undefined, authorization: string): () => Promise<UsAddress[]> {
  return async () => {
    const base = authUrl();
    if (!base) return [];
    try {
      const response = await fetch(`${base}/me`, { headers: { authorization }, signal: AbortSignal.timeout(3_000) });
      if (!response.ok) {
        await response.body?.cancel();
        return [];
      }
      const body = (await response.json()) as { clinics?: MeClinic[] };
      return (body.clinics ?? [])
        .filter((clinic) => clinic.address1 && (!clinic.country || clinic.country.trim().toUpperCase() === 'US'))
        .map((clinic) => ({
          address1: clinic.address1!.trim(),
          address2: clinic.address2?.trim() ?? '',
          city: clinic.city?.trim() ?? '',
          state: clinic.state?.trim() ?? '',
          zip: clinic.zip?.trim() ?? '',
        }));
    } catch {
      return [];
    }
  };
}
