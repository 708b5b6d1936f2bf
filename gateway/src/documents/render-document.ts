// A document's PDF from its request (document-inputs.ts): plain data in, the bytes out, with no
// state of the gateway's, so it can run in a worker thread. The same request always gives the
// same bytes (pdf-layout.ts), which is what lets document-cache.ts answer a copy.
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
