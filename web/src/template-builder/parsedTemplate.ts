// The builder's parsed template (spec 003 section 3, PLAN-19 decision 2): what the conversion
// returned, edited in place — sections and their fields renamed, added and deleted — and turned
// into the SOAP template content that is saved. Every operation returns a new template. The
// spec's messages and the content limits are the contract's (the service refuses the same).
import { MAX_FIELDS, MAX_NAME, MAX_SECTIONS, TEMPLATE_MESSAGES } from '@vetchart/contracts/soap-templates/template-limits';

export const SECTION_NAME_REQUIRED = TEMPLATE_MESSAGES.sectionName;
export const FIELD_NAME_REQUIRED = TEMPLATE_MESSAGES.fieldName;
export const MAX_NAME_LENGTH = MAX_NAME;
export const NAME_TOO_LONG = `A name can be at most ${MAX_NAME_LENGTH} characters`;
export { MAX_FIELDS, MAX_SECTIONS };

export interface TemplateField {
  name: string;
  hint: string;
}

export interface TemplateSection {
  section: string;
  value: string;
  fields: TemplateField[];
}

export interface ParsedTemplate {
  name?: string | null;
  description?: string | null;
  sections: TemplateSection[];
}

/** lower_snake key → 'Title Case'; a name that is already readable keeps its words. */
export function displayName(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** 'Chief Complaint' → 'chief_complaint'. */
export function keyOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

/** Why `name` cannot name a section (or field), or null. */
export function nameProblem(name: string, kind: 'section' | 'field'): string | null {
  const trimmed = name.trim();
  if (!trimmed) return kind === 'section' ? SECTION_NAME_REQUIRED : FIELD_NAME_REQUIRED;
  if (trimmed.length > MAX_NAME_LENGTH) return NAME_TOO_LONG;
  return null;
}

function checked(name: string, kind: 'section' | 'field'): string {
  const problem = nameProblem(name, kind);
  if (problem) throw new Error(problem);
  return name.trim();
}

const withSections = (template: ParsedTemplate, sections: TemplateSection[]): ParsedTemplate => ({ ...template, sections });

const mapSection = (template: ParsedTemplate, index: number, change: (section: TemplateSection) => TemplateSection) =>
  withSections(
    template,
    template.sections.map((section, at) => (at === index ? change(section) : section)),
  );

export function renameSection(template: ParsedTemplate, index: number, name: string): ParsedTemplate {
  const section = checked(name, 'section');
  return mapSection(template, index, (current) => ({ ...current, section }));
}

export function addSection(template: ParsedTemplate, name: string): ParsedTemplate {
  if (template.sections.length >= MAX_SECTIONS) throw new Error(`A template can have at most ${MAX_SECTIONS} sections`);
  return withSections(template, [...template.sections, { section: checked(name, 'section'), value: '', fields: [] }]);
}

export function deleteSection(template: ParsedTemplate, index: number): ParsedTemplate {
  return withSections(
    template,
    template.sections.filter((_, at) => at !== index),
  );
}

export function renameField(template: ParsedTemplate, sectionIndex: number, fieldIndex: number, name: string, hint?: string): ParsedTemplate {
  const fieldName = checked(name, 'field');
  return mapSection(template, sectionIndex, (section) => ({
    ...section,
    fields: section.fields.map((field, at) => (at === fieldIndex ? { name: fieldName, hint: hint ?? field.hint } : field)),
  }));
}

export function addField(template: ParsedTemplate, sectionIndex: number, name: string, hint = ''): ParsedTemplate {
  const fieldName = checked(name, 'field');
  return mapSection(template, sectionIndex, (section) => {
    if (section.fields.length >= MAX_FIELDS) throw new Error(`A section can have at most ${MAX_FIELDS} fields`);
    return { ...section, fields: [...section.fields, { name: fieldName, hint }] };
  });
}

export function deleteField(template: ParsedTemplate, sectionIndex: number, fieldIndex: number): ParsedTemplate {
  return mapSection(template, sectionIndex, (section) => ({ ...section, fields: section.fields.filter((_, at) => at !== fieldIndex) }));
}

/**
 * The conversion's answer as the builder shows it: names in title case (a key like
 * 'chief_complaint' becomes 'Chief Complaint'), blank fields dropped.
 */
export function fromConversion(json: ParsedTemplate): ParsedTemplate {
  return {
    name: json.name ?? null,
    description: json.description ?? null,
    sections: json.sections
      .filter((section) => section.section.trim())
      .map((section) => ({
        section: displayName(section.section),
        value: section.value ?? '',
        fields: (section.fields ?? []).filter((field) => field.name.trim()).map((field) => ({ name: displayName(field.name), hint: field.hint ?? '' })),
      })),
  };
}

/** The content a SOAP template saves: every section with its guidance text and fields. */
export function toTemplateContent(template: ParsedTemplate): TemplateSection[] {
  return template.sections.map((section) => ({
    section: section.section.trim(),
    value: section.value || section.fields.map((field) => field.name).join(', '),
    fields: section.fields.map((field) => ({ name: field.name.trim(), hint: field.hint })),
  }));
}

/** How many fields the template holds in all. */
export const fieldCount = (template: ParsedTemplate) => template.sections.reduce((sum, section) => sum + section.fields.length, 0);
