// The rules engine's analyses as task-pool tasks (rules-off-thread.ts runs them): each takes one
// plain-data argument, as the worker thread hands it over.
import { physicalExamFromText } from './physical-exam.ts';
import { cleanUpText } from './rules/clean-up.ts';
import { analyseTriage, type TriageOptions } from './rules/triage.ts';
import { rulesChatReply, type CanvasChatInput } from './soap/canvas-chat.ts';
import type { CatalogueMedication } from './soap/drug-filter.ts';
import { rulesSoapNote, type SoapNoteInput } from './soap/soap-note.ts';

export const triageTask = ({ note, options }: { note: string; options: TriageOptions }) => analyseTriage(note, options);
export const cleanUpTask = ({ texts }: { texts: string[] }) => texts.map(cleanUpText);
export const soapNoteTask = ({ input, catalogue, now }: { input: SoapNoteInput; catalogue: CatalogueMedication[]; now: Date }) => rulesSoapNote(input, catalogue, now);
export const chatReplyTask = ({ input, catalogue, now }: { input: CanvasChatInput; catalogue: CatalogueMedication[]; now: Date }) => rulesChatReply(input, catalogue, now);
export const physicalExamTask = ({ observations }: { observations: string }) => physicalExamFromText(observations);
