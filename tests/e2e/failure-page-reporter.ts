// Prints, under a failed journey, what the page showed when it failed (Playwright's error
// context: the errors and the page's accessibility snapshot). The list reporter only names the
// file, and CI keeps nothing but the printed log: without this a failure seen once in CI leaves
// no trace of the screen that caused it.
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_CHARS = 6_000;

export default class FailurePageReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // Without the sections addressed to an assistant and the test's source (the list reporter
    // prints the lines that failed): what is left is the error and the page's snapshot.
    const snapshot = text
      .split(/^(?=# )/m)
      .filter((section) => !/^# (Instructions|Test source)\b/.test(section))
      .join('')
      .trim();
    const shown = snapshot.length > MAX_CHARS ? `${snapshot.slice(0, MAX_CHARS)}\n… (${snapshot.length - MAX_CHARS} more characters)` : snapshot;
    process.stdout.write(`\n── The page when "${test.title}" failed ──\n${shown}\n── end of page ──\n`);
  }

  printsToStdio() {
    return false;
  }
}
