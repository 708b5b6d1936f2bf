// generateSoapNote: the editor's 'Generate SOAP' (PLAN-19 decision 5; spec 003 section 5): the
// gateway gathers the visit's records (soap-visit-data.ts) and the chosen template and asks the
// AI engine (inventory POST /ai/soap-note) to fill the template's sections. Enabled for more than
// 30 characters of triage text. Nothing is stored until the editor saves.
import { builder } from '../builder.ts';
import type { GeneratedSoapNoteRecord } from '../ai/ai-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { InputValidationError, NotFoundError } from '../errors.ts';
import { AiProviderError, AiUnavailableError, aiError } from '../ai/ai-errors.ts';
import { templateByCode } from '../soap-templates/soap-template.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { GeneratedSoapNoteType } from './generated-soap-note.ts';
import { soapVisitData, templateForAi } from './soap-visit-data.ts';

export const TRIAGE_TOO_SHORT = 'Enter more than 30 characters of triage notes to generate a SOAP note.';

const GenerateSoapNoteInput = builder.inputType('GenerateSoapNoteInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    templateCode: t.string({ required: true }),
    triageText: t.string({ required: true, description: 'More than 30 characters.' }),
  }),
});

const GenerateSoapNoteSuccess = builder.objectRef<{ note: GeneratedSoapNoteRecord }>('GenerateSoapNoteSuccess').implement({
  fields: (t) => ({ note: t.field({ type: GeneratedSoapNoteType, resolve: (payload) => payload.note }) }),
});

builder.mutationField('generateSoapNote', (t) =>
  t.field({
    type: GenerateSoapNoteSuccess,
    description: "Fills the template's sections from the triage text and the visit's records ('Add Visit'); stores nothing.",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: GenerateSoapNoteInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, AiProviderError, AiUnavailableError], union: { name: 'GenerateSoapNoteResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        if (input.triageText.trim().length <= 30) throw InputValidationError.forField('triageText', TRIAGE_TOO_SHORT);
        const visit = await VisitType.getDataloader(context).load(requireRawId(String(input.visitId), 'Visit', 'Visit'));
        const template = await templateByCode(context, input.templateCode);
        if (!template) throw InputValidationError.forField('templateCode', input.templateCode.trim() ? 'Template not found.' : 'Please select a template before saving');
        const note = await context.loaders.inventory.soapNote({
          template: templateForAi(template),
          triage_text: input.triageText,
          visit: await soapVisitData(context, visit),
        });
        return { note };
      } catch (error) {
        throw aiError(error, 'triageText', { triage_text: 'triageText' });
      }
    },
  }),
);
