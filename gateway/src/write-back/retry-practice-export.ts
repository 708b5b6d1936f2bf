// retryPracticeExport: 'Retry' on a failed write-back (the practice system refused it, or every
// automatic retry failed): queued again, audited; once the cause is mended (the patient linked,
// the practice system reconnected) it is written. Only a FAILED one (ConflictError otherwise).
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, fromUpstream, NotFoundError } from '../errors.ts';
import { CHART_VISIT_SCOPE } from '../visits/visit.ts';
import { PracticeExportType } from './practice-export.ts';
import type { PracticeExportRecord } from './write-back-wire.ts';

const RetryPracticeExportInput = builder.inputType('RetryPracticeExportInput', {
  fields: (t) => ({ practiceExportId: t.id({ required: true }) }),
});

const RetryPracticeExportSuccess = builder.objectRef<{ practiceExport: PracticeExportRecord; message: string }>('RetryPracticeExportSuccess').implement({
  fields: (t) => ({
    practiceExport: t.field({ type: PracticeExportType, resolve: (payload) => payload.practiceExport }),
    message: t.exposeString('message', { description: "'Write-back queued again.'" }),
  }),
});

builder.mutationField('retryPracticeExport', (t) =>
  t.field({
    type: RetryPracticeExportSuccess,
    description: "Queues a failed write-back to the practice system again ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: RetryPracticeExportInput, required: true }) },
    errors: { types: [NotFoundError, ForbiddenError, ConflictError], union: { name: 'RetryPracticeExportResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.practiceExportId), 'PracticeExport', 'Write-back');
        const retried = await context.loaders.main.retryPracticeExport(id);
        context.loaders.main.practiceExport.clear(id).prime(id, retried.data);
        return { practiceExport: retried.data, message: retried.message };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          404: (upstream) => new NotFoundError(upstream.message),
          409: (upstream) => new ConflictError(upstream.message),
        });
      }
    },
  }),
);
