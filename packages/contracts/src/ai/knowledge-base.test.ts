import { describe, expect, it } from 'vitest';
import { CONTENT_REQUIRED, CONTENT_TOO_LONG, TEXT_REQUIRED_ON_CREATE, TEXT_REQUIRED_ON_EDIT, TEXT_TOO_LONG, knowledgeEntryCreateWire, knowledgeEntryEditWire, knowledgeEntryForm } from './knowledge-base.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the AI knowledge base entry (POST /ai/embed, PATCH /ai/embed/{id})', () => {
  it("wants both texts on create, with the spec's messages, trimmed and at most 2000 characters", () => {
    expect(knowledgeEntryCreateWire.parse({ content: ' vomiting ', text: 'Maropitant' })).toEqual({ content: 'vomiting', text: 'Maropitant' });
    expect(issues(knowledgeEntryCreateWire.safeParse({ content: ' ' }))).toEqual([
      { path: 'content', message: CONTENT_REQUIRED },
      { path: 'text', message: TEXT_REQUIRED_ON_CREATE },
    ]);
    expect(issues(knowledgeEntryCreateWire.safeParse({ content: 'x'.repeat(2001), text: 'y'.repeat(2001) }))).toEqual([
      { path: 'content', message: CONTENT_TOO_LONG },
      { path: 'text', message: TEXT_TOO_LONG },
    ]);
  });

  it("changes what an edit gives; a text given blank has the edit's message", () => {
    expect(knowledgeEntryEditWire.parse({ text: ' Cerenia ' })).toEqual({ text: 'Cerenia' });
    expect(issues(knowledgeEntryEditWire.safeParse({ text: '' }))).toEqual([{ path: 'text', message: TEXT_REQUIRED_ON_EDIT }]);
  });

  it("wants both texts in the web's form, the recommendation's message by mode", () => {
    expect(issues(knowledgeEntryForm('edit').safeParse({ content: 'a', text: ' ' }))).toEqual([{ path: 'text', message: TEXT_REQUIRED_ON_EDIT }]);
    expect(issues(knowledgeEntryForm('create').safeParse({ content: 'a', text: '' }))).toEqual([{ path: 'text', message: TEXT_REQUIRED_ON_CREATE }]);
  });
});
