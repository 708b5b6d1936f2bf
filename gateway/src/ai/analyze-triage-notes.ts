// analyzeTriageNotes: the subjective step's triage import (spec 003 section 4): staff paste or
// dictate triage notes and the AI reads them into form values; a blank note is 'Triage note
// required'.
import { builder } from '../builder.ts';
import { InputValidationError } from '../errors.ts';
import { AiProviderError, aiError } from './ai-errors.ts';
import { AnalyzeTriageNotesSuccess } from './triage-analysis.ts';

const AnalyzeTriageNotesInput = builder.inputType('AnalyzeTriageNotesInput', {
  fields: (t) => ({
    text: t.string({ required: true }),
    speciesName: t.string({ description: "The pet's species name (e.g. 'Feline'), to read species-specific terms." }),
  }),
});

builder.mutationField('analyzeTriageNotes', (t) =>
  t.field({
    type: AnalyzeTriageNotesSuccess,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: AnalyzeTriageNotesInput, required: true }) },
    errors: { types: [InputValidationError, AiProviderError], union: { name: 'AnalyzeTriageNotesResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { analysis: await context.loaders.inventory.triage({ query: input.text, species: input.speciesName ?? undefined }) };
      } catch (error) {
        throw aiError(error, 'text', { query: 'text', species: 'speciesName' });
      }
    },
  }),
);
