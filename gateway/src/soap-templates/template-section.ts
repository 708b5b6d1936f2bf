// TemplateSection: one section of a SOAP template, of a template preview or of a treatment
// result's template content ({ section, value, fields }), and its input. The results step reads
// section and value; the template screens and Generate SOAP also read the fields (PLAN-19 decision 2).
import { builder } from '../builder.ts';
import type { TemplateSectionRecord } from '../results/results-wire.ts';
import { TemplateFieldInput, TemplateFieldType } from './template-field.ts';

export const TemplateSectionType = builder.objectRef<TemplateSectionRecord>('TemplateSection').implement({
  fields: (t) => ({
    section: t.exposeString('section'),
    value: t.exposeString('value', { description: "The section's guidance text." }),
    fields: t.field({ type: [TemplateFieldType], description: 'At most 100 per section.', resolve: (section) => section.fields ?? [] }),
  }),
});

export const TemplateSectionInput = builder.inputType('TemplateSectionInput', {
  fields: (t) => ({
    section: t.string({ required: true, description: "At most 120 characters ('Section name cannot be empty')." }),
    value: t.string({ required: true }),
    fields: t.field({ type: [TemplateFieldInput], description: 'Omitted: none.' }),
  }),
});

/** A section input as the main service's JSON. */
export const toSectionPayload = (row: { section: string; value: string; fields?: readonly { name: string; hint: string }[] | null }) => ({
  section: row.section,
  value: row.value,
  fields: (row.fields ?? []).map((field) => ({ name: field.name, hint: field.hint })),
});
