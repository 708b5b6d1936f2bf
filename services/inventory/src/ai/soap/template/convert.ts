// The template builder's conversion (PLAN-19 decision 6): the prompt text and the uploaded
// document's text become a SOAP template. The rules engine parses 'Section: field, field' lines
// and headings with lists (parse-template.ts); a configured model produces the JSON, validated by
// zod (an answer that is not a valid template gives the raw text, success false).
import { z } from 'zod';
import { AiProviderError, type AiEngine } from '../../provider.ts';
import { RULES_TASKS } from '../../rules-off-thread.ts';
import { runTask } from '@vetchart/platform/task-pool';
import { MAX_FIELDS, MAX_NAME_CHARS, MAX_SECTIONS, parseTemplate, type ParsedTemplate } from './parse-template.ts';

export interface ConversionResult {
  success: boolean;
  json_data: ParsedTemplate | null;
  raw_text: string;
  error: string | null;
  notice: string | null;
}

export const NOT_A_TEMPLATE = 'No template was recognised in the text.';
export const RULES_CONVERT_NOTICE =
  "The built-in rules engine reads lines like 'Section: field, field' and headings followed by bullet or numbered lists; a language model reads free text when one is configured.";
export const MODEL_INVALID = 'The language model did not answer with a valid template.';

/** The template shape a model must answer (and what the web's builder receives). */
export const templateAnswer = z.object({
  name: z.string().max(MAX_NAME_CHARS).optional(),
  description: z.string().max(1000).optional(),
  sections: z
    .array(
      z.object({
        section: z.string().trim().min(1).max(MAX_NAME_CHARS),
        value: z.string().max(5000),
        fields: z.array(z.object({ name: z.string().trim().min(1).max(MAX_NAME_CHARS), hint: z.string().max(2000) })).max(MAX_FIELDS),
      }),
    )
    .min(1)
    .max(MAX_SECTIONS),
});
// The model's raw answer: strict JSON schema needs every key; a non-template says so.
const modelAnswer = z.object({
  is_template: z.boolean(),
  name: z.string(),
  description: z.string(),
  sections: z.array(z.object({ section: z.string(), value: z.string(), fields: z.array(z.object({ name: z.string(), hint: z.string() })) })),
});
const MODEL_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['is_template', 'name', 'description', 'sections'],
  properties: {
    is_template: { type: 'boolean' },
    name: { type: 'string' },
    description: { type: 'string' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['section', 'value', 'fields'],
        properties: {
          section: { type: 'string' },
          value: { type: 'string' },
          fields: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['name', 'hint'], properties: { name: { type: 'string' }, hint: { type: 'string' } } },
          },
        },
      },
    },
  },
};
const CONVERT_SYSTEM = `You turn a veterinary clinic's document or request into a SOAP note template.
A template has a name, a short description and 1-${MAX_SECTIONS} sections; each section has a name, guidance text ("value") and fields (name and a short hint of what to record).
Keep the document's own section and field names and order. If the text does not describe a template, answer is_template false with no sections.`;

/** The rules engine's conversion. */
export function convertWithRules(text: string): ConversionResult {
  const parsed = parseTemplate(text);
  if (!parsed) return { success: false, json_data: null, raw_text: text, error: NOT_A_TEMPLATE, notice: RULES_CONVERT_NOTICE };
  return { success: true, json_data: parsed, raw_text: text, error: null, notice: RULES_CONVERT_NOTICE };
}

/** Conversion with the active provider. A model's answer that is not a valid template is the raw text. */
export async function convertToTemplate(engine: AiEngine, text: string): Promise<ConversionResult> {
  const model = engine.languageModel;
  if (!model) return runTask<ConversionResult>(RULES_TASKS, 'convertWithRulesTask', { text });
  let answer: z.infer<typeof modelAnswer>;
  try {
    answer = await model.chatJson({ task: 'template-convert', system: CONVERT_SYSTEM, user: text, schema: modelAnswer, jsonSchema: MODEL_JSON_SCHEMA });
  } catch (error) {
    // An answer that is not the asked JSON is the model's failure to make a template, not an outage.
    if (error instanceof AiProviderError && error.status === undefined && /shape|JSON/i.test(error.message)) {
      return { success: false, json_data: null, raw_text: text, error: MODEL_INVALID, notice: null };
    }
    throw error;
  }
  if (!answer.is_template) return { success: false, json_data: null, raw_text: text, error: NOT_A_TEMPLATE, notice: null };
  const checked = templateAnswer.safeParse({
    ...(answer.name.trim() ? { name: answer.name.trim() } : {}),
    ...(answer.description.trim() ? { description: answer.description.trim() } : {}),
    sections: answer.sections,
  });
  if (!checked.success) return { success: false, json_data: null, raw_text: text, error: MODEL_INVALID, notice: null };
  return { success: true, json_data: checked.data, raw_text: text, error: null, notice: null };
}
