// Doses in free text, whatever their spelling: the dose guard of generated notes, chat
// replies and plan rows (soap/drug-filter.ts), the owner-reported text of a note (its doses
// redacted) and the language features' checks all read doses here. Pure functions of strings.
//
// The text is first folded for matching, one code point at a time so every folded character
// still knows where it came from (a redaction edits the original text):
//   1. Unicode NFKC: full-width '７３７', mathematical and circled digits, superscripts ('m²'),
//      ligatures and the micro sign become their plain forms.
//   2. A decimal digit of any script ('٧٣٧', '७३७') becomes its ASCII digit.
//   3. LOOKALIKES below: the Cyrillic and Greek letters that pass for a digit or a Latin letter
//      of a unit ('7З7' with Cyrillic З, 'mg' with Cyrillic м and г). A small table of our own,
//      from Unicode's confusables (UTS #39) for the characters that spell numbers and units; the
//      npm 'confusables' package folds every script into English for profanity filters (б→6,
//      ч→4, д→A) and would invent digits in ordinary Cyrillic words.
//   4. Invisible characters (zero-width, soft hyphen, joiners) and combining marks are dropped;
//      every dash becomes '-', the fraction and division slashes '/'.
//   5. Inside a number, O/o stand for 0 and l/I/| for 1 ('7O7', 'l00').
//
// A dose is a quantity and a dose unit, with an optional 'per' part:
//   quantity  737 · 7.37 · 7,37 · 1,000 · 1.000,5 · 7 370 · .5 · 1/2 · 1 1/2 · ranges 2-4, 2 to 4,
//             2 or 3 · words: five, seven hundred thirty-seven, one and a half, half a
//   unit      mass mg, mgs, milligram(me)(s) · g, gm, gms, gram(me)(s) · mcg, µg, ug, mkg,
//             microgram(me)(s) · grain(s) | volume mL, ml, mls, millilitre/milliliter(s), cc,
//             µL, uL, L, litre/liter(s) | IU, international unit(s) · unit(s), U | tablet(s),
//             tab(s), pill(s), caplet(s) · capsule(s), cap(s) · drop(s), gtt
//   per       /kg, per kg, per kilogram, mg·kg-1 · /lb, per pound · /m², per square metre ·
//             /mL (a concentration); a lab denominator (/dL, /L, /µL) makes it a result, not a dose
// Doses are compared in a canonical unit: mass in mg (7.37 g/kg is 7370 mg/kg), volume in mL,
// per pound as per kg (×2.2046; compared within 1 %, as 2 mg/lb is written 4.4 mg/kg).
// A mass after 'weight' / 'weighs' / 'BW' with no 'per' part is the pet's weight, not a dose.

/** The text a dose is searched in, and for each of its UTF-16 units the span of the original it came from. */
export interface FoldedText {
  text: string;
  from: number[];
  to: number[];
}

const LOOKALIKES: Record<string, string> = {
  // Cyrillic: capitals and small letters that look like Latin ones or like digits; г and л as the
  // Russian unit abbreviations spell them (мг mg, кг kg, мл ml, мкг mkg).
  А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', І: 'I', Ј: 'J', К: 'K', М: 'M', О: 'O', Р: 'P', Ѕ: 'S', Т: 'T', Х: 'X', У: 'Y', З: '3', Ӏ: 'l', Ԁ: 'd', Ь: 'b',
  а: 'a', в: 'b', с: 'c', е: 'e', һ: 'h', і: 'i', ј: 'j', к: 'k', м: 'm', о: 'o', р: 'p', ѕ: 's', т: 't', х: 'x', у: 'y', з: '3', ӏ: 'l', ԁ: 'd', ԛ: 'q', ԝ: 'w', г: 'g', л: 'l', п: 'n', б: '6',
  // Greek (μ, NFKC's micro sign, reads as the u of 'ug').
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  α: 'a', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', μ: 'u', ϲ: 'c', ϳ: 'j',
  // Latin letters that pass for digits or plain letters.
  Ʒ: '3', ʒ: '3', Ȝ: '3', ȝ: '3', Ƨ: '2', ƨ: '2', Ƽ: '5', ƽ: '5', ı: 'i', ɡ: 'g', ɑ: 'a', ǀ: 'l', ꞁ: 'l', ɩ: 'i', ᴍ: 'm', ᴋ: 'k', ᴜ: 'u', ʟ: 'l', ɢ: 'g',
  '⁄': '/', '∕': '/', '⧸': '/', '∙': '·', '⋅': '·', '•': '·', '−': '-',
};
// Each mark is matched on its own (stripped one by one), so no combined character is meant here.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\p{M}\p{Cf}\u00AD\u034F\u180E\u2060-\u2064]/u;
const DASH = /\p{Pd}/u;
const DECIMAL_DIGIT = /\p{Nd}/u;

