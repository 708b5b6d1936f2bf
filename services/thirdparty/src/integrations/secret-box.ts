// Partner secrets (a lab login's password, the session token a partner hands back) are kept
// encrypted at rest with AES-256-GCM. The key comes from INTEGRATION_SECRET_KEY (32 bytes,
// base64 or hex) in production; the embedded default keeps one it generated on first start under
// <dataDir>/keys, like the JWT keys; tests get a fresh random key. The associated data binds a
// ciphertext to its clinic and app, so a row's secret cannot be replayed into another row.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createKeyFileOnce } from '@vetchart/platform/key-files';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'integration-secret.key';

export interface PartnerSecret {
  password?: string;
  token?: string;
}

export interface SecretBox {
  seal(secret: PartnerSecret, context: string): string;
  open(envelope: string, context: string): PartnerSecret;
}

function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('INTEGRATION_SECRET_KEY must be 32 bytes, written as base64 or 64 hex digits');
  return key;
}

/** The key from the environment, else the one kept under <dataDir>/keys, else (tests) a fresh one. */
export function loadIntegrationSecretKey(options: { env?: NodeJS.ProcessEnv; dataDir?: string } = {}): Buffer {
  const env = options.env ?? process.env;
  if (env.INTEGRATION_SECRET_KEY) return parseKey(env.INTEGRATION_SECRET_KEY);
  if (!options.dataDir) return randomBytes(32);
  const dir = path.join(options.dataDir, 'keys');
  const file = path.join(dir, KEY_FILE);
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8'));
  mkdirSync(dir, { recursive: true });
  // Whole or not at all, even when the first start is killed while writing it.
  return parseKey(createKeyFileOnce(file, randomBytes(32).toString('base64')));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the integration secret key must be 32 bytes');
  return {
    seal(secret, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(envelope, context) {
      const [version, payload] = envelope.split(':');
      if (version !== VERSION || !payload) throw new Error('unknown secret envelope');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as PartnerSecret;
    },
  };
}
