// Chat on the older SOAP canvas (/d/SOAPCanvas; PLAN-19 decision 7): a session is the canvas's
// chat history plus its template. The rules engine answers honestly: it fills the template from
// the conversation (the person's messages read as triage text) and the visit's records with the
// same rules as Generate SOAP; its reply is that note alone, and its notice says it is the rules
// engine and what it could not fill. A configured model chats; its
// reply passes the same drug and dose guard as a generated note.
import { MAX_TRIAGE_CHARS, type CanvasChatRequest } from '@vetchart/contracts/ai/ai-requests';
import { z } from 'zod';
import type { AiEngine } from '../provider.ts';
import { RULES_TASKS } from '../rules-off-thread.ts';
import { runTask } from '@vetchart/platform/task-pool';
import { createDrugFilter } from './drug-filter.ts';
import type { AiLine, AiSource } from '../sources.ts';
import { approvedRows, visitAsRead, rulesSoapNote, droppedNotice, modelLineSources, recordLines, type CatalogueMedication } from './soap-note.ts';

/** The body of POST /ai/canvas-chat, as the contract reads it (snake_case: it goes to a model as it came). */
export type CanvasChatInput = CanvasChatRequest;

export interface CanvasChatReply {
  reply: string;
  provider: 'rules' | 'openai';
  notice: string | null;
  /** The reply's lines with where each came from (headings left out). */
  lines: AiLine[];
}

export const CONVERSATION_SOURCE_LABEL = 'Conversation';

/** The person's messages as the text the reply's spans point into. */
const conversationOf = (input: CanvasChatInput) =>
  input.messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content.trim())
    .filter(Boolean)
    .join('\n')
    // The rules read the latest triage-note's worth of the conversation: a full chat holds up to
    // 200 messages of 20,000 characters, far more than one note.
    .slice(-MAX_TRIAGE_CHARS);

const asConversation = (source: AiSource): AiSource => (source.kind === 'triage' ? { ...source, kind: 'transcript', label: CONVERSATION_SOURCE_LABEL } : source);

export const CHAT_RULES_NOTICE = 'The built-in rules engine fills the template from the conversation and the visit; it does not hold a conversation. A language model chats when one is configured.';

const replyAnswer = z.object({ reply: z.string() });
const REPLY_JSON_SCHEMA = { type: 'object', additionalProperties: false, required: ['reply'], properties: { reply: { type: 'string' } } };
const CHAT_SYSTEM = `You help a veterinarian write a SOAP note with the given template, from the conversation and the visit's records.
Answer in markdown. Use only what the records and the conversation state. Name only the drugs and doses of the treatment plan or the clinic catalogue given; never any other drug or dose.`;

export function rulesChatReply(input: CanvasChatInput, catalogue: CatalogueMedication[], now: Date = new Date()): CanvasChatReply {
  const conversation = conversationOf(input);
  const note = rulesSoapNote({ template: input.template, triage_text: conversation, visit: input.visit }, catalogue, now);
  const filled = note.sections.length - note.empty_sections.length;
  const name = input.template.name ? `the ${input.template.name} template` : 'the template';
  // The reply is the filled template alone: the final note starts from it and goes into the
  // medical record, so what the engine says of itself is the notice, never part of the reply.
  const notice = [
    `I filled ${filled} of ${note.sections.length} sections of ${name} from our conversation and the visit's records.`,
    note.empty_sections.length ? `Nothing found yet for: ${note.empty_sections.join(', ')}. Tell me more about these and I will add what I can read.` : null,
    CHAT_RULES_NOTICE,
    note.dropped ? droppedNotice(note.dropped) : null,
  ];
  const lines = note.sections.flatMap((section) => section.lines.map((line) => ({ text: line.text, sources: line.sources.map(asConversation) })));
  return { reply: note.markdown.trim(), provider: 'rules', notice: notice.filter(Boolean).join(' '), lines };
}

export async function canvasChat(engine: AiEngine, input: CanvasChatInput, catalogue: CatalogueMedication[], now: Date = new Date()): Promise<CanvasChatReply> {
  const model = engine.languageModel;
  if (!model) return runTask<CanvasChatReply>(RULES_TASKS, 'chatReplyTask', { input, catalogue, now });
  const user = JSON.stringify({
    template: input.template,
    visit: visitAsRead(input.visit),
    clinic_catalogue: catalogue.slice(0, 300).map((row) => row.name),
    conversation: input.messages.slice(-40),
  });
  const answer = await model.chatJson({ task: 'canvas-chat', system: CHAT_SYSTEM, user, schema: replyAnswer, jsonSchema: REPLY_JSON_SCHEMA });
  const filter = createDrugFilter(approvedRows(input.visit), catalogue);
  let dropped = 0;
  const reply = answer.reply
    .split('\n')
    .filter((line) => {
      if (filter.allows(line)) return true;
      dropped += 1;
      return false;
    })
    .join('\n')
    .trim();
  // A chatted line's source is found, never asked for: its words in the conversation or a record.
  const records = recordLines(visitAsRead(input.visit));
  const conversation = conversationOf(input);
  const lines = reply
    .split('\n')
    .filter((line) => line.trim() && !/^#{1,6}\s/.test(line))
    .map((line) => ({ text: line, sources: modelLineSources(line.replace(/^\s*(?:[-*]|\d+\.)\s+/, ''), conversation, records).map(asConversation) }));
  return { reply, provider: 'openai', notice: dropped ? droppedNotice(dropped) : null, lines };
}
