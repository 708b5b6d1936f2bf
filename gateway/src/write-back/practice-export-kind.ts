// PracticeExportKind: what a write-back writes to the practice system.
import { builder } from '../builder.ts';

export const PracticeExportKindEnum = builder.enumType('PracticeExportKind', {
  description: 'SOAP: a finalized SOAP note (with the plan\'s medications and charges); TREATMENT_RESULT: a saved version of the results step\'s treatment result.',
  values: ['SOAP', 'TREATMENT_RESULT'] as const,
});
