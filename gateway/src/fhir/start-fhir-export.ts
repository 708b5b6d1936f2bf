// startFhirExport: an admin's 'Export the whole clinic' (or one pet's records) in Settings: a FHIR R4
// export built by a background task (docs/fhir.md 'Exporting from Settings'); audited.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ForbiddenError, fromUpstream, NotFoundError } from '../errors.ts';
import { ADMIN_SCOPES } from '../users-roles/user-scopes.ts';
import { FhirExportType } from './fhir-export.ts';
import type { FhirExportRecord } from './fhir-export-wire.ts';

const StartFhirExportInput = builder.inputType('StartFhirExportInput', {
  fields: (t) => ({ petId: t.id({ required: false, description: 'One pet; the whole clinic when left out.' }) }),
});

const StartFhirExportSuccess = builder.objectRef<{ fhirExport: FhirExportRecord; message: string }>('StartFhirExportSuccess').implement({
  fields: (t) => ({
    fhirExport: t.field({ type: FhirExportType, resolve: (payload) => payload.fhirExport }),
    message: t.exposeString('message'),
  }),
});

builder.mutationField('startFhirExport', (t) =>
  t.field({
    type: StartFhirExportSuccess,
    description: "Starts a FHIR R4 export of the clinic's records (or one pet's) in the background. Client and super admins only.",
    authScopes: ADMIN_SCOPES,
    args: { input: t.arg({ type: StartFhirExportInput, required: true }) },
    errors: { types: [NotFoundError, ForbiddenError], union: { name: 'StartFhirExportResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const petId = input.petId ? requireRawId(String(input.petId), 'Pet', 'Pet') : null;
        const started = await context.loaders.main.startFhirExport(petId);
        context.loaders.main.fhirExport.clear(started.data.id).prime(started.data.id, started.data);
        return { fhirExport: started.data, message: started.message };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          404: (upstream) => new NotFoundError(upstream.message),
          503: (upstream) => new ForbiddenError(upstream.message),
        });
      }
    },
  }),
);
