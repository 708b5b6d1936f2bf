// Session tokens of the sandbox partners: signed, not stored, so a sandbox restarted with a new
// signing key simply stops accepting old tokens (as a real partner's expired sessions would).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenSigner {
  issue(subject: Record<string, string>): string;
  read(token: string | undefined): Record<string, string> | null;
}

export function createTokenSigner(): TokenSigner {
  const key = randomBytes(32);
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(subject) {
      const payload = Buffer.from(JSON.stringify(subject)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    read(token) {
      const [payload, signature] = (token ?? '').split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, string>;
    },
  };
}

export function bearer(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}
