import { describe, expect, it } from 'vitest';
import { fillModeFor, isBlank, keptDescription, undoOf } from './aiFill';

describe('AI fill rules (issue 27)', () => {
  it('Replace works as Append on a field holding a person’s words, and as Replace elsewhere', () => {
    const none = () => false;
    expect(fillModeFor('replace', 'a', 'Soft abdomen', none)).toBe('append');
    expect(fillModeFor('replace', 'a', ['Apoquel'], none)).toBe('append');
    expect(fillModeFor('replace', 'a', '  ', none)).toBe('replace');
    expect(fillModeFor('replace', 'a', [], none)).toBe('replace');
    expect(fillModeFor('replace', 'a', null, none)).toBe('replace');
    // The AI's own earlier answer, or a default nobody chose, is not a person's.
    expect(fillModeFor('replace', 'a', 'Tense', (path, value) => path === 'a' && value === 'Tense')).toBe('replace');
    expect(fillModeFor('append', 'a', '', none)).toBe('append');
  });

  it('knows blank values', () => {
    expect([isBlank(''), isBlank(' \n'), isBlank([]), isBlank(undefined), isBlank('x'), isBlank(['x']), isBlank(0)]).toEqual([true, true, true, true, false, false, false]);
  });

  it('Undo puts back each changed field that still holds the fill’s value', () => {
    const changes = [
      { path: 'complaint', before: 'Lethargic', after: 'Lethargic. Vomiting' },
      { path: 'duration', before: '', after: 'ACUTE' },
      { path: 'medications', before: [], after: ['Carprofen'] },
    ];
    const now: Record<string, unknown> = { complaint: 'Lethargic. Vomiting', duration: 'GRADUAL', medications: ['Carprofen'] };
    // The duration was changed by the person after the fill: it stays theirs.
    expect(undoOf(changes, (path) => now[path])).toEqual([
      { path: 'complaint', value: 'Lethargic' },
      { path: 'medications', value: [] },
    ]);
  });

  it('names the kept fields once', () => {
    expect(keptDescription([])).toBeUndefined();
    expect(keptDescription(['Result for Abdomen', 'Comment for Abdomen', 'Result for Abdomen'])).toBe(
      "Kept what was already written in Result for Abdomen, Comment for Abdomen: the AI's words were added after it, or left out where a choice was made.",
    );
  });
});
