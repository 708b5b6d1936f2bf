// Physical exam results read from observation text (spec 002 sections 2.4 and 4): each body
// category the AI found lands on its row of the Physical Exam Summary. Replace overwrites the
// category's result and comment; Append keeps a result already chosen and adds the comment to the
// row's own ('replace mode overwrites categories; otherwise merges and appends comments'). A
// category the exam does not list yet gets a row of its own.
//
// Replace never overwrites what a person wrote (aiFill.ts): a result or comment that is neither
// blank nor the AI's own earlier answer is kept, the AI's comment added after it; such fields are
// listed in `kept`. undoExamFill puts the rows back as they were before the fill.
import { fillModeFor, undoOf, type NotWritten } from '../../ai/aiFill';
import { mergeChoice, mergeText, type MergeMode } from '../../ai/mergeModes';
import type { ExamRow } from './objectiveForm';
import { EXAM_RESULTS, type ExamResult } from './objectiveScores';

export interface AiExamResultData {
  readonly category: string;
  readonly result: string;
  readonly comment: string;
  readonly matchedText: string | null | undefined;
}

export interface FilledExamField {
  index: number;
  field: 'result' | 'comment';
  evidence: string;
}

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface ExamFill {
  rows: ExamRow[];
  filled: FilledExamField[];
  /** Fields whose person's value was kept although the AI's answer differs. */
  kept: { index: number; field: 'result' | 'comment' }[];
}

const allWritten: NotWritten = () => false;

export function applyExamResults(rows: ReadonlyArray<ExamRow>, results: ReadonlyArray<AiExamResultData>, mode: MergeMode, notWritten: NotWritten = allWritten): ExamFill {
  const next = rows.map((row) => ({ ...row }));
  const filled: FilledExamField[] = [];
  const kept: ExamFill['kept'] = [];
  for (const found of results) {
    const result = (EXAM_RESULTS as readonly string[]).includes(found.result) ? (found.result as ExamResult) : null;
    let index = next.findIndex((row) => sameCategory(row.category, found.category));
    if (index < 0) {
      next.push({ category: found.category.trim(), categoryId: null, result: '', comment: '' });
      index = next.length - 1;
    }
    const row = next[index]!;
    const evidence = found.matchedText?.trim() ? `From the observations: “${found.matchedText.trim()}”` : '';
    const resultMode = fillModeFor(mode, `examResults.${index}.result`, row.result, notWritten);
    const commentMode = fillModeFor(mode, `examResults.${index}.comment`, row.comment, notWritten);
    const nextResult = mergeChoice(row.result, result, resultMode);
    const nextComment = mergeText(row.comment, found.comment, commentMode);
    if (nextResult !== row.result) filled.push({ index, field: 'result', evidence });
    if (nextComment !== row.comment) filled.push({ index, field: 'comment', evidence });
    if (resultMode !== mode && result && result !== row.result) kept.push({ index, field: 'result' });
    if (commentMode !== mode && found.comment.trim() && nextComment !== row.comment) kept.push({ index, field: 'comment' });
    row.result = nextResult;
    row.comment = nextComment;
  }
  return { rows: next, filled, kept };
}

/**
 * The rows after Undo of a fill from `before` to `after`: each result and comment that still holds
 * the fill's value goes back to its value before, and the rows the fill added go, unless the
 * person has since written in them.
 */
export function undoExamFill(current: ReadonlyArray<ExamRow>, before: ReadonlyArray<ExamRow>, after: ReadonlyArray<ExamRow>): ExamRow[] {
  const rows = current.map((row) => ({ ...row }));
  const fields = ['result', 'comment'] as const;
  // Paths are '<row index>.<field>' here, within the rows.
  const parse = (path: string) => path.split('.') as [string, (typeof fields)[number]];
  const changes = before.flatMap((row, index) => fields.map((field) => ({ path: `${index}.${field}`, before: row[field], after: after[index]?.[field] })));
  const valueNow = (path: string) => {
    const [index, field] = parse(path);
    return rows[Number(index)]?.[field];
  };
  for (const { path, value } of undoOf(changes, valueNow)) {
    const [index, field] = parse(path);
    const row = rows[Number(index)];
    if (row) (row as Record<typeof field, string>)[field] = value as string;
  }
  // A row the fill added stays only when the person has changed it since.
  return rows.filter((row, index) => index < before.length || (after[index] !== undefined && (row.result !== after[index]!.result || row.comment !== after[index]!.comment)));
}
