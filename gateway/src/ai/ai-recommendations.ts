// AiRecommendations: the assessment's AI Suggestions for Diagnostics, Services and the Treatment
// Protocol (spec 002 sections 2.5 and 4 'AI recommendations'), read on the visit: the gateway
// gathers what the visit says — the subjective note's chief complaint, triage notes and case ids,
// the objective note's observations (medical history notes) and rule outs, the pet's species —
// and the inventory service ranks the clinic's own catalogue and knowledge base against it.
// extraText is the AI prompt panel's text. With Smart Recommendations off, enabled is false and
// the lists are empty (nothing is computed).
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import type { AiRecommendationsPayload, AiRecommendationsRecord } from './ai-wire.ts';
import { PetType } from '../pets/pet.ts';
import { VisitType } from '../visits/visit.ts';
import { AiFieldError, aiFieldError } from './ai-errors.ts';
import { AiSuggestionType } from './ai-suggestion.ts';
import { AiLineType } from './ai-line.ts';

/** The service's limit of the prompt's text (voice_text). */
const MAX_EXTRA_TEXT = 20_000;

const AiRecommendationsType = builder.objectRef<AiRecommendationsRecord>('AiRecommendations').implement({
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: "The clinic's Smart Recommendations setting; off: every list is empty." }),
    provider: t.exposeString('provider'),
    diagnostics: t.field({ type: [AiSuggestionType], resolve: (result) => result.diagnostics }),
    services: t.field({ type: [AiSuggestionType], resolve: (result) => result.services }),
    medications: t.field({ type: [AiSuggestionType], description: 'Medications and inventory supplies (the Treatment Protocol).', resolve: (result) => result.medications }),
    lines: t.field({
      type: [AiLineType],
      description: "One line per suggestion (diagnostics, services, then medications) with the visit's words it rests on; none when no note holds them.",
      resolve: (result) => result.lines,
    }),
  }),
});

const text = (value: string | null | undefined) => (value && value.trim() ? value : undefined);

/**
 * The suggestions may wait for the AI provider (its deadline times its tries, 95 s by default),
 * but not for a service that does not answer at all: beside them the clinic's AI settings are
 * read, a plain read with the service's own 2 s deadline (and asked by the Assessment step
 * anyway, so the same call). If that read fails, the service is unavailable and the suggestions
 * give up at once with its error, whatever the longer AI deadline.
 */
async function recommendationsOrUnavailable(context: GatewayContext, payload: AiRecommendationsPayload): Promise<AiRecommendationsRecord> {
  // The read goes first: were the service's breaker half-open, it is the probe, and the ranking
  // waits on its answer rather than the other way round.
  const answering = context.loaders.inventory.aiSettings();
  const ranking = context.loaders.inventory.recommendations(payload);
  // The loser of the race below is left to settle on its own; its failure is not this request's.
  ranking.catch(() => undefined);
  answering.catch(() => undefined);
  return Promise.race([ranking, answering.then(() => ranking)]);
}

builder.objectField(VisitType, 'aiRecommendations', (t) =>
  t.field({
    type: AiRecommendationsType,
    // Null with its error when the AI or the catalogue fails: the Assessment asks it on the same
    // visit node as the step (aiVisit), and a null node would take the visit out of the web's store.
    nullable: true,
    authScopes: { authenticated: true },
    args: { extraText: t.arg.string({ description: `The AI prompt: more to recommend from (at most ${MAX_EXTRA_TEXT} characters).` }) },
    resolve: async (visit, { extraText }, context) => {
      if (extraText && extraText.length > MAX_EXTRA_TEXT) throw new AiFieldError(`The AI prompt must be at most ${MAX_EXTRA_TEXT} characters.`, { code: 'BAD_USER_INPUT' });
      const [subjective, objective, pet] = await Promise.all([
        context.loaders.main.subjectiveNoteOfVisit.load(visit.id),
        context.loaders.main.objectiveNoteOfVisit.load(visit.id),
        PetType.getDataloader(context).load(visit.petId),
      ]);
      const payload: AiRecommendationsPayload = {
        complaint: text(subjective?.chiefComplaint.complaint),
        triage_notes: text(subjective?.additionalNotes.triageNotes),
        main_cases: subjective?.reasonForConsultation.mainCaseIds ?? [],
        observations: text(objective?.medicalHistoryNotes),
        ruleouts: (objective?.ruleOuts ?? []).map((ruleOut) => ({ name: ruleOut.name })),
        voice_text: text(extraText),
        specie_id: pet.specieId,
      };
      try {
        return await recommendationsOrUnavailable(context, payload);
      } catch (error) {
        throw aiFieldError(error);
      }
    },
  }),
);
