import { describe, expect, it } from 'vitest';
import { rewrittenLines, sentenceSpans } from './rewritten-lines.ts';

describe('sentenceSpans', () => {
  it('cuts at stops and line ends, never inside a number', () => {
    const text = 'Temp 39.2 C.  Lungs clear.\nNo V/D';
    expect(sentenceSpans(text).map((span) => [span.text, text.slice(span.start, span.end)])).toEqual([
      ['Temp 39.2 C.', 'Temp 39.2 C.'],
      ['Lungs clear.', 'Lungs clear.'],
      ['No V/D', 'No V/D'],
    ]);
  });
});

describe('rewrittenLines', () => {
  const original = 'pt vomitting x3 days.  drinking more than usual. on carprofen 75 mg bid';

  it("traces each cleaned sentence to the person's sentence it says again", () => {
    const lines = rewrittenLines('Patient vomiting for 3 days. Drinking more than usual. On carprofen 75 mg twice daily.', original, 'Text before clean-up');
    expect(lines.map((line) => line.sources.map((source) => original.slice(source.start!, source.end!)))).toEqual([
      ['pt vomitting x3 days.'],
      ['drinking more than usual.'],
      ['on carprofen 75 mg bid'],
    ]);
    expect(lines[0]!.sources[0]).toMatchObject({ kind: 'input', label: 'Text before clean-up' });
  });

  it('traces a sentence tidied in place (the rules engine) to the sentence in its place', () => {
    const lines = rewrittenLines('Vomiting/diarrhea x2d. Lungs clear.', 'V/D x2d. lungs clear', 'Text', { inPlace: true });
    expect(lines.map((line) => line.sources[0]!.quote)).toEqual(['V/D x2d.', 'lungs clear']);
  });

  it('gives no source to a sentence the text does not back: new words, or a number it does not state', () => {
    const lines = rewrittenLines('Prognosis is excellent with surgery. On carprofen 100 mg twice daily.', original, 'Text');
    expect(lines.map((line) => line.sources)).toEqual([[], []]);
  });
});
