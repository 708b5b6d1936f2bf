// A clinic's SOAP templates (PLAN-19 decisions 1, 2; docs/rest-main-canvas.md): what a
// template write must hold, with the spec's messages ('Enter name', 'Enter description', 'Section
// name cannot be empty', 'Field name cannot be empty') and the content limits (1–50 sections, each
// ≤ 100 fields, names ≤ 120 characters), and the templates and a template's sections as the main
// service answers them (snake_case), each field named once. The main service validates its
// request bodies with the `*Wire` schemas, the gateway's body is their input, and the gateway
// parses main's answers with the `*Answer` schemas (gateway/src/soap-templates/soap-template-wire.ts,
// and the treatment result's sections in gateway/src/results/results-wire.ts).
import { z } from 'zod/mini';
import { answerId, answerNumber, anyText, listOf } from '../answer.ts';
import { wire } from '../wire.ts';
import { MAX_FIELDS, MAX_NAME, MAX_SECTIONS, TEMPLATE_MESSAGES } from './template-limits.ts';

export { MAX_FIELDS, MAX_NAME, MAX_SECTIONS, TEMPLATE_MESSAGES } from './template-limits.ts';
const M = TEMPLATE_MESSAGES;

// --- The bodies the gateway sends

export const TEMPLATE_STATUSES = ['active', 'inactive'] as const;
export const templateStatus = z.enum(TEMPLATE_STATUSES, { error: M.status });

// A section's and a field's keys are single words, the same in the JSON and here: the service
// stores the content as it reads it.
const templateField = z.object({
  name: z.string({ error: M.fieldName }).check(z.trim(), z.minLength(1, M.fieldName), z.maxLength(MAX_NAME, M.nameTooLong)),
  hint: z._default(z.optional(z.string().check(z.trim(), z.maxLength(2000, M.textTooLong))), ''),
});

const templateSection = z.object({
  section: z.string({ error: M.sectionName }).check(z.trim(), z.minLength(1, M.sectionName), z.maxLength(MAX_NAME, M.nameTooLong)),
  value: z._default(z.optional(z.string().check(z.maxLength(20_000, M.textTooLong))), ''),
  fields: z.optional(z.array(templateField).check(z.maxLength(MAX_FIELDS, M.tooManyFields))),
});

/** A template's sections as a write sends them. */
export const templateContent = z.array(templateSection, { error: M.noSections }).check(z.minLength(1, M.noSections), z.maxLength(MAX_SECTIONS, M.tooManySections));
export type TemplateContent = z.output<typeof templateContent>;

const name = z.string({ error: M.name }).check(z.trim(), z.minLength(1, M.name), z.maxLength(MAX_NAME, M.nameTooLong));
const description = z.string({ error: M.description }).check(z.trim(), z.minLength(1, M.description), z.maxLength(1000, M.descriptionTooLong));

/** POST /soap-templates; a new template is active unless it says otherwise. */
export const soapTemplateCreateWire = wire({ name, description, status: z._default(z.optional(templateStatus), 'active'), content: templateContent });
export type SoapTemplateCreate = z.output<typeof soapTemplateCreateWire>;

/** PUT /soap-templates/{code}: naming the version it was based on. */
export const soapTemplateUpdateWire = wire({ name, description, content: templateContent, basedOnVersion: z.number({ error: M.versionRequired }).check(z.int()) });
export type SoapTemplateUpdate = z.output<typeof soapTemplateUpdateWire>;

/** PUT /soap-templates/{code}/status. */
export const soapTemplateStatusWire = wire({ status: templateStatus });

// --- The main service's answers

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
