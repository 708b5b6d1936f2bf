// The rules engine's analyses and the template builder's document reading as task-pool tasks
// (rules-off-thread.ts runs them): each takes one plain-data argument, as the worker thread hands
// it over. A document the builder refuses is an HttpError here, so its 422 crosses back as it is.
import { HttpError } from '@vetchart/platform/http';
import { physicalExamFromText } from './physical-exam.ts';
import { cleanUpText } from './rules/clean-up.ts';
import { analyseTriage, type TriageOptions } from './rules/triage.ts';
import { rulesChatReply, type CanvasChatInput } from './soap/canvas-chat.ts';
import type { CatalogueMedication } from './soap/drug-filter.ts';
import { rulesSoapNote, type SoapNoteInput } from './soap/soap-note.ts';
import { convertWithRules } from './soap/template/convert.ts';
import { UnreadableFileError, extractText } from './soap/template/extract-text.ts';
import { DocumentLimitError } from './soap/template/limits.ts';

export const triageTask = ({ note, options }: { note: string; options: TriageOptions }) => analyseTriage(note, options);
export const cleanUpTask = ({ texts }: { texts: string[] }) => texts.map(cleanUpText);
export const soapNoteTask = ({ input, catalogue, now }: { input: SoapNoteInput; catalogue: CatalogueMedication[]; now: Date }) => rulesSoapNote(input, catalogue, now);
export const chatReplyTask = ({ input, catalogue, now }: { input: CanvasChatInput; catalogue: CatalogueMedication[]; now: Date }) => rulesChatReply(input, catalogue, now);
export const physicalExamTask = ({ observations }: { observations: string }) => physicalExamFromText(observations);

export async function extractTextTask({ bytes, extension }: { bytes: Uint8Array; extension: string }): Promise<string> {
  try {
    return await extractText(bytes, extension);
  } catch (error) {
    if (error instanceof UnreadableFileError || error instanceof DocumentLimitError) throw new HttpError(422, error.message);
    throw error;
  }
}
export const convertWithRulesTask = ({ text }: { text: string }) => convertWithRules(text);

/** Loads this module's dependencies and pdf.js, so that the thread is ready before the first request. */
export async function warmTask(): Promise<true> {
  await import('pdfjs-dist/legacy/build/pdf.mjs');
  return true;
}
