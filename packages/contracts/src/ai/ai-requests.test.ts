import { describe, expect, it } from 'vitest';
import {
  AUDIO_FORMAT,
  TEXT_REQUIRED,
  TRIAGE_REQUIRED,
  aiCleanUpWire,
  aiPhysicalExamWire,
  aiRecommendationsWire,
  aiRewriteWire,
  aiSettingsUpdateWire,
  aiTranscribeWire,
  aiTriageWire,
  canvasChatWire,
  soapNoteWire,
} from './ai-requests.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const template = { name: 'SOAP', sections: [{ section: 'Subjective', value: 'What the owner says.', fields: [{ name: 'Complaint', hint: null }] }] };

describe('the AI engine bodies', () => {
  it('reads a recommendations body into camelCase; absent and null are the same', () => {
    expect(aiRecommendationsWire.parse({ complaint: 'Vomiting', triage_notes: null, main_cases: [3], voice_text: 'more' })).toEqual({
      complaint: 'Vomiting',
      triageNotes: null,
      observations: undefined,
      mainCases: [3],
      differentials: undefined,
      ruleouts: undefined,
      voiceText: 'more',
      specieId: undefined,
    });
    expect(issues(aiRecommendationsWire.safeParse({ specie_id: 'dog', complaint: 'x'.repeat(5001) }))).toEqual([
      { path: 'complaint', message: 'Text must be at most 5000 characters.' },
      { path: 'specie_id', message: 'specie_id must be a specie id.' },
    ]);
  });

  it("keeps Generate SOAP's body in its snake_case keys, as the engine hands it to a model; the charted values are {} and the result lists [] when left out", () => {
    const note = soapNoteWire.parse({ template, visit: { subjective_filled_by: 'pet_parent', results: { in_house: ['Normal'] } } });
    expect(note.triage_text).toBe('');
    expect(note.template.sections[0]!.fields).toEqual([{ name: 'Complaint', hint: '' }]);
    expect(note.visit).toEqual({
      pet: undefined,
      subjective: {},
      subjective_filled_by: 'pet_parent',
      objective: {},
      plan: undefined,
      results: { lab: [], in_house: ['Normal'], diagnosis: [] },
    });
    expect(soapNoteWire.parse({ template, visit: null }).visit).toMatchObject({ subjective: {}, objective: {} });
    expect(issues(soapNoteWire.safeParse({ template: { sections: [] } }))).toEqual([{ path: 'template.sections', message: 'The template has no sections.' }]);
  });

  it('wants a message of the person in a canvas chat, and only user and assistant roles', () => {
    expect(issues(canvasChatWire.safeParse({ template, messages: [{ role: 'assistant', content: 'Hello' }] }))).toEqual([{ path: 'messages', message: 'Write a message first.' }]);
    expect(issues(canvasChatWire.safeParse({ template, messages: [] }))).toEqual([
      { path: 'messages', message: 'Messages are required.' },
      { path: 'messages', message: 'Write a message first.' },
    ]);
    expect(issues(canvasChatWire.safeParse({ template, messages: [{ role: 'system', content: 'Hi' }] })).map((issue) => issue.path)).toEqual(['messages.0.role']);
  });

  it('reads a triage note trimmed; a blank or over-long one has the triage messages', () => {
    expect(aiTriageWire.parse({ query: ' Vomiting since Tuesday ', species: ' Dog ' })).toEqual({ query: 'Vomiting since Tuesday', species: 'Dog' });
    expect(issues(aiTriageWire.safeParse({ query: '   ' }))).toEqual([{ path: 'query', message: TRIAGE_REQUIRED }]);
    expect(issues(aiTriageWire.safeParse({}))).toEqual([{ path: 'query', message: TRIAGE_REQUIRED }]);
    expect(issues(aiTriageWire.safeParse({ query: 'x'.repeat(10_001) }))).toEqual([{ path: 'query', message: 'Triage note must be at most 10000 characters.' }]);
  });

  it('wants a text to clean up, and unique keys and one text not blank to rewrite', () => {
    expect(aiCleanUpWire.parse({ text: ' pt bar ' })).toEqual({ text: ' pt bar ' });
    expect(issues(aiCleanUpWire.safeParse({ text: ' ' }))).toEqual([{ path: 'text', message: TEXT_REQUIRED }]);
    expect(aiRewriteWire.parse({ texts: [{ key: ' a ', text: 'x' }] })).toEqual({ texts: [{ key: 'a', text: 'x' }] });
    expect(issues(aiRewriteWire.safeParse({ texts: [] }))).toEqual([
      { path: 'texts', message: 'Texts are required.' },
      { path: 'texts', message: TEXT_REQUIRED },
    ]);
    expect(issues(aiRewriteWire.safeParse({ texts: [{ key: 'a', text: ' ' }, { key: 'a', text: '' }] }))).toEqual([
      { path: 'texts', message: 'Each key must be unique.' },
      { path: 'texts', message: TEXT_REQUIRED },
    ]);
  });

  it('reads a recording, the physical exam and the AI setting into camelCase, their messages on the JSON paths', () => {
    expect(aiTranscribeWire.parse({ data_uri: 'data:audio/webm;base64,AAAA', prompt: null })).toEqual({ dataUri: 'data:audio/webm;base64,AAAA', prompt: null });
    expect(issues(aiTranscribeWire.safeParse({ data_uri: '' }))).toEqual([{ path: 'data_uri', message: AUDIO_FORMAT }]);
    expect(aiPhysicalExamWire.parse({ observations: ' BAR, heart normal ', specie_id: 's1' })).toEqual({ observations: 'BAR, heart normal', specieId: 's1' });
    expect(issues(aiPhysicalExamWire.safeParse({ observations: ' ' }))).toEqual([{ path: 'observations', message: 'Observations are required.' }]);
    expect(aiSettingsUpdateWire.parse({ smart_recommendations: false })).toEqual({ smartRecommendations: false });
    expect(issues(aiSettingsUpdateWire.safeParse({ smart_recommendations: 'on' }))).toEqual([{ path: 'smart_recommendations', message: 'smart_recommendations must be true or false.' }]);
  });
});
