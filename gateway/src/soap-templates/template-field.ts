// TemplateField: one field of a SOAP template's section (PLAN-19 decision 2): its name and the hint
// the builder and Generate SOAP use (the parsed template's explanation, else its value); and its input.
import { builder } from '../builder.ts';
import type { TemplateFieldRecord } from '../results/results-wire.ts';

export const TemplateFieldType = builder.objectRef<TemplateFieldRecord>('TemplateField').implement({
  fields: (t) => ({ name: t.exposeString('name'), hint: t.exposeString('hint') }),
});

export const TemplateFieldInput = builder.inputType('TemplateFieldInput', {
  fields: (t) => ({ name: t.string({ required: true, description: "At most 120 characters ('Field name cannot be empty')." }), hint: t.string({ required: true }) }),
});
