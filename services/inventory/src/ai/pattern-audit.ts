// Test support for the rules engine's regular expressions: every pattern must run in
// linear time, because notes, chat messages and public history-form answers reach them. Reads the
// regular expression literals straight from the source files (so a new literal is checked without
// being registered), counts the patterns built at run time (those must be registered by hand), and
// times a pattern over long adversarial inputs.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface SourcePattern {
  file: string;
  line: number;
  pattern: RegExp;
}

/** Every regular expression literal in a TypeScript file, as the file builds it. */
export function regexLiteralsIn(file: string): SourcePattern[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: SourcePattern[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const written = node.getText(source);
      const slash = written.lastIndexOf('/');
      found.push({
        file,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        pattern: new RegExp(written.slice(1, slash), written.slice(slash + 1)),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** How many `new RegExp(…)` / `RegExp(…)` calls a file makes: patterns the literal scan cannot see. */
export function builtPatternCount(file: string): number {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node: ts.Node) => {
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText(source) === 'RegExp') count += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

/**
 * Inputs that make a backtracking pattern slow: long runs of one character (spaces, newlines, a
 * letter, a digit, punctuation), alternations, 'q' + spaces + '!', and each word the pattern
 * itself spells (its own prefixes) followed by a long run or repeated.
 */
export function adversarialInputs(pattern: RegExp, length: number): string[] {
  const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const inputs = [' ', '\n', '\t', ' \n', 'a', 'V', 'D', '1', '.', ',', '-', '`', 'a ', 'V ', 'D, ', '1 ', 'x1 ', '1.'].map(fill);
  for (const lead of ['q', 'V', 'no V', 'V or', 'x', '1', '1 -', '.', ':']) inputs.push(`${lead}${' '.repeat(length)}!`, `${lead}${'\n'.repeat(length)}!`);
  const words = [...new Set(pattern.source.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !/^[swdb]$/i.test(word)).slice(0, 8);
  for (const word of words) {
    inputs.push(`${word}${' '.repeat(length)}!`, `${word}${'\n'.repeat(length)}!`, fill(`${word} `), fill(`${word}, `));
  }
  return inputs;
}

/** The slowest of running the pattern over each input the way a global match, split or replace does. */
export function slowestRun(pattern: RegExp, inputs: string[]): { ms: number; input: string } {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let slowest = { ms: 0, input: '' };
  for (const input of inputs) {
    const started = performance.now();
    for (const match of input.matchAll(global)) void match;
    const ms = performance.now() - started;
    if (ms > slowest.ms) slowest = { ms, input };
  }
  return slowest;
}

/**
 * The slowest run at growing lengths (stopping at the first over the budget, so a catastrophic
 * pattern fails in seconds rather than hanging the suite), described for a failure message.
 */
export function auditPattern(pattern: RegExp, budgetMs: number, lengths = [1_000, 5_000, 50_000]): { ms: number; length: number; input: string } {
  let result = { ms: 0, length: 0, input: '' };
  for (const length of lengths) {
    const slowest = slowestRun(pattern, adversarialInputs(pattern, length));
    const { input } = slowest;
    let { ms } = slowest;
    // A busy machine can stall one run (a 5,000-character match of \s once took 360 ms on a loaded
    // CI host); a backtracking pattern is slow on every run, so an over-budget input is timed
    // twice more and its fastest run counts.
    for (let again = 0; again < 2 && ms > budgetMs; again += 1) ms = Math.min(ms, slowestRun(pattern, [input]).ms);
    result = { ms, length, input: JSON.stringify(input.slice(0, 12)) };
    if (ms > budgetMs) break;
  }
  return result;
}
