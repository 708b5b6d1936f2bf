// The rules engine's template parser stays linear in its input: a flood of headings, a
// flood of nested lists, and lines built to make its regular expressions backtrack are parsed in a
// fraction of the time budget (each took from seconds to minutes before). The budgets are far above
// what the parser needs here (about 0.1 s) so they never flake, and far below what it took.
import { describe, expect, it } from 'vitest';
import { headingFloodText } from '../../../../../../tests/security/attack-files.ts';
import { markdownHeading, parseTemplate } from './parse-template.ts';

const BUDGET_MS = 2_000;

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

describe('linear time', () => {
  it('a flood of 20,000 heading lines', () => {
    const { value, ms } = timed(() => parseTemplate(headingFloodText(20_000)));
    // Headings without fields are no template.
    expect(value).toBeNull();
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('a flood of 5,000 headings, each with a nested list (sub-sections)', () => {
    const text = Array.from({ length: 5_000 }, (_, index) => `# Exam ${index}\n- Eyes\n  - Left: clear\n  - Right: clear\n- Weight: in kg`).join('\n');
    const { value, ms } = timed(() => parseTemplate(text));
    expect(value!.sections.slice(0, 2)).toEqual([
      { section: 'Exam 0', value: '', fields: [{ name: 'Weight', hint: 'in kg' }] },
      { section: 'Exam 0 › Eyes', value: '', fields: [{ name: 'Left', hint: 'clear' }, { name: 'Right', hint: 'clear' }] },
    ]);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it.each([
    ['a heading with a long run of spaces inside', `# a${' '.repeat(3_000)}b`],
    ['a heading with a long run of mixed white space inside', `# a${' \t'.repeat(1_000)}#${' \t'.repeat(1_000)}b`],
    ['a bullet whose spaces end at a line separator', `Exam:\n-${' '.repeat(60_000)}x\u2028`],
    ['a name line whose spaces end at a line separator', `name:${' '.repeat(100_000)}\u2028`],
  ])('%s', (_what, text) => {
    expect(timed(() => parseTemplate(text)).ms).toBeLessThan(BUDGET_MS);
  });
});

describe('behaviour kept', () => {
  // The expression the heading reader replaces: it is the reference on lines too short to backtrack badly.
  const MARKDOWN_HEADING = /^\s*(#{1,6})\s+(.+?)\s*#*\s*$/;

  it('a markdown heading is read as the regular expression it replaces read it, on every short line', () => {
    const alphabet = [' ', '\t', '#', 'a', ':', '\u2028'];
    const lines = [''];
    for (let length = 1; length <= 6; length += 1) {
      for (const line of lines.filter((candidate) => candidate.length === length - 1)) for (const char of alphabet) lines.push(line + char);
    }
    lines.push('## Plan ##', '  ### Objective:  #  ', '####### Seven', '#NoSpace', '# C#', '#  ', '# \u2028 x');
    const differences = lines.filter((line) => {
      const expected = MARKDOWN_HEADING.exec(line);
      return JSON.stringify(markdownHeading(line)) !== JSON.stringify(expected ? { level: expected[1]!.length, text: expected[2] } : null);
    });
    expect(differences).toEqual([]);
  });

  it('a line separator (U+2028) inside a text breaks the line', () => {
    expect(parseTemplate('Subjective: Chief complaint, History\u2028Plan: Follow-up')).toEqual({
      sections: [
        { section: 'Subjective', value: '', fields: [{ name: 'Chief complaint', hint: '' }, { name: 'History', hint: '' }] },
        { section: 'Plan', value: '', fields: [{ name: 'Follow-up', hint: '' }] },
      ],
    });
  });
});
