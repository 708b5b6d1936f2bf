// analyzeSubjectiveFormTriage: the triage import on the public subjective form (spec 003 sections
// 2.6 and 4). No session: the link token is the only credential. The inventory service checks the
// token with the main service (404 unknown, 410 expired, 409 already submitted, answered back with
// main's message), limits the calls per link (429 with Retry-After) and matches medications
// against the names the link carries.
import { builder } from '../builder.ts';
import { ServiceUnavailableError, UpstreamError } from '../clients/http.ts';
import { ConflictError, InputValidationError, NotFoundError, ThrottledError } from '../errors.ts';
import { LINK_UNKNOWN, MAX_TOKEN_LENGTH, SubjectiveFormLinkExpiredError, subjectiveFormLinkError } from '../subjective-form/subjective-form.ts';
import { AiProviderError, aiError } from './ai-errors.ts';
import { AnalyzeTriageNotesSuccess } from './triage-analysis.ts';

const AnalyzeSubjectiveFormTriageInput = builder.inputType('AnalyzeSubjectiveFormTriageInput', {
  fields: (t) => ({ token: t.string({ required: true }), text: t.string({ required: true }) }),
});

builder.mutationField('analyzeSubjectiveFormTriage', (t) =>
  t.field({
    type: AnalyzeTriageNotesSuccess,
    description: 'Reads the triage notes typed on the public subjective form into its answers (public: the token is the only credential).',
    args: { input: t.arg({ type: AnalyzeSubjectiveFormTriageInput, required: true }) },
    errors: {
      types: [SubjectiveFormLinkExpiredError, NotFoundError, ConflictError, InputValidationError, ThrottledError, AiProviderError],
      union: { name: 'AnalyzeSubjectiveFormTriageResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        if (!input.token || input.token.length > MAX_TOKEN_LENGTH) throw new NotFoundError(LINK_UNKNOWN);
        return { analysis: await context.loaders.inventory.formTriage({ token: input.token, query: input.text }) };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 429) throw ThrottledError.fromUpstream(error);
        if (error instanceof UpstreamError && [404, 409, 410].includes(error.status)) throw subjectiveFormLinkError(error);
        // The inventory service could not check the link with main (its 502/503 that names no AI provider).
        if (error instanceof UpstreamError && error.status >= 502 && !error.message.startsWith('AI provider')) throw new ServiceUnavailableError('main', error.message);
        throw aiError(error, 'text', { query: 'text' });
      }
    },
  }),
);
