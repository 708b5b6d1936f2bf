// The sealing of partner secrets: round trip, tamper and context checks, and where the key comes from.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, loadIntegrationSecretKey } from './secret-box.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('secret box', () => {
  it('seals with a fresh IV each time and opens only with the same key and context', () => {
    const key = randomBytes(32);
    const box = createSecretBox(key);
    const first = box.seal({ password: 'sandbox-pass', token: 't0k' }, 'clinic:app');
    const second = box.seal({ password: 'sandbox-pass', token: 't0k' }, 'clinic:app');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1:/);
    expect(Buffer.from(first.slice(3), 'base64').toString('latin1')).not.toContain('sandbox-pass');
    expect(box.open(first, 'clinic:app')).toEqual({ password: 'sandbox-pass', token: 't0k' });
    expect(() => box.open(first, 'other-clinic:app')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(first, 'clinic:app')).toThrow();
    const raw = Buffer.from(first.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`, 'clinic:app')).toThrow();
  });

  it('takes the key from INTEGRATION_SECRET_KEY (base64 or hex), else keeps one under <dataDir>/keys', () => {
    const key = randomBytes(32);
    expect(loadIntegrationSecretKey({ env: { INTEGRATION_SECRET_KEY: key.toString('base64') } })).toEqual(key);
    expect(loadIntegrationSecretKey({ env: { INTEGRATION_SECRET_KEY: key.toString('hex') } })).toEqual(key);
    expect(() => loadIntegrationSecretKey({ env: { INTEGRATION_SECRET_KEY: 'too-short' } })).toThrow(/32 bytes/);

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-keys-'));
    dirs.push(dataDir);
    const generated = loadIntegrationSecretKey({ env: {}, dataDir });
    expect(generated).toHaveLength(32);
    expect(loadIntegrationSecretKey({ env: {}, dataDir })).toEqual(generated);
    const file = path.join(dataDir, 'keys', 'integration-secret.key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(generated);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
