// cleanUpText: the AI clean-up proposal on the free-text fields (spec 001 section 2.10): spacing,
// case, punctuation and common abbreviations fixed without changing the meaning; the web shows the
// proposal to apply or cancel ('Text updated successfully' / 'Error cleaning up text').
import { builder } from '../builder.ts';
import type { CleanUpRecord } from './ai-wire.ts';
import { InputValidationError } from '../errors.ts';
import { AiProviderError, aiError } from './ai-errors.ts';
import { AiLineType } from './ai-line.ts';

const CleanUpTextInput = builder.inputType('CleanUpTextInput', {
  fields: (t) => ({ text: t.string({ required: true }) }),
});

const CleanUpTextSuccess = builder.objectRef<CleanUpRecord>('CleanUpTextSuccess').implement({
  fields: (t) => ({
    improvedText: t.exposeString('improvedText'),
    provider: t.exposeString('provider'),
    changes: t.exposeStringList('changes', { description: 'What was changed, one line each (for the proposal).' }),
    lines: t.field({
      type: [AiLineType],
      description: 'Each sentence of the proposal with the span of the text sent (trimmed) it tidies; none when no sentence of it backs the line.',
      resolve: (result) => result.lines,
    }),
  }),
});

builder.mutationField('cleanUpText', (t) =>
  t.field({
    type: CleanUpTextSuccess,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CleanUpTextInput, required: true }) },
    errors: { types: [InputValidationError, AiProviderError], union: { name: 'CleanUpTextResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.inventory.cleanUp({ text: input.text });
      } catch (error) {
        throw aiError(error, 'text');
      }
    },
  }),
);
