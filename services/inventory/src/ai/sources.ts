// The sources of the AI engine's lines (packages/contracts/src/ai/ai-sources.ts): spans of the
// text the person gave, or the visit records a line was built from. The rules engine knows which
// match made a line and records its span; a language model's claimed quote is looked up in the
// input here, and a quote that is not there is no source (a model's word is never taken for one).
import type { AiSourceKind } from '@vetchart/contracts/ai/ai-sources';

export interface AiSource {
  kind: AiSourceKind;
  label: string;
  quote: string | null;
  start: number | null;
  end: number | null;
}

export interface AiLine {
  text: string;
  sources: AiSource[];
}

/** A span of the input text as a source. */
export function spanSource(kind: AiSourceKind, label: string, input: string, start: number, end: number): AiSource {
  return { kind, label, quote: input.slice(start, end), start, end };
}

/** A record (a plan row, a charted value, a result) as a source, quoting what the line used. */
export function recordSource(kind: AiSourceKind, label: string, quote: string | null = null): AiSource {
  return { kind, label, quote: quote?.trim() || null, start: null, end: null };
}

const squash = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

// The last input squashed (see squashWithOffsets).
let lastSquashed: { input: string; text: string; at: number[] } | null = null;

/**
 * The input lower-cased with each run of spaces as one space, and where each of its characters
 * stands in the input: a quote is then found with indexOf (linear, whatever the model sends)
 * rather than a pattern built from its words.
 */
function squashWithOffsets(input: string): { text: string; at: number[] } {
  // One input is usually looked up many times in a row (each line of a generated note, each
  // evidence of a triage answer): its squashed form is kept for the next lookup.
  if (lastSquashed?.input === input) return lastSquashed;
  let text = '';
  const at: number[] = [];
  let inSpace = true;
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index]!;
    if (/\s/.test(char)) {
      if (!inSpace) {
        text += ' ';
        at.push(index);
      }
      inSpace = true;
      continue;
    }
    const lower = char.toLowerCase();
    // A character whose lower case is longer (İ) is kept as it is, so offsets stay one to one.
    text += lower.length === 1 ? lower : char;
    at.push(index);
    inSpace = false;
  }
  lastSquashed = { input, text, at };
  return lastSquashed;
}

/**
 * Where a claimed quote occurs in the input, compared without case and with any run of spaces
 * matching any other; null when it does not occur (or is too short to point at anything).
 */
export function findQuote(input: string, quote: string): { start: number; end: number } | null {
  const wanted = squash(quote).replace(/^["'“”]+|["'“”.,;:]+$/g, '');
  if (wanted.length < 3) return null;
  const { text, at } = squashWithOffsets(input);
  const found = text.indexOf(wanted);
  return found < 0 ? null : { start: at[found]!, end: at[found + wanted.length - 1]! + 1 };
}

/** A model's claimed quote as a span source of the input, or null when it is not in the input. */
export function verifiedQuote(kind: AiSourceKind, label: string, input: string, quote: string | null | undefined): AiSource | null {
  if (!quote) return null;
  const found = findQuote(input, quote);
  return found ? spanSource(kind, label, input, found.start, found.end) : null;
}

/** Each line of a text (blank lines left out) with the same sources. */
export function linesWith(text: string, sources: AiSource[]): AiLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({ text: line, sources }));
}
