// The template create/edit form (spec 003 section 5): name and description, both required, with
// the spec's messages; the name as long as the service allows (PLAN-19 decision 2).
import { MAX_NAME, TEMPLATE_MESSAGES } from '@vetchart/contracts/soap-templates/template-limits';
import { z } from 'zod/mini';

// The spec's messages, the contract's (the service answers the same ones).
export const NAME_REQUIRED = TEMPLATE_MESSAGES.name;
export const DESCRIPTION_REQUIRED = TEMPLATE_MESSAGES.description;
export const CODE_REQUIRED = TEMPLATE_MESSAGES.codeRequired;
export const MAX_TEMPLATE_NAME = MAX_NAME;
export const MAX_TEMPLATE_DESCRIPTION = 1000;

export const templateFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, NAME_REQUIRED), z.maxLength(MAX_TEMPLATE_NAME, `A name can be at most ${MAX_TEMPLATE_NAME} characters`)),
  description: z.string().check(z.trim(), z.minLength(1, DESCRIPTION_REQUIRED), z.maxLength(MAX_TEMPLATE_DESCRIPTION, `A description can be at most ${MAX_TEMPLATE_DESCRIPTION} characters`)),
});

export type TemplateFormValues = z.infer<typeof templateFormSchema>;

/** The sections a template made on the templates page starts with (the older editor's four). */
export const STARTER_SECTIONS = ['Subjective', 'Objective', 'Assessment', 'Plan'].map((section) => ({ section, value: '', fields: [] }));
