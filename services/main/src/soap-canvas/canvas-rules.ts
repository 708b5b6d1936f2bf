// The SOAP canvas's input rules and pure helpers (issue 19, PLAN-19 decisions 3, 4, 7;
// docs/rest-main-canvas.md): the spec's messages, the limits of a canvas record (markdown ≤ 200 KB,
// triage ≤ 20000 characters, ≤ 200 chat entries), who may finalize (a role whose name contains
// 'vet'), and the note split into the sections the practice system receives.
import { mayFinalizeSoap, NOT_A_VET } from '@vetchart/contracts/roles/role';
import { z } from 'zod';
import { optionalId } from '@vetchart/platform/text-limits';

export const CANVAS_MESSAGES = {
  selectTemplate: 'Please select a template before saving',
  templateNotFound: 'Template not found.',
  notFound: 'No SOAP note is saved for this visit.',
  finalized: 'Soap already finalized',
  saveFirst: 'You must save the SOAP notes before exporting to PIMs',
  notVet: NOT_A_VET,
  exported: 'SOAP data exported to PIMs successfully',
  exportFailed: (message: string) => `Failed to export to PIMs: ${message}`,
  notConnected: 'The practice system is not connected yet. Connect it under Integrations.',
  noteTooLarge: 'The SOAP note can be at most 200 KB.',
  promptTooLong: 'The triage text can be at most 20000 characters.',
  messageTooLong: 'A chat message can be at most 20000 characters.',
  noMessages: 'Send at least one chat message.',
  historyFull: 'The chat history can hold at most 200 messages.',
  role: "A chat message's role is 'user' or 'assistant'.",
  versionRequired: 'based_on_version is required.',
} as const;

const M = CANVAS_MESSAGES;
export const MAX_NOTE_BYTES = 200 * 1024;
export const MAX_PROMPT = 20_000;
export const MAX_CHAT_ENTRIES = 200;

const templateCode = z
  .string({ error: M.selectTemplate })
  .trim()
  .min(1, M.selectTemplate)
  .max(40, M.templateNotFound);
const canvasData = z.object({
  final_soap: z.string().optional().default('').refine((text) => Buffer.byteLength(text) <= MAX_NOTE_BYTES, M.noteTooLarge),
  prompt: z.string().max(MAX_PROMPT, M.promptTooLong).optional().default(''),
});
const version = z.number({ error: M.versionRequired }).int();
const modification = optionalId();

export const createCanvasBody = z.object({ template_code: templateCode, data: canvasData.optional().default({ final_soap: '', prompt: '' }), visit_modification_id: modification });
export const updateCanvasBody = createCanvasBody.extend({ based_on_version: version });
export const chatBody = z.object({
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant'], { error: M.role }), content: z.string().max(MAX_PROMPT, M.messageTooLong) }), { error: M.noMessages })
    .min(1, M.noMessages)
    .max(MAX_CHAT_ENTRIES, M.historyFull),
  based_on_version: version,
  visit_modification_id: modification,
});
export const finalizeBody = z.object({ based_on_version: version, visit_modification_id: modification });

export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
  at: string;
}
export interface CanvasData {
  final_soap: string;
  prompt: string;
  chat_history: ChatEntry[];
}

/** Decision 4: only a person whose role name contains 'vet' (any case) finalizes a note: the contract's rule. */
export const mayFinalize = mayFinalizeSoap;

/**
 * The note as the practice system's sections: split at its `## ` headings (the heading is the
 * section, the text under it the value); text before the first heading, or a note with no
 * heading, is a section 'SOAP'.
 */
export function noteSections(markdown: string): Array<{ section: string; value: string }> {
  const sections: Array<{ section: string; lines: string[] }> = [{ section: 'SOAP', lines: [] }];
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading && !line.startsWith('###')) sections.push({ section: heading[1]!, lines: [] });
    else sections[sections.length - 1]!.lines.push(line);
  }
  const result = sections.map((entry) => ({ section: entry.section, value: entry.lines.join('\n').trim() }));
  const [preamble, ...rest] = result;
  return rest.length && !preamble!.value ? rest : rest.length ? [preamble!, ...rest] : [preamble!];
}
