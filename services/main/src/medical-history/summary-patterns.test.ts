// The medical-history summary belongs to the rules engine's audit of regular expressions
// (services/inventory/src/ai/pattern-safety.test.ts): any pattern it holds, literal or built, must
// run in linear time over long adversarial input.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditPattern, builtPatternCount, regexLiteralsIn } from '@vetchart/inventory/ai/pattern-audit';

const SUMMARY = join(import.meta.dirname, 'summary.ts');

describe('medical-history summary patterns', () => {
  it('builds no pattern at run time (the audit could not see it)', () => {
    expect(builtPatternCount(SUMMARY)).toBe(0);
  });

  it('each literal stays within 250 ms over 50,000 adversarial characters', () => {
    const slow = regexLiteralsIn(SUMMARY)
      .map(({ line, pattern }) => ({ line, pattern: pattern.source, ...auditPattern(pattern, 250) }))
      .filter((result) => result.ms > 250);
    expect(slow).toEqual([]);
  });
});
