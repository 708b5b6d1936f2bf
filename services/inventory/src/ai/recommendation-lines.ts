// The recommendations' lines (one per suggestion) with their sources: the words of the visit's
// notes the suggestion was matched on, each found again in the note that holds them (chief
// complaint, triage notes, observations, the AI prompt, the rule outs) and quoted in its clause,
// and the clinic's knowledge-base entry it came from. Matched words no note holds are no source:
// a suggestion resting on nothing the visit says is shown as having none.
import type { AiSourceKind } from '@vetchart/contracts/ai/ai-sources';
import type { RecommendationInput, Recommendations, Suggestion } from './recommendations.ts';
import { findQuote, recordSource, type AiLine, type AiSource } from './sources.ts';

const LIST_NAMES = [
  ['diagnostics', 'Diagnostic'],
  ['services', 'Service'],
  ['medications', 'Medication'],
] as const;

/** The visit's notes the suggestions are drawn from, each with what it is. */
function notesOf(input: RecommendationInput): { kind: AiSourceKind; label: string; text: string }[] {
  const notes: { kind: AiSourceKind; label: string; text: string | null | undefined }[] = [
    { kind: 'subjective', label: 'Chief complaint', text: input.complaint },
    { kind: 'triage', label: 'Triage notes', text: input.triageNotes },
    { kind: 'objective', label: 'Observations', text: input.observations },
    { kind: 'input', label: 'AI prompt', text: input.voiceText },
    ...(input.ruleouts ?? []).map((ruleOut) => ({ kind: 'objective' as const, label: 'Rule out', text: ruleOut.name })),
    ...(input.differentials ?? []).map((differential) => ({ kind: 'results' as const, label: 'Differential', text: differential.name })),
  ];
  return notes.filter((note): note is { kind: AiSourceKind; label: string; text: string } => Boolean(note.text?.trim()));
}

/** The clause around a span (between stops, semicolons and line ends), as the source's quote. */
function clauseOf(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('\n')) + 1;
  const stop = text.slice(end).search(/[.;\n]/);
  return text.slice(from, stop === -1 ? text.length : end + stop).trim();
}

function suggestionSources(suggestion: Suggestion, notes: ReturnType<typeof notesOf>): AiSource[] {
  const sources: AiSource[] = [];
  const words = (suggestion.source.matched_text ?? '').split(/,\s*/).filter((word) => word.trim());
  for (const word of words) {
    for (const note of notes) {
      const found = findQuote(note.text, word);
      if (!found) continue;
      const quote = clauseOf(note.text, found.start, found.end);
      if (!sources.some((source) => source.label === note.label && source.quote === quote)) sources.push(recordSource(note.kind, note.label, quote));
      break;
    }
  }
  if (suggestion.source.type === 'knowledge_base' && suggestion.source.label) sources.push(recordSource('catalogue', 'Knowledge-base entry', suggestion.source.label));
  return sources;
}

/** One line per suggestion, list by list, with the notes it rests on. */
export function recommendationLines(result: Recommendations, input: RecommendationInput): AiLine[] {
  const notes = notesOf(input);
  return LIST_NAMES.flatMap(([list, kind]) =>
    result[list].map((suggestion) => ({ text: `${kind}: ${suggestion.name}${suggestion.reason ? ` — ${suggestion.reason}` : ''}`, sources: suggestionSources(suggestion, notes) })),
  );
}
