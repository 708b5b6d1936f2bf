// A visit's objective note (the physical exam step) as the main service answers it (snake_case,
// docs/rest-main-charting-objective.md), each field named once; the gateway parses main's answers
// with it (gateway/src/charting-objective/objective-wire.ts), also a stale save's answer.
import { z } from 'zod/mini';
import { answerId, answerNumber, blank, listOf, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

/** A score the exam may leave out. */
const score = orNull(z.number());

/** A physical exam result: its category is sent as `{ id, category }` and read as the id and the name. */
export const examResultAnswer = z.pipe(
  z.object({
    category: orNull(z.object({ id: orNull(answerId), category: orNull(z.string()) })),
    result: z.string(),
    comment: blank,
  }),
  z.transform(({ category, ...result }) => ({ categoryId: category?.id ?? null, category: category?.category ?? '', ...result })),
);
export type ExamResult = z.output<typeof examResultAnswer>;

export const ruleOutAnswer = wire({ diagnosisId: orNull(answerId), name: z.string(), category: orNull(z.string()), description: blank, symptoms: blank });
export type RuleOut = z.output<typeof ruleOutAnswer>;

export const objectiveNoteAnswer = wire(
  {
    id: answerId,
    visitId: answerId,
    petId: answerId,
    bodyScore: score,
    painScore: score,
    dentalScore: score,
    muscleConditionScore: score,
    grimaceScale: score,
    mentation: z.string(),
    medicalHistoryNotes: blank,
    physicalExamResults: listOf(examResultAnswer),
    ruleOuts: listOf(ruleOutAnswer),
    visitModificationId: orNull(answerId),
    version: answerNumber,
    createdAt: z.string(),
    updatedByName: z.string(),
    updatedAt: z.string(),
  },
  { physicalExamResults: 'physicalexamresult', ruleOuts: 'ruleouts' },
);
export type ObjectiveNote = z.output<typeof objectiveNoteAnswer>;
