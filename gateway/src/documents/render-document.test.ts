// The documents render on the task pool's worker threads: the same bytes as in this thread, images
// included, while this thread's event loop stays free.
import { afterAll, describe, expect, it } from 'vitest';
import { closeTaskPool } from '@vetchart/platform/task-pool';
import { renderDocument, renderDocumentOffThread } from './render-document.ts';
import { estimateInput } from './testing.ts';

afterAll(() => closeTaskPool());

describe('renderDocumentOffThread', () => {
  it('renders a signed estimate with its signature on a worker thread, byte for byte as in this thread', async () => {
    const request = { kind: 'treatment_plan' as const, input: estimateInput(40, { signed: true }) };
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const offThread = await renderDocumentOffThread(request);
    clearInterval(timer);
    expect(Buffer.isBuffer(offThread)).toBe(true);
    expect(offThread.subarray(0, 5).toString()).toBe('%PDF-');
    expect(offThread.equals(await renderDocument(request))).toBe(true);
    // The timer ran while the PDF was made elsewhere.
    expect(ticks).toBeGreaterThan(0);
  });
});
