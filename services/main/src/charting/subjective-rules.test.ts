// The unit spellings of spec 002 section 9 and the note rules of section 5, without a database.
import { describe, expect, it } from 'vitest';
import {
  DURATION_REQUIRED,
  normaliseTemperatureUnit,
  normaliseWeightUnit,
  REASON_REQUIRED,
  subjectiveNoteSchema,
  vitalsBody,
  VITALS_MISSING_DATA,
} from './subjective-rules.ts';

describe('unit normalisation', () => {
  it.each(['lb', 'lbs', 'lb(s)', 'LBS', ' Lb ', 'pound', 'pounds'])('reads %j as lbs', (unit) => {
    expect(normaliseWeightUnit(unit)).toBe('lbs');
  });

  it.each(['kg', 'kgs', 'kilogram', 'kilograms', 'KG', 'kg(s)'])('reads %j as kg', (unit) => {
    expect(normaliseWeightUnit(unit)).toBe('kg');
  });

  it.each(['', 'g', 'stone', 'lbss', 'kilo'])('refuses %j as a weight unit', (unit) => {
    expect(normaliseWeightUnit(unit)).toBeNull();
  });

  it('reads temperature units as fahrenheit or celsius', () => {
    expect(['fahrenheit', 'F', '°F'].map(normaliseTemperatureUnit)).toEqual(['fahrenheit', 'fahrenheit', 'fahrenheit']);
    expect(['celsius', 'c', '°C'].map(normaliseTemperatureUnit)).toEqual(['celsius', 'celsius', 'celsius']);
    expect(normaliseTemperatureUnit('kelvin')).toBeNull();
  });

  it('normalises a vitals save and keeps the rates per minute', () => {
    const parsed = vitalsBody.parse({
      pet_id: 'p',
      temperature: { value: 101.5, unit: 'F' },
      respiratory_rate: { value: 24, unit: 'bps' },
      heart_rate: { value: 110 },
      weight: { value: 12.4, unit: 'lb(s)' },
    });
    expect(parsed).toMatchObject({ temperature: { value: 101.5, unit: 'fahrenheit' }, respiratory_rate: 24, heart_rate: 110, weight: { value: 12.4, unit: 'lbs' } });
    const missing = vitalsBody.safeParse({ weight: { value: 3, unit: 'stone' } });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pet_id', VITALS_MISSING_DATA],
      ['weight.unit', 'Choose the weight unit (lbs or kg).'],
    ]);
  });
});

describe('subjective note rules', () => {
  it("asks for the complaint duration and a reason for consultation with the spec's messages", () => {
    const empty = subjectiveNoteSchema.safeParse({ chief_complaint: { complaint: 'Vomiting since Monday' } });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['chief_complaint.duration', DURATION_REQUIRED],
      ['reason_for_consultation.main_case', REASON_REQUIRED],
    ]);
    const noReason = subjectiveNoteSchema.safeParse({ chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [] } });
    expect(noReason.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['reason_for_consultation.main_case', REASON_REQUIRED]]);
  });

  it('takes a free entry as a reason, empty answers as none, and only the four indoor options', () => {
    const parsed = subjectiveNoteSchema.parse({
      chief_complaint: { complaint: '  ', duration: 'Worsening' },
      reason_for_consultation: { other_cases: ['Limping', 'Limping'] },
      additional_notes: { indoor: 50, medications: ['Apoquel 16mg', 'Apoquel 16mg'] },
    });
    expect(parsed.chief_complaint).toEqual({ complaint: null, duration: 'Worsening' });
    expect(parsed.reason_for_consultation).toMatchObject({ main_case: [], other_cases: ['Limping'], vomiting: null });
    expect(parsed.additional_notes).toMatchObject({ indoor: 50, medications: ['Apoquel 16mg'], flea_comb: null });
    const indoor = subjectiveNoteSchema.safeParse({ chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [2] }, additional_notes: { indoor: 30 } });
    expect(indoor.error?.issues[0]?.message).toBe('How often indoors must be 0, 25, 50 or 100 percent.');
    const unknownCase = subjectiveNoteSchema.safeParse({ chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [9] } });
    expect(unknownCase.error?.issues[0]?.message).toBe('Choose a reason for consultation from the list.');
  });
});

describe('temperature limits per unit (issue 27)', () => {
  const save = (value: number, unit: string) => vitalsBody.safeParse({ pet_id: 'p', temperature: { value, unit } });
  const messages = (result: ReturnType<typeof save>) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('refuses a temperature no living patient has, in its own unit', () => {
    // 150 °C and 150 °F both saved while the limit was 'at most 200' whatever the unit.
    expect(messages(save(150, 'celsius'))).toEqual([['temperature.value', 'Enter a temperature from 10 to 48 °C.']]);
    expect(messages(save(150, 'F'))).toEqual([['temperature.value', 'Enter a temperature from 50 to 118 °F.']]);
    // A celsius reading left in fahrenheit (38.9 °F) is as impossible.
    expect(messages(save(38.9, 'fahrenheit'))).toEqual([['temperature.value', 'Enter a temperature from 50 to 118 °F.']]);
    expect(messages(save(9.9, '°C'))).toEqual([['temperature.value', 'Enter a temperature from 10 to 48 °C.']]);
  });

  it('takes the ends of each range and a fever or a hypothermia', () => {
    for (const [value, unit] of [[50, 'fahrenheit'], [118, 'F'], [106.5, 'fahrenheit'], [10, 'celsius'], [48, 'c'], [34.2, 'celsius']] as const) {
      expect(save(value, unit).success, `${value} ${unit}`).toBe(true);
    }
  });
});
