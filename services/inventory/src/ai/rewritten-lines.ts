// The sources of a cleaned-up or re-written text's lines: each sentence of the new text is traced
// to the sentence of the person's text it says again — the one sharing most of its words, holding
// every number it states — and that sentence's span is its source. A sentence no sentence of the
// text backs (new words, a number the text does not have) has no source: it is the AI's own.
import type { AiSourceKind } from '@vetchart/contracts/ai/ai-sources';
import { spanSource, type AiLine } from './sources.ts';

interface Sentence {
  text: string;
  start: number;
  end: number;
}

/** The text's sentences with their offsets (a full stop between digits, as in 39.2, does not end one). */
export function sentenceSpans(text: string): Sentence[] {
  const spans: Sentence[] = [];
  for (const match of text.matchAll(/[^\n]+/g)) {
    let from = 0;
    const line = match[0];
    for (const stop of line.matchAll(/(?<=[.!?])(?!\d)\s+/g)) {
      spans.push({ text: line.slice(from, stop.index), start: match.index + from, end: match.index + stop.index });
      from = stop.index + stop[0].length;
    }
    spans.push({ text: line.slice(from), start: match.index + from, end: match.index + line.length });
  }
  return spans
    .map((span) => {
      const lead = span.text.length - span.text.trimStart().length;
      const trimmed = span.text.trim();
      return { text: trimmed, start: span.start + lead, end: span.start + lead + trimmed.length };
    })
    .filter((span) => span.text);
}

const wordsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]{2,}|\d+(?:\.\d+)?/g) ?? []).map((word) => word.replace(/s$/, '')));
const numbersOf = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

/** How much of the new sentence's words the old one holds (0 to 1). */
function overlap(next: Set<string>, old: Set<string>): number {
  if (next.size === 0) return 0;
  let shared = 0;
  for (const word of next) if (old.has(word)) shared += 1;
  return shared / next.size;
}

/** At least this share of a sentence's words must be in the person's sentence for it to be its source. */
export const MIN_OVERLAP = 0.4;

/**
 * The new text's sentences as lines, each with the span of the person's sentence it says again.
 * `inPlace`: the text was tidied sentence by sentence (the rules engine's clean-up, which expands
 * 'V/D' into words the person did not write), so with as many sentences as before each sentence's
 * source is the one in its place.
 */
export function rewrittenLines(improved: string, original: string, label: string, { kind = 'input', inPlace = false }: { kind?: AiSourceKind; inPlace?: boolean } = {}): AiLine[] {
  const before = sentenceSpans(original).map((sentence) => ({ ...sentence, words: wordsOf(sentence.text), numbers: new Set(numbersOf(sentence.text)) }));
  const after = sentenceSpans(improved);
  if (inPlace && after.length === before.length) return after.map((sentence, index) => ({ text: sentence.text, sources: [spanSource(kind, label, original, before[index]!.start, before[index]!.end)] }));
  return after.map((sentence) => {
    const words = wordsOf(sentence.text);
    const numbers = numbersOf(sentence.text);
    let best: (typeof before)[number] | undefined;
    let bestScore = MIN_OVERLAP - Number.EPSILON;
    for (const candidate of before) {
      if (!numbers.every((number) => candidate.numbers.has(number))) continue;
      const score = overlap(words, candidate.words);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    return { text: sentence.text, sources: best ? [spanSource(kind, label, original, best.start, best.end)] : [] };
  });
}
