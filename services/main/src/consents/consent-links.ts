// A consent form's e-mailed link keeps only its token's SHA-256; it lasts CONSENT_LINK_TTL_DAYS.
import { createHash } from 'node:crypto';

export const CONSENT_LINK_TTL_DAYS = 7;

export const hashConsentToken = (token: string) => createHash('sha256').update(token).digest('hex');
