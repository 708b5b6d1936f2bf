// The SOAP template's input rules (issue 19, PLAN-19 decisions 1, 2; docs/rest-main-canvas.md):
// the spec's messages ('Enter name', 'Enter description', 'Section name cannot be empty', 'Field
// name cannot be empty') and the content limits (1–50 sections, each ≤ 100 fields, names ≤ 120
// characters). Pure: the routes parse bodies with these schemas.
import { z } from 'zod';

export const TEMPLATE_MESSAGES = {
  name: 'Enter name',
  description: 'Enter description',
  sectionName: 'Section name cannot be empty',
  fieldName: 'Field name cannot be empty',
  nameTooLong: 'Names can be at most 120 characters.',
  noSections: 'A template needs at least one section.',
  tooManySections: 'A template can have at most 50 sections.',
  tooManyFields: 'A section can have at most 100 fields.',
  textTooLong: 'A section text can be at most 20000 characters.',
  descriptionTooLong: 'The description can be at most 1000 characters.',
  status: "Status must be 'active' or 'inactive'.",
  versionRequired: 'based_on_version is required.',
  notFound: 'Template not found.',
  codeRequired: 'Template code required for update',
} as const;

const M = TEMPLATE_MESSAGES;
export const MAX_SECTIONS = 50;
export const MAX_FIELDS = 100;
export const MAX_NAME = 120;

export const templateStatus = z.enum(['active', 'inactive'], { error: M.status });

const templateField = z.object({
  name: z.string({ error: M.fieldName }).trim().min(1, M.fieldName).max(MAX_NAME, M.nameTooLong),
  hint: z.string().trim().max(2000, M.textTooLong).optional().default(''),
});

const templateSection = z.object({
  section: z.string({ error: M.sectionName }).trim().min(1, M.sectionName).max(MAX_NAME, M.nameTooLong),
  value: z.string().max(20_000, M.textTooLong).optional().default(''),
  fields: z.array(templateField).max(MAX_FIELDS, M.tooManyFields).optional(),
});

export const templateContent = z.array(templateSection, { error: M.noSections }).min(1, M.noSections).max(MAX_SECTIONS, M.tooManySections);
export type TemplateContent = z.infer<typeof templateContent>;

const name = z.string({ error: M.name }).trim().min(1, M.name).max(MAX_NAME, M.nameTooLong);
const description = z.string({ error: M.description }).trim().min(1, M.description).max(1000, M.descriptionTooLong);

export const createTemplateBody = z.object({ name, description, status: templateStatus.optional().default('active'), content: templateContent });
export const updateTemplateBody = z.object({
  name,
  description,
  content: templateContent,
  based_on_version: z.number({ error: M.versionRequired }).int(),
});
export const templateStatusBody = z.object({ status: templateStatus });

/** A new template's code: 'TPL-' and 8 random characters (capital letters and digits). */
export function newTemplateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `TPL-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}
