// Short public codes for organizations, clinics and users. They appear in links and headers,
// so they avoid look-alike characters (0/O, 1/I/L) and carry no meaning an attacker could guess.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

// 31^8 ≈ 8.5e11 organization or clinic codes and 31^10 user codes: collisions are not a
// practical concern, and the unique constraints turn one into an error rather than a mix-up.
export const organizationCode = () => randomCode(8);
export const clinicCode = () => randomCode(8);
export const userCode = () => randomCode(10);