/** The value of a decimal digit of any script: digits are encoded 0 to 9 in runs (longer runs repeat them). */
function digitValue(codePoint: number): number {
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (codePoint - start) % 10;
}

function foldCharacter(character: string): string {
  if (INVISIBLE.test(character)) return '';
  if (character >= '0' && character <= '9') return character;
  if (DECIMAL_DIGIT.test(character)) return String(digitValue(character.codePointAt(0)!));
  if (LOOKALIKES[character]) return LOOKALIKES[character]!;
  if (DASH.test(character)) return '-';
  if (/\s/.test(character)) return character === '\n' ? '\n' : ' ';
  return character;
}

/** The text folded for matching (see the top of this file), each character mapped back to the original. */
export function foldForMatching(original: string): FoldedText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const codePoint of original) {
    const end = index + codePoint.length;
    // Printable ASCII is its own folded form (most of any note): no normalisation to run.
    if (codePoint >= ' ' && codePoint <= '~') {
      text += codePoint;
      from.push(index);
      to.push(end);
      index = end;
      continue;
    }
    for (const normal of codePoint.normalize('NFKC')) {
      for (const folded of foldCharacter(normal)) {
        text += folded;
        from.push(index);
        to.push(end);
      }
    }
    index = end;
  }
  // Inside a number, letters that pass for digits are digits ('7O7', 'l00'): a run of digits and
  // such letters, not part of a word, holding at least one real digit.
  text = text.replace(/(?<![A-Za-z])[0-9OolI|]+(?![A-Za-z]{2})/g, (run) => (/[0-9]/.test(run) ? run.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1') : run));
  return { text, from, to };
}

// ---------------------------------------------------------------------------------------------
// Quantities

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90,
};
const SCALE_WORDS = ['hundred', 'thousand', 'half', 'quarter'];
// A number in words or digit groups may start at each of its words or groups (a space precedes
// it), and the pattern reads it on to the end of the run before it finds no unit there: bounded, a
// run without a unit costs each start a few words or groups, not the rest of the line (linear in
// the line). Nobody writes a dose of more: a number that reaches a bound is read as too
// large for any catalogue (see overlong), never as the shorter number at its end.
const MAX_NUMBER_WORDS = 10;
const MAX_THOUSANDS_GROUPS = 6;
const WORD = `(?:${[...Object.keys(NUMBER_WORDS), ...SCALE_WORDS].join('|')})`;
const WORDS = `${WORD}(?:[\\s-]+(?:and[\\s-]+)?(?:an?[\\s-]+)?${WORD}){0,${MAX_NUMBER_WORDS - 1}}(?:\\s+(?:of\\s+)?an?(?=\\s))?`;
// Digits with thousands separators (',', '.', "'", ' ') and a decimal part; a plain decimal;
// a fraction; a whole number and a fraction.
const NUMERAL = String.raw`\d{1,3}(?:[,.' ]\d{3}){1,${MAX_THOUSANDS_GROUPS}}(?:[.,]\d+)?|\d+(?:[.,]\d+)?|[.,]\d+`;
const QUANTITY = String.raw`\d+ \d+\s*/\s*\d+|\d+\s*/\s*\d+|${NUMERAL}|\b${caseless(WORDS)}`;

