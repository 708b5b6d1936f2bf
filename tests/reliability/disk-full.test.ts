// What already holds, and must keep holding: a disk that fills while the product runs
// fails writes with a clear answer, keeps serving reads, and recovers once space is freed — the
// process stays up throughout. A tmpfs of our own stands for the disk (mounting needs root, as on
// CI's machine; elsewhere this is skipped).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startProductProcess, type ProductProcess } from './support.ts';

function mountFileSystem(size: string): string | null {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'vetchart-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mountPoint], { stdio: 'ignore' });
    return mountPoint;
  } catch {
    return null;
  }
}
const disk = mountFileSystem('256m');
const started: ProductProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((product) => product.stop('SIGKILL')));
});
afterAll(() => {
  if (disk) execFileSync('umount', ['-l', disk], { stdio: 'ignore' });
});

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string }[] } };
}

const ADD_PARENT = `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { __typename } }`;
const PARENTS = `query ($search: String) { petParents(first: 5, search: $search) { totalCount } }`;
const parent = (email: string) => ({ firstName: 'Ada', lastName: 'Byron', phoneNumber: '5125550100', email, address: { addressLine1: '1 Main Street', city: 'Austin', state: 'TX', zip: '78701' } });

describe.skipIf(!disk)('a disk that fills while the product runs', () => {
  it('fails writes, keeps reads, and recovers when space is freed', async () => {
    const dataDir = path.join(disk!, 'data');
    const product = startProductProcess({ DATA_DIR: dataDir, DEMO_DATA: 'true', GATEWAY_WORKERS: '0' });
    started.push(product);
    const url = await product.ready;
    const signIn = await graphql(url, `mutation { signIn(input: { email: "admin@demo.vet", password: "Demo!2345" }) { ... on SignInSuccess { session { accessToken } } } }`);
    const token = signIn.body.data.signIn.session.accessToken as string;
    expect((await graphql(url, ADD_PARENT, { input: parent(`before-${randomUUID()}@example.com`) }, token)).body.data.addPetParent.__typename).toBe('AddPetParentSuccess');

    // Fill the disk to the last byte.
    const filler = path.join(disk!, 'filler');
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": the disk is full.
    }
    // Writes fail (enough of them to need new pages on disk), with an answer rather than a crash.
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i += 1) {
      const answer = await graphql(url, ADD_PARENT, { input: parent(`full-${randomUUID()}@example.com`) }, token);
      if (answer.body.data?.addPetParent?.__typename !== 'AddPetParentSuccess') refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    // Reads still work, and the process is still up.
    const read = await graphql(url, PARENTS, {}, token);
    expect(read.body.data.petParents.totalCount).toBeGreaterThan(0);
    expect(product.child.exitCode).toBeNull();

    // Space comes back: writes work again without a restart.
    rmSync(filler, { force: true });
    const email = `after-${randomUUID()}@example.com`;
    await expect
      .poll(async () => (await graphql(url, ADD_PARENT, { input: parent(email) }, token)).body.data?.addPetParent?.__typename, { timeout: 20_000 })
      .toBe('AddPetParentSuccess');
    expect((await graphql(url, PARENTS, { search: email }, token)).body.data.petParents.totalCount).toBeGreaterThanOrEqual(1);
  });
});
