// What the integrations domain needs from a partner (a practice-management system or a reference
// lab), whatever its API looks like. Each partner has one adapter speaking HTTP to its base URL;
// the embedded default points them at the local sandbox partners (src/sandbox/), production at
// the partners themselves, and the adapter code is the same either way.

import type { LabAdapter } from './lab.ts';
import type { PracticeSystemAdapter } from './practice-system.ts';

import type { PartnerCredentials, StoredConnection } from './credentials.ts';

export type { PartnerCredentials, StoredConnection } from './credentials.ts';

export type Verification =
  | { ok: true; accountName: string; token: string | null }
  /** The partner refused; message is the partner's own explanation. */
  | { ok: false; message: string };

export interface PartnerAdapter {
  readonly slug: string;
  readonly displayName: string;
  /** Asks the partner whether these credentials open an account (connect). */
  verifyCredentials(credentials: PartnerCredentials): Promise<Verification>;
  /** Asks the partner whether a stored connection still works (sync); may hand back a new token. */
  checkConnection(connection: StoredConnection): Promise<Verification>;
}

/** The partner could not be asked: unreachable, timed out, answered with a server error, or not configured. */
export class PartnerUnavailableError extends Error {}

// Below the gateway's own upstream timeout (15 s), so a hanging partner is reported as such.
const TIMEOUT_MS = 10_000;

export interface PartnerResponse {
  status: number;
  body: Record<string, any>;
}

/** One HTTP call to a partner; anything but an answer we can read is PartnerUnavailableError. */
export async function callPartner(
  displayName: string,
  url: string,
  init: { method: 'GET' | 'POST'; json?: unknown; token?: string | null },
): Promise<PartnerResponse> {
  const raw = await callPartnerRaw(displayName, url, init);
  try {
    return { status: raw.status, body: raw.bytes.length ? (JSON.parse(Buffer.from(raw.bytes).toString('utf8')) as Record<string, any>) : {} };
  } catch {
    throw new PartnerUnavailableError(`${displayName} could not be reached. Please try again later.`);
  }
}

/** One HTTP call to a partner answered with bytes (a PDF); a server error or no answer is PartnerUnavailableError. */
export async function callPartnerRaw(
  displayName: string,
  url: string,
  init: { method: 'GET' | 'POST'; json?: unknown; token?: string | null; accept?: string },
): Promise<{ status: number; contentType: string; bytes: Uint8Array }> {
  const unavailable = new PartnerUnavailableError(`${displayName} could not be reached. Please try again later.`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: init.accept ?? 'application/json',
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw unavailable;
  }
  if (response.status >= 500) throw unavailable;
  try {
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
  } catch {
    throw unavailable;
  }
}

/** An adapter for a partner this server has no address for (production without its URL). */
export function unconfiguredAdapter(slug: string, displayName: string, variable: string): PartnerAdapter & PracticeSystemAdapter & LabAdapter {
  const refuse = async (): Promise<never> => {
    throw new PartnerUnavailableError(`${displayName} is not configured on this server (${variable} is not set).`);
  };
  return {
    slug,
    displayName,
    verifyCredentials: refuse,
    checkConnection: refuse,
    listDoctors: refuse,
    listAppointments: refuse,
    searchPatients: refuse,
    getPatient: refuse,
    writeMedicalRecord: refuse,
    placeOrder: refuse,
    cancelOrder: refuse,
    orders: refuse,
    resultsSince: refuse,
    report: refuse,
  };
}
