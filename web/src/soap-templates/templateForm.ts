// The template create/edit form (spec 003 section 5): name and description, both required, with
// the spec's messages; the name as long as the service allows (PLAN-19 decision 2).
import { z } from 'zod/mini';

export const NAME_REQUIRED = 'Enter name';
export const DESCRIPTION_REQUIRED = 'Enter description';
export const CODE_REQUIRED = 'Template code required for update';
export const MAX_TEMPLATE_NAME = 120;
export const MAX_TEMPLATE_DESCRIPTION = 1000;

export const templateFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, NAME_REQUIRED), z.maxLength(MAX_TEMPLATE_NAME, `A name can be at most ${MAX_TEMPLATE_NAME} characters`)),
  description: z.string().check(z.trim(), z.minLength(1, DESCRIPTION_REQUIRED), z.maxLength(MAX_TEMPLATE_DESCRIPTION, `A description can be at most ${MAX_TEMPLATE_DESCRIPTION} characters`)),
});

export type TemplateFormValues = z.infer<typeof templateFormSchema>;

/** The sections a template made on the templates page starts with (the older editor's four). */
export const STARTER_SECTIONS = ['Subjective', 'Objective', 'Assessment', 'Plan'].map((section) => ({ section, value: '', fields: [] }));
