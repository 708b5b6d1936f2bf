// PracticeExportState: where a write-back to the practice system stands (docs/write-back.md).
import { PRACTICE_EXPORT_STATES } from '@vetchart/contracts/write-back/practice-export';
import { builder } from '../builder.ts';

export const PracticeExportStateEnum = builder.enumType('PracticeExportState', {
  description:
    "QUEUED: waiting for its turn; SENDING: being written now; RETRYING: the practice system could not be reached, it runs again at nextAttemptAt; WRITTEN: written and read back the same; FAILED: the practice system refused (lastError says why) or every retry failed — retryPracticeExport queues it again.",
  values: PRACTICE_EXPORT_STATES.map((state) => state.toUpperCase()) as ['QUEUED', 'SENDING', 'RETRYING', 'WRITTEN', 'FAILED'],
});
