import { describe, expect, it } from 'vitest';
import { templateOf, type Conversion } from './conversionAnswer';

const answer = (json_data: unknown): Conversion => ({ success: true, json_data: json_data as Conversion['json_data'], raw_text: '', error: null, notice: null });

describe('reading a conversion answer', () => {
  it('takes a template of sections with named fields', () => {
    const json = { sections: [{ section: 'Subjective', value: '', fields: [{ name: 'Complaint', hint: '' }] }, { section: 'Plan', value: 'x' }] };
    expect(templateOf(answer(json))).toBe(json);
  });

  it('refuses an answer of another shape (Template Parsing Error)', () => {
    expect(templateOf(answer(null))).toBeNull();
    expect(templateOf(answer({ sections: 'Subjective' }))).toBeNull();
    expect(templateOf(answer({ sections: [{ section: 3 }] }))).toBeNull();
    expect(templateOf(answer({ sections: [{ section: 'A', fields: [{ title: 'x' }] }] }))).toBeNull();
  });
});
