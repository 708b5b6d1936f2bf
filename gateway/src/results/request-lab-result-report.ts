// requestLabResultReport: 'View Result' of a lab result (spec 002 section 2.7, the result viewer
// drawer): a short-lived same-origin address of the lab's report (lab-report-links.ts). The
// report is read once here, so a result without one ('This result has no report.') or a lab that
// fails answers now ('Result URL Retrieval Error') instead of in the viewer.
import { builder } from '../builder.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { reportLinkPath, sealReportLink } from './lab-report-links.ts';
import { recordIdOfInput } from './result-ids.ts';
import { LabProviderError, resultsError } from './results-errors.ts';

const RequestLabResultReportInput = builder.inputType('RequestLabResultReportInput', {
  fields: (t) => ({ labResultId: t.id({ required: true }) }),
});

const RequestLabResultReportSuccess = builder.objectRef<{ url: string }>('RequestLabResultReportSuccess').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: "The PDF's address on this server (/lab-reports/<token>), valid for 10 minutes; no session is needed to open it." }),
  }),
});

builder.mutationField('requestLabResultReport', (t) =>
  t.field({
    type: RequestLabResultReportSuccess,
    description: "A short-lived address of a lab result's report (PDF). Any signed-in member of the result's clinic.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RequestLabResultReportInput, required: true }) },
    errors: { types: [NotFoundError, LabProviderError, ForbiddenError], union: { name: 'RequestLabResultReportResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const labResultId = recordIdOfInput(String(input.labResultId), 'LabResult', 'Lab result');
        if (!context.reportLinkKey || !context.token) throw new ForbiddenError('Sign in to view lab reports.');
        await context.loaders.main.labResultReport(labResultId);
        return { url: reportLinkPath(sealReportLink(context.reportLinkKey, context.token, labResultId)) };
      } catch (error) {
        const mapped = await resultsError(context, error);
        // The service's other refusals (409 no lab connected) read as the report being unavailable.
        throw mapped instanceof ConflictError || mapped instanceof InputValidationError ? new NotFoundError(mapped.message) : mapped;
      }
    },
  }),
);
