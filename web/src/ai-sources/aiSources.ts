// The AI lines' sources as the web shows them (AiSourcesPanel.tsx): their shape, and the cutting
// of the input text into the parts a selected line's spans mark.
export const NO_SOURCE = 'No source — check this line';

export interface AiSourceData {
  readonly kind: string;
  readonly label: string;
  readonly quote: string | null | undefined;
  readonly start: number | null | undefined;
  readonly end: number | null | undefined;
}

export interface AiLineData {
  readonly text: string;
  readonly sources: ReadonlyArray<AiSourceData>;
}

/** Lines under a heading (a generated note's section); no heading for a flat list. */
export interface AiLineGroup {
  readonly heading?: string;
  readonly lines: ReadonlyArray<AiLineData>;
}

/**
 * A span of the input text, where the source is one (a record source has none) and the text shown
 * holds its quoted words there: a span into another text is shown by its quote, never marked.
 */
export function spanOf(source: AiSourceData, input: string): { start: number; end: number } | null {
  const { start, end } = source;
  if (start == null || end == null || start < 0 || end <= start || end > input.length) return null;
  if (source.quote != null && input.slice(start, end) !== source.quote) return null;
  return { start, end };
}

export interface TextPart {
  text: string;
  marked: boolean;
}

/** The input cut into plain and marked parts, overlapping spans joined, in the text's order. */
export function markedParts(input: string, spans: ReadonlyArray<{ start: number; end: number }>): TextPart[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  const parts: TextPart[] = [];
  let at = 0;
  for (const span of merged) {
    if (span.start > at) parts.push({ text: input.slice(at, span.start), marked: false });
    parts.push({ text: input.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (at < input.length) parts.push({ text: input.slice(at), marked: false });
  return parts;
}

/** How many of the lines have no source. */
export const unsourcedCount = (groups: ReadonlyArray<AiLineGroup>) => groups.reduce((count, group) => count + group.lines.filter((line) => line.sources.length === 0).length, 0);
