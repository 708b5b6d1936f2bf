// physicalExamFromObservations: the objective step's physical exam results read from the
// observation text (spec 002 section 2.4): one row per body category the text speaks of, Normal or
// Abnormal with a comment and the words it was read from. The visit must be the clinic's own; its
// pet's species narrows the reading.
import { builder } from '../builder.ts';
import type { AiExamResultRecord } from './ai-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { InputValidationError, NotFoundError } from '../errors.ts';
import { PetType } from '../pets/pet.ts';
import { VisitType } from '../visits/visit.ts';
import { AiProviderError, aiError } from './ai-errors.ts';
import { AiLineType } from './ai-line.ts';
import type { AiLine } from '@vetchart/contracts/ai/ai-sources';

const PhysicalExamFromObservationsInput = builder.inputType('PhysicalExamFromObservationsInput', {
  fields: (t) => ({ visitId: t.id({ required: true }), observations: t.string({ required: true }) }),
});

const AiExamResultType = builder.objectRef<AiExamResultRecord>('AiExamResult').implement({
  fields: (t) => ({
    category: t.exposeString('category', { description: "One of the physical exam's body categories ('Heart', 'Skin & Coat', …)." }),
    result: t.exposeString('result', { description: "'Normal' or 'Abnormal'." }),
    comment: t.exposeString('comment'),
    matchedText: t.exposeString('matchedText', { nullable: true, description: 'The words of the observations the row was read from.' }),
  }),
});

const PhysicalExamFromObservationsSuccess = builder
  .objectRef<{ results: AiExamResultRecord[]; provider: string; lines: AiLine[] }>('PhysicalExamFromObservationsSuccess')
  .implement({
    fields: (t) => ({
      results: t.field({ type: [AiExamResultType], resolve: (payload) => payload.results }),
      provider: t.exposeString('provider'),
      lines: t.field({ type: [AiLineType], description: 'One line per row, with the spans of the observations it was read from (offsets into the observations as sent).', resolve: (payload) => payload.lines }),
    }),
  });

builder.mutationField('physicalExamFromObservations', (t) =>
  t.field({
    type: PhysicalExamFromObservationsSuccess,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PhysicalExamFromObservationsInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, AiProviderError], union: { name: 'PhysicalExamFromObservationsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        // The loaders answer NotFoundError for another clinic's visit.
        const visit = await VisitType.getDataloader(context).load(visitId);
        const pet = await PetType.getDataloader(context).load(visit.petId);
        return await context.loaders.inventory.physicalExam({ observations: input.observations, specie_id: pet.specieId });
      } catch (error) {
        throw aiError(error, 'observations');
      }
    },
  }),
);
