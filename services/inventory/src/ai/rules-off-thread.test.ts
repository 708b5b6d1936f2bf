// The rules engine's analyses run on the task pool's threads, and answer there exactly what they
// answer in the request's thread.
import { afterAll, describe, expect, it } from 'vitest';
import { closeTaskPool, runTask, taskPool } from '@vetchart/platform/task-pool';
import { createAiEngine } from './engine.ts';
import { cleanUp, rewrite, triage } from './language.ts';
import { physicalExamFromText } from './physical-exam.ts';
import { loadAiConfig } from './provider.ts';
import { cleanUpText } from './rules/clean-up.ts';
import { analyseTriage } from './rules/triage.ts';
import { RULES_TASKS } from './rules-off-thread.ts';
import { canvasChatWire, soapNoteWire } from '@vetchart/contracts/ai/ai-requests';
import { canvasChat, rulesChatReply } from './soap/canvas-chat.ts';
import { generateSoapNote, rulesSoapNote } from './soap/soap-note.ts';

afterAll(() => closeTaskPool());

const engine = createAiEngine(loadAiConfig({}));
const note = 'Max has vomited 3x since Tuesday, no diarrhea. Drinking more than usual. On Apoquel 16 mg once daily; pu/pd noted.';
const now = new Date('2026-11-27T15:00:00Z');
const template = { name: 'Sick Visit', sections: [{ section: 'Subjective', value: 'History', fields: [] }, { section: 'Plan', value: '', fields: [] }] };
const visit = { pet: { name: 'Max', species: 'Canine' }, subjective: {}, objective: {} };
const catalogue = [{ name: 'Oclacitinib (Apoquel) 16 mg tablet', details: '0.4-0.6 mg/kg twice daily' }];

/** How many tasks the process's pool has finished. */
const completed = () => taskPool().stats().completed;

describe('the rules engine off the request thread', () => {
  it('triage, clean-up and rewrite run as pool tasks and answer what the rules answer in-thread', async () => {
    const before = completed();
    expect(await triage(engine, note, { now })).toEqual(analyseTriage(note, { now }));
    expect(await cleanUp(engine, note)).toEqual(cleanUpText(note));
    expect((await rewrite(engine, [{ key: 'a', text: note }])).improved_texts).toEqual([{ key: 'a', text: cleanUpText(note).improved_text }]);
    expect(completed() - before).toBe(3);
  });

  it('Generate SOAP, the canvas chat and the exam from text run as pool tasks with the same answers', async () => {
    const before = completed();
    // As the routes read them (zod fills the defaults).
    const input = soapNoteWire.parse({ template, triage_text: note, visit });
    expect(await generateSoapNote(engine, input, catalogue, now)).toEqual(rulesSoapNote(input, catalogue, now));
    const chat = canvasChatWire.parse({ template, visit, messages: [{ role: 'user', content: note }] });
    expect(await canvasChat(engine, chat, catalogue, now)).toEqual(rulesChatReply(chat, catalogue, now));
    expect(await runTask(RULES_TASKS, 'physicalExamTask', { observations: 'Ears: mild erythema. Heart normal.' })).toEqual(physicalExamFromText('Ears: mild erythema. Heart normal.'));
    expect(completed() - before).toBe(3);
  });
});
