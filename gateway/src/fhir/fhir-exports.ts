// Query.fhirExports: the clinic's FHIR exports started from Settings, newest first (at most 50); admins only.
import { builder } from '../builder.ts';
import { ADMIN_SCOPES } from '../users-roles/user-scopes.ts';
import { FhirExportType } from './fhir-export.ts';

builder.queryField('fhirExports', (t) =>
  t.field({
    type: [FhirExportType],
    description: "The clinic's FHIR exports, newest first (the latest 50). Client and super admins only.",
    authScopes: ADMIN_SCOPES,
    resolve: async (_root, _args, context) => {
      const rows = await context.loaders.main.fhirExports();
      for (const row of rows) context.loaders.main.fhirExport.prime(row.id, row);
      return rows;
    },
  }),
);
