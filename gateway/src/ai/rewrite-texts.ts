// rewriteTexts: Magic Re-write and the AI prompt panel of the subjective and objective steps
// (spec 002 section 2.2): each keyed field's text improved. With the rules engine only spacing,
// case, punctuation and abbreviations change, and `notice` says a free re-write needs a language
// model, so the page never pretends.
import { builder } from '../builder.ts';
import type { KeyedTextRecord, RewriteRecord } from './ai-wire.ts';
import { InputValidationError } from '../errors.ts';
import { AiProviderError, aiError } from './ai-errors.ts';
import { AiLineType } from './ai-line.ts';

const MAX_TEXTS = 20;

const KeyedTextInput = builder.inputType('KeyedTextInput', {
  fields: (t) => ({ key: t.string({ required: true, description: "The form field's name; the answer keeps it." }), text: t.string({ required: true }) }),
});

const KeyedTextType = builder.objectRef<KeyedTextRecord>('KeyedText').implement({
  fields: (t) => ({ key: t.exposeString('key'), text: t.exposeString('text') }),
});

const RewriteTextsInput = builder.inputType('RewriteTextsInput', {
  fields: (t) => ({ texts: t.field({ type: [KeyedTextInput], required: true, description: `1 to ${MAX_TEXTS} texts.` }) }),
});

const RewriteTextsSuccess = builder.objectRef<RewriteRecord>('RewriteTextsSuccess').implement({
  fields: (t) => ({
    improvedTexts: t.field({ type: [KeyedTextType], resolve: (result) => result.improvedTexts }),
    provider: t.exposeString('provider'),
    languageModel: t.exposeBoolean('languageModel'),
    notice: t.exposeString('notice', { nullable: true, description: "Set when the rules engine only tidied the texts (no language model)." }),
    lines: t.field({
      type: [AiLineType],
      description: "Each re-written sentence with the sentence of its field's text it says again (the source's label is the field's key); none when no sentence backs it.",
      resolve: (result) => result.lines,
    }),
  }),
});

builder.mutationField('rewriteTexts', (t) =>
  t.field({
    type: RewriteTextsSuccess,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RewriteTextsInput, required: true }) },
    errors: { types: [InputValidationError, AiProviderError], union: { name: 'RewriteTextsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        if (input.texts.length > MAX_TEXTS) throw InputValidationError.forField('texts', `At most ${MAX_TEXTS} texts can be re-written at once.`);
        return await context.loaders.inventory.rewrite({ texts: input.texts.map((row) => ({ key: row.key, text: row.text })) });
      } catch (error) {
        throw aiError(error, 'texts');
      }
    },
  }),
);
