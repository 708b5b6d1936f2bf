// Vaccines carry a short public code beside their id (spec: "Vaccine: code/id"), e.g. VAC-7QK2M9XD.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newVaccineCode(): string {
  const bytes = randomBytes(8);
  return `VAC-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}
