// The pair a refresh token was rotated into, sealed (AES-256-GCM) under a key derived from that
// refresh token. The database keeps only the token's SHA-256, a different derivation, so only
// someone presenting the spent token can open its successor again.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SealedPair {
  token: string;
  refresh_token: string;
  token_expires_at: string;
}

function keyOf(spentRefreshToken: string): Buffer {
  return createHash('sha256').update(`refresh-successor:${spentRefreshToken}`).digest();
}

export function sealSuccessor(spentRefreshToken: string, pair: SealedPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(spentRefreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Null when the seal does not open with this token (tampered or not its successor). */
export function openSuccessor(spentRefreshToken: string, sealed: string): SealedPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(spentRefreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as SealedPair;
  } catch {
    return null;
  }
}
