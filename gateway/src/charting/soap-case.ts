// SoapCase: a reason for consultation the subjective form offers (spec 002 section 3: skin_case=1,
// general_health=2, vomiting=3, diarrhea=4), and the soapCases query.
import { builder } from '../builder.ts';
import type { SoapCaseRecord } from './subjective-wire.ts';

export const SoapCaseType = builder.objectRef<SoapCaseRecord>('SoapCase').implement({
  description: "A SOAP case: a reason for consultation with its own question panel (vomiting, diarrhea). caseId is what a note's mainCaseIds hold.",
  fields: (t) => ({
    caseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'skin_case, general_health, vomiting or diarrhea.' }),
    label: t.exposeString('label'),
  }),
});

builder.queryField('soapCases', (t) =>
  t.field({
    type: [SoapCaseType],
    description: 'The SOAP cases, by id (four; General Health is the default).',
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => context.loaders.main.soapCases(),
  }),
);
