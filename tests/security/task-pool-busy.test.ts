// Heavy work waits in a bounded queue: when the task pool's threads and queue are all taken, a
// template upload is answered at once with 503 and Retry-After instead of waiting behind the rest,
// and the product takes uploads again as soon as the pool has room. One thread and no queue here,
// so that a few uploads at once fill it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POOL_BUSY } from '@vetchart/platform/task-pool';
import { pdfOfPages } from './attack-files.ts';
import { startProbeProduct, type ProbeProduct } from './product.ts';

const saved = { threads: process.env.TASK_THREADS, queue: process.env.TASK_QUEUE };

let product: ProbeProduct;
let token: string;
beforeAll(async () => {
  // Read when this process's pool is made, at the first upload.
  process.env.TASK_THREADS = '1';
  process.env.TASK_QUEUE = '0';
  product = await startProbeProduct();
  token = await product.signIn('tech@demo.vet');
});
afterAll(async () => {
  await product?.close();
  for (const [name, value] of [['TASK_THREADS', saved.threads], ['TASK_QUEUE', saved.queue]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function convert(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  const response = await fetch(`${product.url}/template-builder/convert`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as any };
}

it('answers 503 with Retry-After to uploads past the pool, then takes uploads again', async () => {
  // A PDF at the page cap: long enough to read (a few hundred ms) that the others arrive while it runs.
  const document = pdfOfPages(200, 'Weight: in kg\nTemperature: in C\nHeart rate: per minute');
  const answers = await Promise.all(Array.from({ length: 8 }, () => convert(document, 'exam.pdf', 'application/pdf')));
  const busy = answers.filter((answer) => answer.status === 503);
  expect(busy.length).toBeGreaterThan(0);
  for (const answer of busy) expect(answer).toEqual({ status: 503, retryAfter: '5', body: { message: POOL_BUSY } });
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);

  const again = await convert(new TextEncoder().encode('Subjective: Chief complaint, History\nPlan: Vaccines, Follow-up'), 'wellness.txt', 'text/plain');
  expect(again.status).toBe(200);
  expect(again.body.data.success).toBe(true);
});
