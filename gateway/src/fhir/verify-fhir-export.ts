// verifyFhirExport: an admin checks a finished FHIR export against its manifest (docs/fhir.md
// 'Verification'): every file's size, SHA-256 and resource count, nothing missing or added, and the
// stored zip the one recorded when it was made. The same check `pnpm fhir:verify` runs on a folder.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, fromUpstream, NotFoundError } from '../errors.ts';
import { ADMIN_SCOPES } from '../users-roles/user-scopes.ts';

interface VerifyProblem {
  file: string;
  problem: string;
  message: string;
}

const FhirExportProblemType = builder.objectRef<VerifyProblem>('FhirExportProblem').implement({
  description: "A way an export differs from its manifest: 'missing', 'size', 'sha256', 'count', 'unlisted' or 'manifest'.",
  fields: (t) => ({ file: t.exposeString('file'), problem: t.exposeString('problem'), message: t.exposeString('message') }),
});

const VerifyFhirExportInput = builder.inputType('VerifyFhirExportInput', {
  fields: (t) => ({ fhirExportId: t.id({ required: true }) }),
});

const VerifyFhirExportSuccess = builder.objectRef<{ verified: boolean; zipSha256Matches: boolean; problems: VerifyProblem[]; message: string }>('VerifyFhirExportSuccess').implement({
  fields: (t) => ({
    verified: t.exposeBoolean('verified', { description: 'True when nothing differs.' }),
    zipSha256Matches: t.exposeBoolean('zipSha256Matches', { description: "The stored zip's SHA-256 is the one recorded when it was made." }),
    problems: t.field({ type: [FhirExportProblemType], resolve: (payload) => payload.problems }),
    message: t.exposeString('message'),
  }),
});

builder.mutationField('verifyFhirExport', (t) =>
  t.field({
    type: VerifyFhirExportSuccess,
    description: 'Checks a finished FHIR export against its manifest (audited). Client and super admins only.',
    authScopes: ADMIN_SCOPES,
    args: { input: t.arg({ type: VerifyFhirExportInput, required: true }) },
    errors: { types: [NotFoundError, ForbiddenError, ConflictError], union: { name: 'VerifyFhirExportResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.fhirExportId), 'FhirExport', 'Export');
        const answer = await context.loaders.main.verifyFhirExport(id);
        return { verified: answer.data.verified, zipSha256Matches: answer.data.zip_sha256_matches, problems: answer.data.problems, message: answer.message };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          404: (upstream) => new NotFoundError(upstream.message),
          409: (upstream) => new ConflictError(upstream.message),
          413: (upstream) => new ConflictError(upstream.message),
        });
      }
    },
  }),
);
