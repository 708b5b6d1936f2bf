// A consent form's e-mailed link lasts CONSENT_LINK_TTL_DAYS; it keeps only its token's SHA-256
// (platform/secrets.ts: randomToken, sha256, as every link of the product).
export const CONSENT_LINK_TTL_DAYS = 7;
