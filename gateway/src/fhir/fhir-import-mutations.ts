// planFhirImport (the dry run) and applyFhirImport (docs/fhir-import.md): admins only (client
// admins, super admins), as the main service checks again (POST /fhir-import/plan and /apply).
import { builder } from '../builder.ts';
import { ForbiddenError, InputValidationError, fromUpstream } from '../errors.ts';
import { ADMIN_SCOPES } from '../users-roles/user-scopes.ts';
import { FhirImportInput } from './fhir-import-input.ts';
import { FhirImportReportType } from './fhir-import-report.ts';

const importError = (error: unknown) =>
  fromUpstream(error, {
    403: (upstream) => new ForbiddenError(upstream.message),
    413: (upstream) => new InputValidationError(upstream.message, [{ path: 'files', message: upstream.message }]),
  });

builder.mutationField('planFhirImport', (t) =>
  t.field({
    type: FhirImportReportType,
    description: 'Dry run of a FHIR R4 import: what it would create, match and cannot map. Writes nothing.',
    authScopes: ADMIN_SCOPES,
    args: { input: t.arg({ type: FhirImportInput, required: true }) },
    errors: { types: [InputValidationError, ForbiddenError], union: { name: 'PlanFhirImportResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.main.planFhirImport({ files: input.files });
      } catch (error) {
        throw importError(error);
      }
    },
  }),
);

builder.mutationField('applyFhirImport', (t) =>
  t.field({
    type: FhirImportReportType,
    description: 'Imports FHIR R4 files: creates exactly what planFhirImport reports (its `create`), in one transaction; a second run creates nothing.',
    authScopes: ADMIN_SCOPES,
    args: { input: t.arg({ type: FhirImportInput, required: true }) },
    errors: { types: [InputValidationError, ForbiddenError], union: { name: 'ApplyFhirImportResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.main.applyFhirImport({ files: input.files });
      } catch (error) {
        throw importError(error);
      }
    },
  }),
);
