// Finding phrases in a visit's free text with their negation and scope (rules/negation.ts), for the recommendation
// rules and the physical exam: 'no vomiting or diarrhea' negates both, 'no vomiting but diarrhea'
// only the first (a clause ends at . ; ! ? a line break, 'but', 'however', 'although').
import { isNegated } from './rules/negation.ts';

export interface Clause {
  text: string;
  start: number;
}

export interface PhraseMatch {
  /** The words as written in the text. */
  text: string;
  start: number;
  end: number;
  negated: boolean;
  /** The clause the phrase is in, trimmed (the physical exam's comment). */
  clause: string;
}

const CLAUSE_BREAK = /[.;!?\n]+|\b(?:but|however|although|though|except)\b/gi;

/** The text cut into clauses, each with where it starts in the text. */
export function clauses(text: string): Clause[] {
  const result: Clause[] = [];
  let last = 0;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    // A decimal point (39.2) or an abbreviation's dot inside a word does not end a clause.
    if (match[0] === '.' && /\d/.test(text[match.index - 1] ?? '') && /\d/.test(text[match.index + 1] ?? '')) continue;
    result.push({ text: text.slice(last, match.index), start: last });
    last = match.index + match[0].length;
  }
  result.push({ text: text.slice(last), start: last });
  return result.filter((clause) => clause.text.trim().length > 0);
}

// The triage rules' negation (rules/negation.ts: cues, clause scope, bare lists, 'vomiting: none')
// decides; one more stop for the longer exam sentences: a verb of having or 'with' after the cue
// starts a positive list ('no murmur, lungs with crackles'; 'no vomiting, has diarrhea').
const CUE = /\b(?:no|not|nor|denies|denied|without|negative for|neg for|absent|never|none|free of)\b|\bw\/o\b/gi;
const POSITIVE_RESTART = /\b(?:has|have|had|with|shows?|showing|presents?|developed|now|started|is|are|was|were)\b/i;

function negatedAt(text: string, clause: Clause, start: number, end: number): boolean {
  // 'non-painful', 'non painful'
  if (/\bnon[- ]?$/i.test(text.slice(Math.max(clause.start, start - 4), start))) return true;
  if (!isNegated(text, { start, end })) return false;
  const before = text.slice(clause.start, start);
  let cueEnd = -1;
  for (const match of before.matchAll(CUE)) cueEnd = match.index + match[0].length;
  return cueEnd < 0 || !POSITIVE_RESTART.test(before.slice(cueEnd));
}

/** Every match of the patterns in the text, with whether its clause negates it. */
export function findPhrases(text: string, patterns: RegExp[]): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (const clause of clauses(text)) {
    for (const pattern of patterns) {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      for (const match of clause.text.matchAll(global)) {
        found.push({
          text: match[0],
          start: clause.start + match.index,
          end: clause.start + match.index + match[0].length,
          negated: negatedAt(text, clause, clause.start + match.index, clause.start + match.index + match[0].length),
          clause: clause.text.trim(),
        });
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The first phrase the text states (not negated), if any. */
export function firstStated(text: string, patterns: RegExp[]): PhraseMatch | undefined {
  return findPhrases(text, patterns).find((match) => !match.negated);
}
