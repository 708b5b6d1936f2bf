// A Veterinary PIN check the auth service vouches for: auth keeps the PIN (argon2id) and, when the
// caller types it right, signs a proof naming that user and that visit, valid for a minute. The
// main service locks a visit only with such a proof of its caller for that visit, so the PIN stays
// in auth's schema and no service reads another's tables (docs/architecture.md), yet a direct call
// to main cannot lock without the PIN.
import { SignJWT, jwtVerify, type CryptoKey } from 'jose';
import { HttpError } from './http.ts';

const ALGORITHM = 'ES256';
const ISSUER = 'vetchart-auth';
/** Not the access tokens' audience: a proof is never accepted as a token, nor a token as a proof. */
const AUDIENCE = 'vetchart-visit-lock';
export const LOCK_PROOF_TTL_SECONDS = 60;

export const LOCK_PROOF_INVALID = 'Enter your Veterinary PIN to lock this visit.';

export async function signVisitLockProof(privateKey: CryptoKey, userId: string, visitId: string): Promise<string> {
  return new SignJWT({ visit_id: visitId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LOCK_PROOF_TTL_SECONDS}s`)
    .sign(privateKey);
}

/** Throws 403 unless `proof` is auth's proof that `userId` typed their PIN to lock `visitId`. */
export async function verifyVisitLockProof(publicKey: CryptoKey, proof: string, userId: string, visitId: string): Promise<void> {
  try {
    const { payload } = await jwtVerify(proof, publicKey, { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
    if (payload.sub === userId && payload.visit_id === visitId) return;
  } catch {
    // Any failure is the same refusal.
  }
  throw new HttpError(403, LOCK_PROOF_INVALID);
}
