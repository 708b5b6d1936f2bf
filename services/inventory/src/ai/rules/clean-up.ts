// The rules engine's clean-up: spacing, sentence case, punctuation and the common veterinary
// abbreviations written out, never a change of meaning (no word is added, dropped or reordered
// beyond an abbreviation's expansion). Every change is listed so the person can judge the proposal.
import { findAbbreviations } from './abbreviations.ts';

export interface CleanUpResult {
  improved_text: string;
  changes: string[];
}

// Words a clinical note keeps as written even at the start of a sentence or mid-sentence.
const KEEP_CASE = /^(?:[A-Z]{2,}|[a-z]+\d|\d|q\d+h$|i\/d|k\/d|z\/d|c\/d|w\/d|r\/d|d\/d|u\/d)/;

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Expands the abbreviations in one line of text; returns what was expanded. */
function expandAbbreviations(text: string): { text: string; expanded: string[] } {
  const expanded: string[] = [];
  let out = '';
  let last = 0;
  for (const match of findAbbreviations(text)) {
    out += text.slice(last, match.start) + match.abbreviation.long;
    last = match.end;
    const note = `'${match.text}' → '${match.abbreviation.long}'`;
    if (!expanded.includes(note)) expanded.push(note);
  }
  return { text: out + text.slice(last), expanded };
}

export function cleanUpText(input: string): CleanUpResult {
  const changes: string[] = [];
  let text = input.replace(/\r\n?/g, '\n');

  // Spacing: runs of spaces, spaces before punctuation, a missing space after it, blank line runs.
  // Once runs are one space the later steps match a single space: a run matched at each of its
  // spaces takes quadratic time.
  const spaced = text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .replace(/([,;:!?])(?=[A-Za-z])/g, '$1 ')
    .replace(/([a-z]{2})\.(?=[A-Z][a-z])/g, '$1. ')
    .replace(/(\b[a-z]{3,})\.(?=[a-z]{3,}\b(?!\.\w))/g, '$1. ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (spaced !== text.trim()) changes.push('Fixed spacing');
  text = spaced;

  // Repeated punctuation ('!!', ',,', '..' but not an ellipsis).
  const punctuated = text.replace(/([,;:!?])\1+/g, '$1').replace(/(?<!\.)\.\.(?!\.)/g, '.');
  if (punctuated !== text) changes.push('Removed repeated punctuation');
  text = punctuated;

  // Abbreviations.
  const { text: expandedText, expanded } = expandAbbreviations(text);
  if (expanded.length > 0) changes.push(`Expanded ${count(expanded.length, 'abbreviation')}: ${expanded.join(', ')}`);
  text = expandedText;

  // Sentence case: the first letter of each sentence and of each line; a lone 'i' as 'I'.
  let capitalised = 0;
  text = text.replace(/(^|[.!?]\s+|\n)([a-z])([\w/]*)/g, (whole, lead: string, first: string, rest: string) => {
    if (KEEP_CASE.test(first + rest)) return whole;
    capitalised++;
    return lead + first.toUpperCase() + rest;
  });
  text = text.replace(/(?<![\w'])i(?=\s|'m|'ve|'d|'ll)/g, () => {
    capitalised++;
    return 'I';
  });
  if (capitalised > 0) changes.push(`Capitalised ${count(capitalised, 'sentence start')}`);

  // A closing full stop on a line of prose that has none.
  let stops = 0;
  text = text
    .split('\n')
    .map((line) => {
      if (!/[A-Za-z0-9)]$/.test(line) || line.split(/\s+/).length < 3 || /^[-*•]|:$/.test(line)) return line;
      stops++;
      return `${line}.`;
    })
    .join('\n');
  if (stops > 0) changes.push(`Added ${count(stops, 'closing full stop')}`);

  return { improved_text: text, changes };
}