/** The values a written number may have: '1,000' is a thousand or (a decimal comma) one. */
function numeralReadings(written: string): number[] {
  // Each run of spaces is tried from its first space only: from every space, a long run followed by
  // no digit was rescanned to its end (quadratic).
  const text = written.replace(/(?<!\s)\s+(?=\d)/g, ' ').trim();
  const mixed = /^(\d+) (\d+)\s*\/\s*(\d+)$/.exec(text);
  if (mixed) return Number(mixed[3]) ? [Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])] : [];
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) ? [Number(fraction[1]) / Number(fraction[2])] : [];
  if (/^[a-z]/i.test(text)) return [wordsValue(text)];
  const separators = text.match(/[,.' ]/g) ?? [];
  if (!separators.length) return [Number(text)];
  if (/^[.,]/.test(text)) return [Number(`0.${text.slice(1)}`)];
  const last = separators.at(-1)!;
  const kinds = new Set(separators);
  const plain = (value: string) => Number(value);
  if (kinds.size > 1) {
    // '1,234.5' and '1.234,5': the last separator is the decimal one.
    const at = text.lastIndexOf(last);
    return [plain(`${text.slice(0, at).replace(/[,.' ]/g, '')}.${text.slice(at + 1)}`)];
  }
  const grouped = plain(text.replace(/[,.' ]/g, ''));
  const groups = text.split(last);
  if (last === "'") return [grouped];
  if (last === ' ') return [grouped, plain(groups.at(-1)!)];
  if (separators.length > 1) return [grouped];
  const [whole, part] = groups as [string, string];
  const decimal = plain(`${whole}.${part}`);
  // One separator before exactly three digits: a thousands separator or a decimal one.
  return part.length === 3 ? [grouped, decimal] : [decimal];
}

/** True when a quantity reached a bound of the pattern: more number words or thousands groups than any dose has. */
function overlong(quantity: string): boolean {
  const words = quantity.toLowerCase().split(/[\s-]+/).filter((word) => word in NUMBER_WORDS || SCALE_WORDS.includes(word));
  const groups = quantity.split(/[,.' ](?=\d{3})/).length - 1;
  return words.length >= MAX_NUMBER_WORDS || groups >= MAX_THOUSANDS_GROUPS;
}

function wordsValue(text: string): number {
  let total = 0;
  let current = 0;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word in NUMBER_WORDS) current += NUMBER_WORDS[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (word === 'half') current += 0.5;
    else if (word === 'quarter') current += 0.25;
  }
  return total + current;
}

// ---------------------------------------------------------------------------------------------
// Units

export type DoseUnit = 'mg' | 'ml' | 'iu' | 'unit' | 'tab' | 'cap' | 'drop';
export type DosePer = '' | 'kg' | 'm2' | 'ml';

interface UnitSpelling {
  pattern: string;
  unit: DoseUnit;
  factor: number;
  approximate?: boolean;
  caseSensitive?: boolean;
}

const UNITS: UnitSpelling[] = [
  { pattern: 'mcgs?|µgs?|ugs?|mkg|micro-?gram(?:me)?s?', unit: 'mg', factor: 0.001 },
  { pattern: 'mgs?|mgm|milli-?gram(?:me)?s?', unit: 'mg', factor: 1 },
  { pattern: 'grains?', unit: 'mg', factor: 64.79891, approximate: true },
  { pattern: 'g|gms?|grams?|grammes?', unit: 'mg', factor: 1000 },
  { pattern: 'µl|ul|micro-?lit(?:re|er)s?', unit: 'ml', factor: 0.001 },
  { pattern: 'mls?|milli-?lit(?:re|er)s?|ccs?|cm3', unit: 'ml', factor: 1 },
  { pattern: 'l|lit(?:re|er)s?|ltrs?', unit: 'ml', factor: 1000 },
  { pattern: 'iu|i\\.u\\.|international units?', unit: 'iu', factor: 1 },
  { pattern: 'units?', unit: 'unit', factor: 1 },
  { pattern: 'U', unit: 'unit', factor: 1, caseSensitive: true },
  { pattern: 'tablets?|tabs?|pills?|caplets?', unit: 'tab', factor: 1 },
  { pattern: 'capsules?|caps?', unit: 'cap', factor: 1 },
  { pattern: 'drops?|gtts?', unit: 'drop', factor: 1 },
];

interface PerSpelling {
  pattern: string;
  per: DosePer | 'lab';
  factor: number;
  approximate?: boolean;
}

// The factor to per kg, per m² or per mL: 2 mg/lb is 2 × 2.2046 mg/kg.
const PERS: PerSpelling[] = [
  { pattern: 'kgs?|kilo-?gram(?:me)?s?|kilos?', per: 'kg', factor: 1 },
  { pattern: 'lbs?|pounds?|#', per: 'kg', factor: 2.2046226218, approximate: true },
  { pattern: 'm2|m\\^2|sq\\.? ?m|square met(?:re|er)s?', per: 'm2', factor: 1 },
  { pattern: 'mls?|milli-?lit(?:re|er)s?|cc', per: 'ml', factor: 1 },
  { pattern: 'dl|l|lit(?:re|er)s?|µl|ul|hpf|lpf|mmol', per: 'lab', factor: 1 },
];

const UNIT_GROUP = UNITS.map((spelling, index) => `(?<u${index}>${spelling.caseSensitive ? spelling.pattern : caseless(spelling.pattern)})`).join('|');
const PER_GROUP = PERS.map((spelling, index) => `(?<p${index}>${caseless(spelling.pattern)})`).join('|');

/** A pattern matched without regard to case (the dose pattern is case-sensitive for 'U'). */
function caseless(pattern: string): string {
  return pattern.replace(/\\.|[a-z]/g, (part) => (part.length === 1 ? `[${part}${part.toUpperCase()}]` : part));
}

// '/kg', 'per kg', 'mg·kg', 'a kg', 'each kg'; 'mg kg-1' and 'mg.kg-1' in the scientific form.
// The scientific form's separator is '·' or '.' after any spaces, or spaces alone: as '\s*[·.\s]\s*'
// it split a run of spaces after a unit in every way before finding no 'kg-1' (quadratic).
const PER_BARE = PERS.map((spelling) => caseless(spelling.pattern)).join('|');
const PER_PART = String.raw`(?:\s*(?:/|${caseless('\\bper\\b|\\sa\\s|\\seach\\s')}|·|\*)\s*(?:1\s*)?|(?:\s*[·.]|\s)\s*(?=(?:${PER_BARE})\s*-\s*1))(?:${PER_GROUP})(?:\s*-\s*1)?`;
const RANGE_JOIN = caseless(String.raw`\s*(?:-|\bto\b|\bor\b|\band\b)\s*`);
export const DOSE_PATTERN = new RegExp(
  String.raw`(?<![\w.,])(?<first>${QUANTITY})(?:(?<join>${RANGE_JOIN})(?<second>${QUANTITY}))?\s*(?:${caseless('of')}\s+)?(?:${UNIT_GROUP})(?![A-Za-z])(?:${PER_PART}(?![A-Za-z]))?`,
  'g',
);
const WEIGHT_BEFORE = /\b(?:weigh\w*|wt|bw|body ?weight|mass)\b[^0-9\n]{0,12}$/i;

// ---------------------------------------------------------------------------------------------
// Doses

/** A dose in its canonical unit. */
export interface Dose {
  amount: number;
  unit: DoseUnit;
  per: DosePer;
  /** Converted by an inexact factor (per pound, grains): compared within 1 %. */
  approximate: boolean;
}

/** A dose a text states: where, and what it may mean (a range's two ends; each reading of an ambiguous number). */
export interface StatedDose {
  start: number;
  end: number;
  /** Each value the text may mean; a range gives its low and high ends. */
  readings: Dose[];
  /** A range's ends ('2-4 mg/kg'), for a catalogue that states one. */
  range: { low: Dose; high: Dose } | null;
}

const round = (value: number) => Number(value.toPrecision(10));

/** The doses a folded text states, with their spans in it. */
function dosesInFolded(text: string): StatedDose[] {
  const found: StatedDose[] = [];
  for (const match of text.matchAll(DOSE_PATTERN)) {
    const groups = match.groups!;
    const unitIndex = UNITS.findIndex((_, index) => groups[`u${index}`] !== undefined);
    const perIndex = PERS.findIndex((_, index) => groups[`p${index}`] !== undefined);
    const unit = UNITS[unitIndex]!;
    const per = perIndex === -1 ? null : PERS[perIndex]!;
    if (per?.per === 'lab') continue;
    if (!per && unit.unit === 'mg' && WEIGHT_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    const approximate = Boolean(unit.approximate || per?.approximate);
    const dose = (amount: number): Dose => ({ amount: round(amount * unit.factor * (per?.factor ?? 1)), unit: unit.unit, per: (per?.per ?? '') as DosePer, approximate });
    const firstReadings = numeralReadings(groups.first!);
    const secondReadings = groups.second ? numeralReadings(groups.second) : [];
    const tooLarge = overlong(groups.first!) || (groups.second !== undefined && overlong(groups.second));
    // A number with no finite reading ('1/0 mg', hundreds of digits) is a dose no catalogue states:
    // read as too large, so it is never allowed (and redaction removes it) instead of being skipped.
    const unreadable = [firstReadings, ...(groups.second ? [secondReadings] : [])].some((values) => !values.length || values.some((value) => !Number.isFinite(value)));
    const readings = tooLarge || unreadable ? [dose(Number.POSITIVE_INFINITY)] : [...firstReadings, ...secondReadings].map(dose);
    const range = groups.second && !tooLarge && !unreadable && firstReadings.length === 1 && secondReadings.length === 1 ? { low: dose(Math.min(firstReadings[0]!, secondReadings[0]!)), high: dose(Math.max(firstReadings[0]!, secondReadings[0]!)) } : null;
    found.push({ start: match.index, end: match.index + match[0].length, readings, range });
  }
  return found;
}

/** The doses a text states, their spans in the original text. */
export function statedDoses(original: string): StatedDose[] {
  const folded = foldForMatching(original);
  return dosesInFolded(folded.text).map((dose) => ({ ...dose, start: folded.from[dose.start]!, end: folded.to[dose.end - 1]! }));
}

/** The doses of a folded text (spans in the folded text), for callers that fold once. */
export function statedDosesFolded(folded: FoldedText): StatedDose[] {
  return dosesInFolded(folded.text);
}

/** '7370mg/kg', '0.5ml', '2tab': a dose's canonical form. */
export function doseKey(dose: Dose): string {
  return `${dose.amount}${dose.unit}${dose.per ? `/${dose.per}` : ''}`;
}

/** What a catalogue or a plan allows: a dose, or a range of doses ('1-2 mg/kg'). */
export interface AllowedDose {
  low: Dose;
  high: Dose;
}

export function allowedDosesOf(texts: string[]): AllowedDose[] {
  return texts.flatMap((text) =>
    statedDoses(text).flatMap((stated) => [...stated.readings.filter((dose) => Number.isFinite(dose.amount)).map((dose) => ({ low: dose, high: dose })), ...(stated.range ? [stated.range] : [])]),
  );
}

/** True when the dose is one allowed (within 1 % where a conversion was inexact). */
export function isAllowedDose(dose: Dose, allowed: AllowedDose[]): boolean {
  return allowed.some(({ low, high }) => {
    if (low.unit !== dose.unit || low.per !== dose.per) return false;
    const tolerance = dose.approximate || low.approximate || high.approximate ? 0.01 : 1e-9;
    return dose.amount >= low.amount * (1 - tolerance) && dose.amount <= high.amount * (1 + tolerance);
  });
}

/**
 * True when the written text states a dose its source does not: what a clean-up, a rewrite or an
 * exam comment of a language model may not do to the clinician's own text.
 */
export function addsDose(written: string, source: string): boolean {
  const allowed = allowedDosesOf([source]);
  return statedDoses(written).some((dose) => dose.readings.some((reading) => !isAllowedDose(reading, allowed)));
}

export const DOSE_REDACTED = '[dose removed]';

/** The text with each dose it states replaced by '[dose removed]'. */
export function redactDoses(original: string): string {
  let result = '';
  let last = 0;
  for (const dose of statedDoses(original)) {
    result += original.slice(last, dose.start) + DOSE_REDACTED;
    last = dose.end;
  }
  return result + original.slice(last);
}
