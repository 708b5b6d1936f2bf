// startPhysicalExam: entering the objective step. A visit with no objective note that is neither
// read-only nor locked moves to 'Exam in Progress' (on the server, with a status log row); calling
// it again changes nothing, so the client calls it whenever the step opens.
import type { VisitRecord } from '../visits/visit-wire.ts';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { chartingError } from './objective-note.ts';

const StartPhysicalExamInput = builder.inputType('StartPhysicalExamInput', {
  fields: (t) => ({ visitId: t.id({ required: true }) }),
});

const StartPhysicalExamSuccess = builder.objectRef<{ visit: VisitRecord; moved: boolean }>('StartPhysicalExamSuccess').implement({
  fields: (t) => ({
    visit: t.field({ type: VisitType, resolve: (payload) => payload.visit }),
    moved: t.exposeBoolean('moved', { description: "True when this call moved the visit to 'Exam in Progress'." }),
  }),
});

builder.mutationField('startPhysicalExam', (t) =>
  t.field({
    type: StartPhysicalExamSuccess,
    description: "Moves a visit without an objective note, neither read-only nor locked, to 'Exam in Progress'; otherwise changes nothing ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: StartPhysicalExamInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, ForbiddenError], union: { name: 'StartPhysicalExamResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.main.startExam(requireRawId(String(input.visitId), 'Visit', 'Visit'));
      } catch (error) {
        throw chartingError(error);
      }
    },
  }),
);
