// A clinic's SOAP templates and a template's sections as the main service answers them
// (snake_case, docs/rest-main-canvas.md), each field named once; the gateway parses main's answers
// with them (gateway/src/soap-templates/soap-template-wire.ts, and the treatment result's
// sections in gateway/src/results/results-wire.ts).
import { z } from 'zod/mini';
import { answerId, answerNumber, anyText, listOf } from '../answer.ts';
import { wire } from '../wire.ts';

export const templateFieldAnswer = wire({ name: anyText, hint: anyText });
export type TemplateField = z.output<typeof templateFieldAnswer>;

/** A template's section (PLAN-19 decision 2): its name, its guidance text and its fields, each part optional on older rows. */
export const templateSectionAnswer = wire({ section: anyText, value: anyText, fields: listOf(templateFieldAnswer) });
export type TemplateSection = z.output<typeof templateSectionAnswer>;

/** A template's sections; none sent is none. */
export const templateSectionsAnswer = listOf(templateSectionAnswer);

export const soapTemplateAnswer = wire({
  id: answerId,
  code: anyText,
  name: anyText,
  description: anyText,
  // Only 'inactive' retires a template; anything else (or none, on older rows) is active.
  status: z.pipe(
    z.nullish(z.string()),
    z.transform((status) => (status === 'inactive' ? ('inactive' as const) : ('active' as const))),
  ),
  content: templateSectionsAnswer,
  version: answerNumber,
  createdByName: anyText,
  updatedByName: anyText,
  createdAt: anyText,
  updatedAt: anyText,
});
export type SoapTemplate = z.output<typeof soapTemplateAnswer>;
