// Finding phrases in a visit's free text with their negation and scope, for the recommendation
// rules and the physical exam: 'no vomiting or diarrhea' negates both, 'no vomiting but diarrhea'
// only the first (a clause ends at . ; ! ? a line break, 'but', 'however', 'although').

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

// A negator governs the findings after it in its clause, across lists ('no cough, sneezing or
// discharge'), up to a few words away.
const NEGATORS = /\b(?:no|not|non|denies|denied|without|negative for|neg for|absent|absence of|never|nor|free of|resolved|none)\b|\bw\/o\b|\bn\/a\b/gi;
const NEGATION_REACH_WORDS = 6;

function negatedAt(clause: string, offset: number): boolean {
  const before = clause.slice(0, offset);
  let negatorEnd = -1;
  for (const match of before.matchAll(NEGATORS)) negatorEnd = match.index + match[0].length;
  if (negatorEnd < 0) return false;
  const between = before.slice(negatorEnd);
  // 'no vomiting, has diarrhea': a verb of having (or 'with') starts a new, positive list.
  if (/\b(?:has|have|had|with|shows?|showing|presents?|developed|now|started|is|are|was|were)\b/i.test(between)) return false;
  return between.split(/\s+/).filter(Boolean).length <= NEGATION_REACH_WORDS;
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
          negated: negatedAt(clause.text, match.index),
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
