// Where each line the AI engine wrote came from: spans of the text the person gave (triage text,
// transcript, the text being cleaned up) or the visit records it used (vitals, notes, plan rows,
// results). A line with no sources is shown as such: the engine found nothing it could point at
// (a language model's claimed quote that is not in the input is never kept as a source).
import { z } from 'zod/mini';
import { anyText, listOf, orNull } from '../answer.ts';

export const AI_SOURCE_KINDS = ['triage', 'transcript', 'vitals', 'subjective', 'objective', 'plan', 'results', 'catalogue', 'input'] as const;
export type AiSourceKind = (typeof AI_SOURCE_KINDS)[number];

/** The kinds whose sources are spans of a text the person gave, rather than records. */
export const TEXT_SOURCE_KINDS: readonly AiSourceKind[] = ['triage', 'transcript', 'input'];

/** One source as the engine answers it (snake_case keys are the same words). */
export const aiSourceAnswer = z.object({
  kind: z.catch(z.enum(AI_SOURCE_KINDS), 'input'),
  /** What the source is, for a reader: 'Triage text', 'Plan row: Maropitant 16 mg tablet'. */
  label: anyText,
  /** The words of the source the line rests on. */
  quote: orNull(z.string()),
  /** Character offsets of the quote in the input text (text kinds only). */
  start: orNull(z.number()),
  end: orNull(z.number()),
});
export type AiSource = z.output<typeof aiSourceAnswer>;

export const aiLineAnswer = z.object({ text: anyText, sources: listOf(aiSourceAnswer) });
export type AiLine = z.output<typeof aiLineAnswer>;

/** A list of lines a service may leave out (an answer cached before lines existed): empty. */
export const aiLinesAnswer = listOf(aiLineAnswer);

const offset = z.nullish(z.number().check(z.int(), z.gte(0)));

/**
 * The sources an AI draft keeps (a save sends them with the draft's mark, the main service stores
 * them as sent): the text the spans point into and the lines the AI feature answered. What the
 * steps show after a reload; kept as given, never used to decide anything.
 */
export const aiDraftSourcesInput = z.object({
  input: z.string().check(z.maxLength(20_000)),
  lines: z
    .array(
      z.object({
        text: z.string().check(z.maxLength(5_000)),
        sources: z
          .array(
            z.object({
              kind: z.enum(AI_SOURCE_KINDS),
              label: z.string().check(z.maxLength(500)),
              quote: z.nullish(z.string().check(z.maxLength(5_000))),
              start: offset,
              end: offset,
            }),
          )
          .check(z.maxLength(20)),
      }),
    )
    .check(z.maxLength(300)),
});
export type AiDraftSources = z.output<typeof aiDraftSourcesInput>;

/** An AI draft's stored sources as the main service answers them; none (older drafts) is null. */
export const aiDraftSourcesAnswer = orNull(z.object({ input: anyText, lines: aiLinesAnswer }));
