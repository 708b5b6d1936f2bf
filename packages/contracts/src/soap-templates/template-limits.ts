// A SOAP template's messages and content limits, apart from its schemas (soap-template.ts
// re-exports them): the web's template screens and the canvas editor check a template with them
// without loading zod and the contracts' schemas.
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

export const MAX_SECTIONS = 50;
export const MAX_FIELDS = 100;
export const MAX_NAME = 120;
