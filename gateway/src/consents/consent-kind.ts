// ConsentKind: what a clinic's consent form is for (docs/consents.md).
import { builder } from '../builder.ts';

export const ConsentKindEnum = builder.enumType('ConsentKind', {
  values: {
    TREATMENT_ESTIMATE: { value: 'treatment_estimate', description: 'Treatment estimate: needed when the plan has a price.' },
    ANAESTHESIA_PROCEDURE: { value: 'anaesthesia_procedure', description: 'Anaesthesia or procedure: needed when the plan holds a procedure.' },
    AI_RECORDING: { value: 'ai_recording', description: 'Recording for AI dictation: added to the visits that are dictated.' },
  } as const,
});
