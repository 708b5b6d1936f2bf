// Vaccines carry a short public code beside their id (spec: "Vaccine: code/id"), e.g. VAC-7QK2M9XD;
// the catalogues get theirs the same way with their own prefix (MED-, INV-, DX-, TX-, SVC-).
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newCode(prefix: string): string {
  const bytes = randomBytes(8);
  return `${prefix}-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export const newVaccineCode = () => newCode('VAC');
