import { describe, expect, it } from 'vitest';
import { soapTemplateAnswer } from './soap-template.ts';

const template = { id: 4, code: 123, name: 'Dental', description: null, version: '2', created_by_name: 'A', updated_by_name: null, created_at: null, updated_at: 'u' };

describe("a SOAP template (main's snake_case, each field named once)", () => {
  it("reads a template: null text as '', numbers as text, any status but inactive as active, sections' missing parts empty", () => {
    expect(
      soapTemplateAnswer.parse({ ...template, content: [{ section: 'S', value: 'Say', fields: null }, { section: 'P', value: null, fields: [{ name: 'Dose', hint: null }] }] }),
    ).toEqual({
      id: '4',
      code: '123',
      name: 'Dental',
      description: '',
      status: 'active',
      content: [
        { section: 'S', value: 'Say', fields: [] },
        { section: 'P', value: '', fields: [{ name: 'Dose', hint: '' }] },
      ],
      version: 2,
      createdByName: 'A',
      updatedByName: '',
      createdAt: '',
      updatedAt: 'u',
    });
    expect(soapTemplateAnswer.parse({ ...template, status: 'inactive' })).toMatchObject({ status: 'inactive', content: [] });
  });
});
