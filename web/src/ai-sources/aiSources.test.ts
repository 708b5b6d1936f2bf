import { describe, expect, it } from 'vitest';
import { markedParts, spanOf, unsourcedCount } from './aiSources';

describe('markedParts', () => {
  it('marks the spans and keeps the rest, joining overlaps', () => {
    expect(markedParts('No vomiting but diarrhea x3 days', [{ start: 16, end: 24 }, { start: 3, end: 11 }, { start: 20, end: 27 }])).toEqual([
      { text: 'No ', marked: false },
      { text: 'vomiting', marked: true },
      { text: ' but ', marked: false },
      { text: 'diarrhea x3', marked: true },
      { text: ' days', marked: false },
    ]);
  });

  it('is the whole text unmarked without spans', () => {
    expect(markedParts('abc', [])).toEqual([{ text: 'abc', marked: false }]);
  });
});

describe('spanOf', () => {
  it('is a span only inside the text', () => {
    const source = { kind: 'TRIAGE', label: 'Triage text', quote: 'ab', start: 0, end: 2 };
    expect(spanOf(source, 'abc')).toEqual({ start: 0, end: 2 });
    expect(spanOf({ ...source, end: 9 }, 'abc')).toBeNull();
    expect(spanOf({ ...source, start: null, end: null }, 'abc')).toBeNull();
    // A span into another text than the one shown is not marked.
    expect(spanOf({ ...source, quote: 'xy' }, 'abc')).toBeNull();
  });
});

it('counts the lines without a source', () => {
  expect(unsourcedCount([{ lines: [{ text: 'a', sources: [] }, { text: 'b', sources: [{ kind: 'PLAN', label: 'Plan row', quote: null, start: null, end: null }] }] }, { lines: [{ text: 'c', sources: [] }] }])).toBe(2);
});
