import { describe, expect, it } from 'vitest';
import {
  CONTENT_REQUIRED,
  CONTENT_TOO_LONG,
  TEXT_REQUIRED_ON_CREATE as RECOMMENDATION_REQUIRED,
  TEXT_REQUIRED_ON_EDIT as TEXT_REQUIRED,
  TEXT_TOO_LONG,
} from '@vetchart/contracts/ai/knowledge-base';
import { entryFormSchema } from './aiKnowledgeBaseForm';

const messages = (mode: 'create' | 'edit', values: { content: string; text: string }) => {
  const result = entryFormSchema(mode).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('AI knowledge base entry form (spec 003 section 5)', () => {
  it('asks for the search content and the recommendation, with the create and edit wording', () => {
    expect(messages('create', { content: ' ', text: '' })).toEqual([`content: ${CONTENT_REQUIRED}`, `text: ${RECOMMENDATION_REQUIRED}`]);
    expect(messages('edit', { content: '', text: '  ' })).toEqual([`content: ${CONTENT_REQUIRED}`, `text: ${TEXT_REQUIRED}`]);
  });

  it('keeps each text to 2000 characters and trims what it saves', () => {
    expect(messages('create', { content: 'a'.repeat(2001), text: 'b'.repeat(2001) })).toEqual([`content: ${CONTENT_TOO_LONG}`, `text: ${TEXT_TOO_LONG}`]);
    expect(entryFormSchema('edit').parse({ content: ' vomiting dog ', text: 'a'.repeat(2000) })).toEqual({ content: 'vomiting dog', text: 'a'.repeat(2000) });
  });
});
