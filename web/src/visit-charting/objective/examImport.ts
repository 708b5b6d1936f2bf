// Physical exam results read from observation text (spec 002 sections 2.4 and 4): each body
// category the AI found lands on its row of the Physical Exam Summary. Replace overwrites the
// category's result and comment; Append keeps a result already chosen and adds the comment to the
// row's own ('replace mode overwrites categories; otherwise merges and appends comments'). A
// category the exam does not list yet gets a row of its own.
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

export function applyExamResults(rows: ReadonlyArray<ExamRow>, results: ReadonlyArray<AiExamResultData>, mode: MergeMode): { rows: ExamRow[]; filled: FilledExamField[] } {
  const next = rows.map((row) => ({ ...row }));
  const filled: FilledExamField[] = [];
  for (const found of results) {
    const result = (EXAM_RESULTS as readonly string[]).includes(found.result) ? (found.result as ExamResult) : null;
    let index = next.findIndex((row) => sameCategory(row.category, found.category));
    if (index < 0) {
      next.push({ category: found.category.trim(), categoryId: null, result: '', comment: '' });
      index = next.length - 1;
    }
    const row = next[index]!;
    const evidence = found.matchedText?.trim() ? `From the observations: “${found.matchedText.trim()}”` : '';
    const nextResult = mergeChoice(row.result, result, mode);
    const nextComment = mergeText(row.comment, found.comment, mode);
    if (nextResult !== row.result) filled.push({ index, field: 'result', evidence });
    if (nextComment !== row.comment) filled.push({ index, field: 'comment', evidence });
    row.result = nextResult;
    row.comment = nextComment;
  }
  return { rows: next, filled };
}
