// SoapCanvasChatMessage: one message of the canvas's chat session on /d/SOAPCanvas (PLAN-19
// decision 7): who wrote it ('user' or 'assistant'), its text and when (ISO UTC).
import { builder } from '../builder.ts';
import type { SoapCanvasChatMessageRecord } from './soap-canvas-wire.ts';

export const SoapCanvasChatMessageType = builder.objectRef<SoapCanvasChatMessageRecord>('SoapCanvasChatMessage').implement({
  fields: (t) => ({
    role: t.exposeString('role', { description: "'user' or 'assistant'." }),
    content: t.exposeString('content'),
    at: t.exposeString('at'),
  }),
});
