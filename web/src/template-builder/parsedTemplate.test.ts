import { describe, expect, it } from 'vitest';
import {
  addField,
  addSection,
  deleteField,
  deleteSection,
  displayName,
  FIELD_NAME_REQUIRED,
  fromConversion,
  keyOf,
  renameField,
  renameSection,
  SECTION_NAME_REQUIRED,
  toTemplateContent,
  type ParsedTemplate,
} from './parsedTemplate';

const template: ParsedTemplate = {
  name: 'Sick Visit',
  sections: [
    { section: 'Subjective', value: '', fields: [{ name: 'Complaint', hint: '' }, { name: 'History', hint: 'since when' }] },
    { section: 'Objective', value: '', fields: [{ name: 'Temperature', hint: '' }] },
  ],
};

describe('parsed template names', () => {
  it('shows keys in title case and saves them as lower_snake keys', () => {
    expect(displayName('chief_complaint')).toBe('Chief Complaint');
    expect(displayName('heart rate')).toBe('Heart Rate');
    expect(displayName('HEENT exam')).toBe('HEENT Exam');
    expect(keyOf('Chief Complaint ')).toBe('chief_complaint');
    expect(keyOf('Heart-Rate (bpm)')).toBe('heart_rate_bpm');
  });

  it('maps a conversion answer to display names and drops blank names', () => {
    const shown = fromConversion({ sections: [{ section: 'physical_exam', value: 'x', fields: [{ name: 'body_condition', hint: 'score 1-9' }, { name: ' ', hint: '' }] }, { section: '', value: '', fields: [] }] });
    expect(shown.sections).toEqual([{ section: 'Physical Exam', value: 'x', fields: [{ name: 'Body Condition', hint: 'score 1-9' }] }]);
  });
});

describe('editing a parsed template', () => {
  it('renames a section and refuses an empty name', () => {
    expect(renameSection(template, 1, '  Exam ').sections[1]!.section).toBe('Exam');
    expect(() => renameSection(template, 0, '  ')).toThrow(SECTION_NAME_REQUIRED);
    expect(template.sections[1]!.section).toBe('Objective');
  });

  it('adds and deletes sections', () => {
    const added = addSection(template, 'Plan');
    expect(added.sections.map((section) => section.section)).toEqual(['Subjective', 'Objective', 'Plan']);
    expect(deleteSection(added, 0).sections.map((section) => section.section)).toEqual(['Objective', 'Plan']);
    expect(() => addSection(template, '')).toThrow(SECTION_NAME_REQUIRED);
  });

  it('renames, adds and deletes fields', () => {
    const renamed = renameField(template, 0, 1, 'Medical History');
    expect(renamed.sections[0]!.fields[1]).toEqual({ name: 'Medical History', hint: 'since when' });
    const added = addField(renamed, 1, 'Heart Rate', 'bpm');
    expect(added.sections[1]!.fields).toEqual([{ name: 'Temperature', hint: '' }, { name: 'Heart Rate', hint: 'bpm' }]);
    expect(deleteField(added, 0, 0).sections[0]!.fields.map((field) => field.name)).toEqual(['Medical History']);
    expect(() => renameField(template, 0, 0, '')).toThrow(FIELD_NAME_REQUIRED);
    expect(() => addField(template, 0, ' ')).toThrow(FIELD_NAME_REQUIRED);
  });

  it('saves sections with fields, the guidance naming the fields when none was given', () => {
    expect(toTemplateContent(template)[0]).toEqual({ section: 'Subjective', value: 'Complaint, History', fields: [{ name: 'Complaint', hint: '' }, { name: 'History', hint: 'since when' }] });
  });
});
