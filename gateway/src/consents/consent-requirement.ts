// ConsentRequirement: when a visit needs a consent form (docs/consents.md, "Which consents a visit needs").
import { builder } from '../builder.ts';

export const ConsentRequirementEnum = builder.enumType('ConsentRequirement', {
  values: {
    ALWAYS: { value: 'always', description: 'Every visit.' },
    WHEN_PLAN_NEEDS: { value: 'when_plan_needs', description: "When the visit's plan needs it by the form kind's rule." },
    BY_HAND: { value: 'by_hand', description: 'Only when staff add it to a visit.' },
  } as const,
});
