// Negation and its scope in a clinical note: 'no vomiting but diarrhea since Tuesday' negates
// vomiting only; 'denies coughing or sneezing' negates both; 'vomiting: none' negates after the term.
// A cue's scope runs from the cue to the end of its clause (sentence ends, ';', 'but', 'however',
// 'although', 'except', 'yet', 'though') and over commas only through a bare list of symptom words
// (see isNegated: 'no vomiting, diarrhea or coughing' yes; 'not eating, lethargic' no).
const CUES =
  /(?<![\w/])(?:no|not|nor|denies|denied|deny|without|w\/o|negative\s+for|neg\s+for|absent|never|none|free\s+of|hasn't|has\s+not|hasn't\s+been|has\s+not\s+been|haven't|have\s+not|isn't|is\s+not|wasn't|was\s+not|doesn't|does\s+not|didn't|did\s+not|no\s+signs?\s+of|no\s+evidence\s+of|no\s+hx\s+of|no\s+history\s+of|resolved|stopped)(?![\w/])/gi;
const VERBAL = /^(?:not|isn't|is\s+not|hasn't|has\s+not|haven't|have\s+not|wasn't|was\s+not|doesn't|does\s+not|didn't|did\s+not|stopped)$/i;
const CLAUSE_BREAK = /[.;!?\n]|\b(?:but|however|although|though|except|yet|whereas|otherwise)\b|\s-\s/gi;
export const CLAUSE_BREAK_ONE = new RegExp(CLAUSE_BREAK.source, 'i');
// After the term: 'Vomiting: none', 'travel - denied', 'V 0x', and a form's question with its answer
// ('Any travel? A: no', 'Travel? No'); a dose of less than one ('amlodipine 0.625mg') is no zero.
const POST_NEGATION = /^\s*(?:[:=-]\s*|\?\s*(?:(?:a|answer|owner|o)\s*[:-]\s*)?)?(?:none|no|neg(?:ative)?|denied|absent|nil|0x?(?![.,]\d)|not\s+present|not\s+seen|resolved)\b/i;

// Words that make a list item more than a bare symptom: a verb or predicate, a time, a state of
// the patient ('lethargic', 'quiet') stated as present.
const NOT_BARE =
  /\b(?:since|for|x\s?\d|\d+\s*(?:d|days?|wks?|weeks?|hrs?|hours?)|today|yesterday|has|is|was|are|were|started|began|had|having|eating|eats|ate|drinking|drinks|drank|appetite|normal|normally|acting|well|fine|ok|okay|good|decreased|increased|reduced|poor|less|more|bar|qar|letharg\w*|quiet|dull|depressed|weak|tired|painful|bright|alert|hungry|thirsty)\b/i;

export interface Span {
  start: number;
  end: number;
}

// How far a negation reaches, back to its cue or on through a list: a clause is read within this
// many characters of the mention. Scanning the whole note before each mention made a note of many
// mentions take quadratic time; no clinical clause runs this long without a stop.
export const CLAUSE_WINDOW = 400;

/** The start of the clause the offset lies in (at most CLAUSE_WINDOW characters back). */
function clauseStart(text: string, offset: number): number {
  const windowStart = Math.max(0, offset - CLAUSE_WINDOW);
  let start = windowStart;
  for (const match of text.slice(windowStart, offset).matchAll(CLAUSE_BREAK)) start = windowStart + match.index + match[0].length;
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
  const between = before.slice(last.index + last[0].length);
  const verbal = VERBAL.test(last[0]);
  // A verb's negation ('not eating and vomiting') stops at 'and'/'with'; a noun's ('no vomiting and
  // diarrhea', 'denies V and D') reaches across it.
  if (verbal && /\b(?:and|with|plus)\b|&/i.test(between)) return false;
  // The mention itself belongs to the last item: 'no vomiting, eating well' is not a bare list.
  const items = (between + text.slice(span.start, span.end)).split(',');
  if (items.length === 1) return true;
  // Over a comma the negation continues only through a bare list of things the cue denies:
  // - after a noun cue ('no', 'denies', 'without', 'negative for') every item, the first one too,
  //   is a bare symptom word or two with no verb, predicate, time or state of the patient:
  //   'denies coughing, sneezing' and 'no vomiting, diarrhea or coughing' negate all; 'no vomiting
  //   since Monday, sneezing' and 'no vomiting, lethargic' do not reach the last item;
  // - after a verb's negation ('not eating', 'hasn't been vomiting') notes list complaints with
  //   commas ('not eating, vomiting, lethargic'), so the comma ends the scope unless the list is
  //   closed by 'or'/'nor' ('hasn't been vomiting, coughing or sneezing').
  if (verbal) {
    const rest = text.slice(span.end, span.end + CLAUSE_WINDOW);
    const stop = rest.search(CLAUSE_BREAK_ONE);
    const list = items.slice(1).join(',') + (stop === -1 ? rest : rest.slice(0, stop));
    if (!/\b(?:or|nor)\b/i.test(list)) return false;
  }
  return items.every((item, index) => (index === 0 || item.trim().split(/\s+/).filter(Boolean).length <= 3) && !NOT_BARE.test(item));
}
