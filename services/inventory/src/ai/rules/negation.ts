// Negation and its scope in a clinical note: 'no vomiting but diarrhea since Tuesday' negates
// vomiting only; 'denies coughing or sneezing' negates both; 'vomiting: none' negates after the term.
// A cue's scope runs from the cue to the end of its clause (sentence ends, ';', 'but', 'however',
// 'although', 'except', 'yet', 'though') and over commas only while the list after the comma is
// short and bare ('no vomiting, diarrhea or coughing').
const CUES =
  /(?<![\w/])(?:no|not|nor|denies|denied|deny|without|w\/o|negative\s+for|neg\s+for|absent|never|none|free\s+of|hasn't|has\s+not|hasn't\s+been|has\s+not\s+been|haven't|have\s+not|isn't|is\s+not|wasn't|was\s+not|doesn't|does\s+not|didn't|did\s+not|no\s+signs?\s+of|no\s+evidence\s+of|no\s+hx\s+of|no\s+history\s+of|resolved|stopped)(?![\w/])/gi;
const VERBAL = /^(?:not|isn't|is\s+not|hasn't|has\s+not|haven't|have\s+not|wasn't|was\s+not|doesn't|does\s+not|didn't|did\s+not|stopped)$/i;
const CLAUSE_BREAK = /[.;!?\n]|\b(?:but|however|although|though|except|yet|whereas|otherwise)\b|\s-\s/gi;
const POST_NEGATION = /^\s*(?::|-|=)?\s*(?:none|no|neg(?:ative)?|denied|absent|nil|0x?|not\s+present|not\s+seen|resolved)\b/i;

export interface Span {
  start: number;
  end: number;
}

/** The start of the clause the offset lies in. */
function clauseStart(text: string, offset: number): number {
  let start = 0;
  for (const match of text.slice(0, offset).matchAll(CLAUSE_BREAK)) start = match.index + match[0].length;
  return start;
}

/**
 * Whether the mention at span is negated: a cue earlier in its clause whose scope reaches it, or a
 * 'none'/'neg' written right after it.
 */
export function isNegated(text: string, span: Span): boolean {
  if (POST_NEGATION.test(text.slice(span.end, span.end + 20))) return true;
  const from = clauseStart(text, span.start);
  const before = text.slice(from, span.start);
  let last: RegExpMatchArray | undefined;
  for (const match of before.matchAll(CUES)) last = match;
  if (!last || last.index === undefined) return false;
  // A comma between the cue and the mention ends the scope unless what follows the comma is a
  // short bare list ('no vomiting, diarrhea or coughing'): at most three words per item.
  const between = before.slice(last.index + last[0].length);
  // A verb's negation ('not eating and vomiting') stops at 'and'/'with'; a noun's ('no vomiting and
  // diarrhea', 'denies V and D') reaches across it.
  if (VERBAL.test(last[0]) && /\b(?:and|with|plus)\b|&/i.test(between)) return false;
  // The mention itself belongs to the last item: 'no vomiting, eating well' is not a bare list.
  const items = (between + text.slice(span.start, span.end)).split(',');
  if (items.length === 1) return true;
  return items.slice(1).every((item) => item.trim().split(/\s+/).filter(Boolean).length <= 3 && !/\b(?:since|for|x\s?\d|has|is|was|started|began|had|having|eating|eats|drinking|drinks|appetite|normal|well|fine|ok|okay|good|decreased|increased|reduced|poor|less|more|bar|qar)\b/i.test(item));
}
