// A document's PDF from its request (document-inputs.ts): plain data in, the bytes out, with no
// state of the gateway's, so it can run in a worker thread. The same request always gives the
// same bytes (pdf-layout.ts), which is what lets document-cache.ts answer a copy.
import { runTask, warmTaskPool } from '@vetchart/platform/task-pool';
import type { DocumentRequest } from './document-inputs.ts';
import { renderFinalSummaryPdf } from './final-summary-pdf.ts';
import { renderSoapNotePdf } from './soap-note-pdf.ts';
import { renderTakeHomePdf } from './take-home-pdf.ts';
import { renderEstimatePdf } from './treatment-plan-pdf.ts';

export type DocumentRenderer = (request: DocumentRequest) => Promise<Buffer>;

export const renderDocument: DocumentRenderer = async (request) => {
  switch (request.kind) {
    case 'treatment_plan':
      return renderEstimatePdf(request.input);
    case 'soap_note':
      return renderSoapNotePdf(request.input);
    case 'take_home':
      return renderTakeHomePdf(request.input);
    case 'final_summary':
      return renderFinalSummaryPdf(request.input);
  }
};

/**
 * renderDocument in the process's task pool (@vetchart/platform/task-pool): a large document
 * renders on a worker thread with a time and memory limit, and the gateway's event loop keeps
 * answering everyone else meanwhile.
 */
export const renderDocumentOffThread: DocumentRenderer = async (request) =>
  Buffer.from(await runTask<Uint8Array>(new URL(import.meta.url), 'renderDocumentTask', request));

/** Keeps a pool thread with the renderers loaded (a gateway process calls it at start). */
export const warmDocumentRenderer = () => warmTaskPool([{ module: new URL(import.meta.url), name: 'warmTask' }]);

/** Loading this module loads the renderers: nothing else to do. */
export const warmTask = () => true;

/** The pool's task: the images' Buffers cross the thread boundary as Uint8Arrays and are Buffers again here. */
export async function renderDocumentTask(request: DocumentRequest): Promise<Uint8Array> {
  return renderDocument(withBuffers(request));
}

function withBuffers<T>(value: T): T {
  if (value instanceof Uint8Array) return (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)) as T;
  if (Array.isArray(value)) return value.map(withBuffers) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withBuffers(entry)])) as T;
  }
  return value;
}
