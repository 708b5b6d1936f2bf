import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { aiLinesAnswer } from './ai-sources.ts';

describe('aiLinesAnswer', () => {
  it('reads lines with their sources, and none as an empty list', () => {
    expect(z.parse(aiLinesAnswer, undefined)).toEqual([]);
    expect(
      z.parse(aiLinesAnswer, [
        { text: 'Vomiting: Yes', sources: [{ kind: 'triage', label: 'Triage text', quote: 'vomiting', start: 4, end: 12 }] },
        { text: 'Reason: General health' },
      ]),
    ).toEqual([
      { text: 'Vomiting: Yes', sources: [{ kind: 'triage', label: 'Triage text', quote: 'vomiting', start: 4, end: 12 }] },
      { text: 'Reason: General health', sources: [] },
    ]);
  });

  it('reads an unknown kind as the input text, and a missing span as null', () => {
    expect(z.parse(aiLinesAnswer, [{ text: 'x', sources: [{ kind: 'other', label: 'L' }] }])).toEqual([{ text: 'x', sources: [{ kind: 'input', label: 'L', quote: null, start: null, end: null }] }]);
  });
});
