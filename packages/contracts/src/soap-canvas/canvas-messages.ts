// The SOAP canvas's messages, apart from its schemas (soap-canvas.ts re-exports them): the web's
// canvas screens show them without loading zod and the contracts' schemas with the screen.
import { NOT_A_VET } from '../roles/role.ts';

export const CANVAS_MESSAGES = {
  selectTemplate: 'Please select a template before saving',
  templateNotFound: 'Template not found.',
  notFound: 'No SOAP note is saved for this visit.',
  finalized: 'Soap already finalized',
  saveFirst: 'You must save the SOAP notes before exporting to PIMs',
  notVet: NOT_A_VET,
  exported: 'SOAP data exported to PIMs successfully',
  noteTooLarge: 'The SOAP note can be at most 200 KB.',
  promptTooLong: 'The triage text can be at most 20000 characters.',
  messageTooLong: 'A chat message can be at most 20000 characters.',
  noMessages: 'Send at least one chat message.',
  historyFull: 'The chat history can hold at most 200 messages.',
  role: "A chat message's role is 'user' or 'assistant'.",
  versionRequired: 'based_on_version is required.',
} as const;
