// A first start killed while it writes its keys leaves no half-written key that stops the next
// start (the crash-safety suite kills a real first start; these pin each case).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportSPKI, importSPKI, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadKeys } from './access-token.ts';
import { createKeyFileOnce } from './key-files.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'vetchart-keys-'));

describe('createKeyFileOnce', () => {
  it('writes the whole file and leaves no temporary file beside it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'secret.key');
    expect(createKeyFileOnce(file, 'first')).toBe('first');
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(readdirSync(dir)).toEqual(['secret.key']);
  });

  it('keeps a key that exists and answers it, so two starts at once agree on one key', () => {
    const dir = tempDir();
    const file = path.join(dir, 'secret.key');
    createKeyFileOnce(file, 'first');
    expect(createKeyFileOnce(file, 'second')).toBe('first');
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(readdirSync(dir)).toEqual(['secret.key']);
  });
});

describe('loadKeys in a data folder', () => {
  const signAndVerify = async (keys: Awaited<ReturnType<typeof loadKeys>>) => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).sign(keys.privateKey!);
    return (await jwtVerify(token, await importSPKI(keys.publicKeyPem, 'ES256'))).protectedHeader.alg;
  };

  it('makes a pair on the first start and reads the same pair on the next', async () => {
    const dataDir = tempDir();
    const first = await loadKeys({ dataDir, env: {} });
    const again = await loadKeys({ dataDir, env: {} });
    expect(again.publicKeyPem).toBe(first.publicKeyPem);
    expect(await signAndVerify(again)).toBe('ES256');
  });

  for (const missing of ['jwt-private.pem', 'jwt-public.pem']) {
    it(`replaces half a pair (${missing} never written) with a matching pair`, async () => {
      const dataDir = tempDir();
      const first = await loadKeys({ dataDir, env: {} });
      rmSync(path.join(dataDir, 'keys', missing));
      const next = await loadKeys({ dataDir, env: {} });
      expect(next.publicKeyPem).not.toBe(first.publicKeyPem);
      expect(await signAndVerify(next)).toBe('ES256');
      expect(await exportSPKI(next.publicKey)).toBe(next.publicKeyPem);
    });
  }
});
