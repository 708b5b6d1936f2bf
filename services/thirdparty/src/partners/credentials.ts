// A partner connection's credentials, apart from the adapters' interfaces (partner.ts) so that the
// lab and practice-system adapter interfaces, which partner.ts combines, can name them without an
// import circle.

/** The connect payload's credentials (spec 000 section 3). */
export interface PartnerCredentials {
  clinicId: string;
  accountId: string | null;
  username: string | null;
  password: string | null;
}

/** A stored connection: its credentials plus the session token the partner handed back, if any. */
export interface StoredConnection extends PartnerCredentials {
  token: string | null;
}
