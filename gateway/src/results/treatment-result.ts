// TreatmentResult: the visit's treatment result (spec 002 sections 3 "treatment result" and 4
// "treatment result save"): what was finally done, diagnosed and prescribed, the SOAP template it
// was shaped with and that template's sections, and when it was last written back to the
// connected practice system. Versioned like the notes.
import { builder } from '../builder.ts';
import type { TreatmentResultRecord } from './results-wire.ts';
import { splitVisitScopedId, visitScopedId } from './result-ids.ts';
import { clinicTemplates, SoapTemplateType } from '../soap-templates/soap-template.ts';
import { TemplateSectionType } from '../soap-templates/template-section.ts';
import { TreatmentResultContentType } from './treatment-result-content.ts';

export const TreatmentResultType = builder.node(builder.objectRef<TreatmentResultRecord>('TreatmentResult'), {
  id: { resolve: (row) => visitScopedId(row.visitId, row.id) },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const located = ids.map(splitVisitScopedId);
    const visits = await context.loaders.main.resultsOfVisit.loadMany(located.map((at) => at?.visitId ?? ''));
    return located.map((at, index) => {
      const results = visits[index];
      if (!at || !results || results instanceof Error || results.treatmentResult?.id !== at.id) return null;
      return results.treatmentResult;
    });
  },
  fields: (t) => ({
    soapTemplate: t.field({
      type: SoapTemplateType,
      nullable: true,
      description: 'The template the result was shaped with (null when none, or deleted since).',
      resolve: async (row, _args, context) => (row.soapTemplateId ? ((await clinicTemplates(context)).find((template) => template.id === row.soapTemplateId) ?? null) : null),
    }),
    templateCode: t.exposeString('templateCode', { nullable: true }),
    result: t.field({ type: TreatmentResultContentType, resolve: (row) => row.result }),
    templateContent: t.field({ type: [TemplateSectionType], nullable: true, description: "The template's sections as saved (what Write Back sends).", resolve: (row) => row.templateContent }),
    version: t.exposeInt('version', { description: 'Send it as basedOnVersion with the next save.' }),
    writtenBackAt: t.exposeString('writtenBackAt', { nullable: true }),
    writtenBackTo: t.exposeString('writtenBackTo', { nullable: true, description: 'The practice system written back to (its name).' }),
    updatedByName: t.exposeString('updatedByName'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});
