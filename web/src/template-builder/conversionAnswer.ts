// The answer of POST /template-builder/convert (PLAN-19 decision 6) and how the builder reads its
// template: an answer of another shape is not shown as a template (spec: 'Template Parsing Error').
import type { ParsedTemplate } from './parsedTemplate';

export interface Conversion {
  success: boolean;
  json_data: ParsedTemplate | null;
  raw_text: string | null;
  error: string | null;
  notice: string | null;
}

/** The conversion's template when it has the expected shape; null otherwise. */
export function templateOf(conversion: Conversion): ParsedTemplate | null {
  const json = conversion.json_data as { sections?: unknown } | null;
  if (!json || !Array.isArray(json.sections)) return null;
  const sections = json.sections as Array<{ section?: unknown; fields?: unknown }>;
  const wellFormed = sections.every(
    (section) => typeof section?.section === 'string' && (section.fields === undefined || (Array.isArray(section.fields) && section.fields.every((field: { name?: unknown }) => typeof field?.name === 'string'))),
  );
  return wellFormed ? (json as ParsedTemplate) : null;
}
