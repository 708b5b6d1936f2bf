import { describe, expect, it } from 'vitest';
import { findQuote, verifiedQuote } from './sources.ts';

describe('a claimed quote looked up in the input', () => {
  const note = 'Owner says:  Vomiting\n twice since yesterday. Drinking more.';

  it('is found whatever its case and spacing, with offsets into the input as written', () => {
    const found = findQuote(note, 'vomiting twice');
    expect(found).not.toBeNull();
    expect(note.slice(found!.start, found!.end)).toBe('Vomiting\n twice');
    expect(note.slice(findQuote(note, '“drinking more.”')!.start, findQuote(note, '“drinking more.”')!.end)).toBe('Drinking more');
  });

  it('is no source when the input does not hold it, or it is too short to point at anything', () => {
    expect(findQuote(note, 'lethargic for three days')).toBeNull();
    expect(findQuote(note, 'Vo')).toBeNull();
    expect(verifiedQuote('triage', 'Triage text', note, 'diarrhea since Monday')).toBeNull();
    expect(verifiedQuote('triage', 'Triage text', note, 'twice since yesterday')).toMatchObject({ kind: 'triage', quote: 'twice since yesterday' });
  });

  it('reads a long repetitive input against a long near-miss quote (no pattern built from the quote)', () => {
    const input = 'a '.repeat(10_000);
    expect(findQuote(input, `${'a '.repeat(2_000)}b`)).toBeNull();
    expect(findQuote(input, 'a a a')).toEqual({ start: 0, end: 5 });
  });
});
