// Every regular expression of the rules engine runs in linear time over any input a note,
// chat message or public history-form answer can carry. The literals are read from the source files,
// so a new one is checked without anyone registering it; patterns built at run time (`new RegExp`)
// are registered below, and a file that builds one more than registered fails the coverage test.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditPattern, builtPatternCount, regexLiteralsIn } from './pattern-audit.ts';
import { ABBREVIATION_PATTERN } from './rules/abbreviations.ts';
import { catalogueProductPattern, DRUG_PATTERN } from './rules/drug-names.ts';
import { COUNTED_DURATION } from './rules/duration.ts';
import { CLAUSE_BREAK_ONE } from './rules/negation.ts';
import { analyseTriage, INTAKE, LONE_D, LONE_V, SKIN_WORDS } from './rules/triage.ts';
import { cleanUpText } from './rules/clean-up.ts';
import { DOSE_PATTERN } from './rules/doses.ts';
import { createDrugFilter, dosesIn, drugHeadPattern } from './soap/drug-filter.ts';
import { MAX_TRIAGE_CHARS } from '@vetchart/contracts/ai/ai-requests';

// Linear patterns take a few milliseconds over 50,000 characters; the backtracking ones took seconds.
const BUDGET_MS = 250;
const AI_DIR = join(import.meta.dirname);
const NOT_AUDITED = new Set(['pattern-audit.ts']);

const SOURCE_FILES = ['rules', 'soap', '.'].flatMap((folder) =>
  readdirSync(join(AI_DIR, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => (folder === '.' ? name : `${folder}/${name}`))
    .filter((name) => !NOT_AUDITED.has(name)),
);

// Patterns built at run time, by file: how many constructor calls the file makes and the patterns
// they build (one call may build several, e.g. loneLetter for 'V' and 'D').
const BUILT: Record<string, { calls: number; patterns: RegExp[] }> = {
  'rules/abbreviations.ts': { calls: 1, patterns: [ABBREVIATION_PATTERN] },
  'rules/doses.ts': { calls: 1, patterns: [DOSE_PATTERN] },
  'rules/drug-names.ts': { calls: 2, patterns: [DRUG_PATTERN, catalogueProductPattern('Vetprofen'), catalogueProductPattern('amox-clav')] },
  'rules/duration.ts': { calls: 1, patterns: [COUNTED_DURATION] },
  'rules/negation.ts': { calls: 1, patterns: [CLAUSE_BREAK_ONE] },
  'rules/triage.ts': { calls: 3, patterns: [LONE_V, LONE_D, INTAKE, SKIN_WORDS] },
  'soap/drug-filter.ts': { calls: 1, patterns: [drugHeadPattern(['carprofen', 'zylkene', 'amox-clav'])] },
  // findPhrases adds the 'g' flag to its callers' literals, which are audited as literals.
  'visit-text.ts': { calls: 1, patterns: [] },
};

describe('rules engine patterns run in linear time', () => {
  it('covers every pattern the rules engine builds at run time', () => {
    const counted = Object.fromEntries(SOURCE_FILES.map((file) => [file, builtPatternCount(join(AI_DIR, file))]).filter(([, calls]) => calls));
    expect(counted, 'a file builds a RegExp at run time that is not registered in BUILT: add it there').toEqual(
      Object.fromEntries(Object.entries(BUILT).map(([file, { calls }]) => [file, calls])),
    );
  });

  it('finds the literals of the rules engine', () => {
    expect(regexLiteralsIn(join(AI_DIR, 'rules/triage.ts')).length).toBeGreaterThan(50);
  });

  for (const file of SOURCE_FILES) {
    const literals = regexLiteralsIn(join(AI_DIR, file));
    const built = BUILT[file]?.patterns ?? [];
    if (literals.length === 0 && built.length === 0) continue;
    it(`${file}: each pattern stays within ${BUDGET_MS} ms over 50,000 adversarial characters`, () => {
      const slow = [
        ...literals.map(({ line, pattern }) => ({ where: `line ${line}`, pattern })),
        ...built.map((pattern, index) => ({ where: `built pattern ${index + 1}`, pattern })),
      ]
        .map(({ where, pattern }) => ({ where, pattern: pattern.source.slice(0, 80), ...auditPattern(pattern, BUDGET_MS) }))
        .filter((result) => result.ms > BUDGET_MS);
      expect(slow).toEqual([]);
    });
  }
});

// Beyond each pattern, the engine reads a clause around each mention and duration; reading the whole
// note for each one made long notes of many mentions quadratic. The longest note the API takes, of
// the shapes that were slow (4 to 25 s before they were made linear), answers well within this budget.
const NOTE_BUDGET_MS = 3_000;

describe('the rules engine answers promptly on the longest adversarial notes', () => {
  const fill = (unit: string) => unit.repeat(Math.ceil(MAX_TRIAGE_CHARS / unit.length)).slice(0, MAX_TRIAGE_CHARS);
  const notes = {
    'q, spaces, !': `q${' '.repeat(MAX_TRIAGE_CHARS - 2)}!`,
    'negated lone letters': fill('no V, '),
    'a V or D list': fill('V or D, '),
    'durations without stops': fill('1 day '),
    'negated mentions': fill('no vomiting, '),
    'intake lists': fill('eating, drinking and '),
    'questions answered': fill('travel? '),
    'shorthand durations': fill('x 3/7 '),
    'complaints and durations in every clause': fill('vomiting 2 days, '),
    'intake beside things eaten': fill('eating well, ate a sock, '),
  };
  for (const [shape, note] of Object.entries(notes)) {
    it(`triage analysis and clean-up of ${MAX_TRIAGE_CHARS} characters of ${shape}`, () => {
      const started = performance.now();
      analyseTriage(note);
      cleanUpText(note);
      expect(performance.now() - started).toBeLessThan(NOTE_BUDGET_MS);
    });
  }
});

// The dose guard reads every line of a generated note, chat reply and plan row: lines of the shapes
// that rescan a run of digits, spaces or number words from each of its starts when no unit follows
// (number words joined by dashes took 10 minutes, a unit and 20,000 spaces 2.4 s, before the dose
// patterns were made linear) are read within the same budget.
describe('the dose guard answers promptly on the longest adversarial lines', () => {
  const fill = (unit: string) => unit.repeat(Math.ceil(MAX_TRIAGE_CHARS / unit.length)).slice(0, MAX_TRIAGE_CHARS);
  const guard = createDrugFilter([{ name: 'Maropitant 16 mg tablet', dosage: '1 tablet once daily' }], [{ name: 'Carprofen 75 mg', details: '2.2 mg/kg' }]);
  const lines = {
    digits: fill('1'),
    spaces: `1${' '.repeat(MAX_TRIAGE_CHARS - 2)}!`,
    'ones and spaces': fill('1 '),
    'number words': fill('five '),
    'number words joined by dashes': fill('five-'),
    'thousands groups': fill('1,000,'),
    'space-separated thousands': fill('100 '),
    'ranges without a unit': fill('2 - '),
    'units without a number': fill('mg '),
    'a unit and spaces': `5 mg${' '.repeat(MAX_TRIAGE_CHARS - 5)}!`,
  };
  for (const [shape, line] of Object.entries(lines)) {
    it(`reads ${MAX_TRIAGE_CHARS} characters of ${shape}`, () => {
      const started = performance.now();
      guard.allows(line);
      dosesIn(line);
      expect(performance.now() - started).toBeLessThan(NOTE_BUDGET_MS);
    });
  }
});
