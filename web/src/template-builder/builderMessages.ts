// The template builder's conversation (spec 003 sections 3, 4): user messages (text and an optional
// file), bot messages (text, the raw text of a reply that is not a template, failures) and template
// messages (a parsed template in preview, edit or save mode).
import type { TemplateMode } from './TemplateMessage';
import type { ParsedTemplate } from './parsedTemplate';

export const NON_TEMPLATE_LABEL = '(Non-template format detected)';
export const GENERATE_FAILED_TITLE = 'Failed to generate template';
export const GENERATE_FAILED_BOT = 'Failed to generate template. Please try again.';
export const GENERATE_ERROR_BOT = 'Sorry, there was an error generating the template. Please try again.';

export type BuilderMessage =
  | { id: number; type: 'user'; text: string; fileName: string | null; at: Date }
  | { id: number; type: 'bot'; text: string; raw: boolean; notice: string | null; at: Date }
  | { id: number; type: 'template'; template: ParsedTemplate; mode: TemplateMode; savedAs: string | null; notice: string | null; at: Date };

export const messageTime = (at: Date) => at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** A message as it is added: its id and time are given by the conversation. */
export type NewBuilderMessage = BuilderMessage extends infer M ? (M extends BuilderMessage ? Omit<M, 'id' | 'at'> : never) : never;
